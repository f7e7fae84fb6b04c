// deleteClient: a client deleted here. Its entry remembers the client as the server last had
// it and the trip requests that named it, so a discard brings both back. Unsent edits of
// the client fold into it; if the client was made here and never sent, nothing goes at all.
import { z } from 'zod';
import type { ClientRow } from '../../db/rows';
import { clientEntity } from '../entities';
import type { WriteBehavior } from './behavior';
import { UNDO_WINDOW_MS } from '../../rules/undo-window';
import { pathIdOf, required } from './write-input';

interface Was {
  client: ClientRow | undefined;
  tripIds: string[];
}

export const deleteClient: WriteBehavior<'deleteClient', Was> = {
  async before(db, write) {
    const id = pathIdOf(write);
    return {
      client: await db.clients.get(id),
      tripIds: await db.trip_requests.where('client_id').equals(id).primaryKeys(),
    };
  },
  async draft(_db, write, _result, was) {
    const id = pathIdOf(write);
    return {
      operation_id: 'deleteClient',
      entity: clientEntity(id),
      target_id: id,
      body: null,
      base: { row: required(was.client, 'The client deleted'), trip_request_ids: was.tripIds },
      created_ids: [],
    };
  },
  // The remote's copy must not bring the record back.
  holds: () => 'all',
  holdFor: UNDO_WINDOW_MS,
  deleteKeeping: (draft, serverValues) => ({
    ...draft,
    base: { ...draft.base, row: { ...draft.base.row, ...serverValues } },
  }),
  answer: z.null(),
  async acknowledge(db, entry) {
    await db.remote_clients.delete(entry.target_id!);
  },
  async undo(db, entry) {
    const { row, trip_request_ids: tripIds } = entry.base;
    await db.clients.put(row);
    await db.trip_requests.where('id').anyOf(tripIds).modify({ client_id: row.id });
  },
  recreatable: false,
  async describe(_db, entry) {
    const name = entry.base.row.name;
    return {
      summary: `Delete client ${name}`,
      effect: `Brings back ${name}`,
      // The client is gone here; its id lets the detail and an Undo find this entry.
      record: { kind: 'client', id: entry.target_id! },
    };
  },
  createdEntity: null,
};
