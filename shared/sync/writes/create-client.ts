// createClient: a client made here. Its entry carries the create request; later edits fold
// into it while it is unsent, and a delete before it went cancels both. Acknowledged, the
// client takes its server id (the local id stays an alias) and joins the remote's list.
import { client, clientCreateRequest, type ClientCreateRequest } from '../../api';
import type { ClientRow } from '../../db/rows';
import { adoptServerId } from '../aliases';
import { clientEntity } from '../entities';
import { keepOwnConsentStamp } from '../own-stamps';
import { rememberReferences } from '../records';
import { currentWalk } from '../sync-state';
import type { WriteBehavior } from './behavior';
import { bodyOf, createdIdOf } from './write-input';

/** The create request that brings `row` back on the server (a re-created client). */
export function createRequestOf(row: ClientRow): ClientCreateRequest {
  return {
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    address: row.address && {
      line1: row.address.line1 ?? '',
      line2: row.address.line2,
      city: row.address.city ?? '',
      region: row.address.region,
      postal_code: row.address.postal_code,
      country: row.address.country ?? '',
    },
    email_consent: row.email_consent,
    sms_consent: row.sms_consent,
    notes: row.notes,
    preferences: row.preferences,
    preferred_aircraft_type_id: row.preferred_aircraft_type_id,
    preferred_category: row.preferred_category,
    tags: row.tags,
    timezone: row.timezone,
  };
}

export const createClient: WriteBehavior<'createClient'> = {
  async draft(_db, write, result) {
    const created = createdIdOf(result);
    return {
      operation_id: 'createClient',
      entity: clientEntity(created),
      target_id: null,
      body: bodyOf(clientCreateRequest, write),
      base: null,
      created_ids: [created],
    };
  },
  // The record is made here: the remote's copy must not overwrite it.
  holds: () => 'all',
  takeEdit: (entry, edit) => ({ ...entry, body: { ...entry.body, ...edit.body } }),
  // It never reached the remote: nothing need be sent.
  foldIntoDelete: () => ({ cancels: true }),
  answer: client,
  async acknowledge(db, entry, server, land) {
    const localId = entry.created_ids[0]!;
    // Consent given: the moment the broker recorded it stays what the replica shows.
    if (entry.body.email_consent || entry.body.sms_consent) {
      await keepOwnConsentStamp(db, await db.clients.get(localId), server);
    }
    await adoptServerId(db, { local_id: localId, server_id: server.id, kind: 'client' });
    await land.client(db, localId, server);
    await db.remote_clients.put({ id: server.id, walk: await currentWalk(db) });
    await rememberReferences(db, { clients: [server] });
  },
  async undo(db, entry) {
    await db.clients.bulkDelete(entry.created_ids);
  },
  recreatable: false,
  async describe(_db, entry) {
    const name = entry.body.name;
    return {
      summary: `New client ${name}`,
      effect: `Removes ${name}, who was made here and never reached the server`,
      record: { kind: 'client', id: entry.created_ids[0]! },
    };
  },
  createdEntity: clientEntity,
};
