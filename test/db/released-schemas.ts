// The schema versions as released, for upgrade tests: never edit one, add the next.
import type { Dexie } from 'dexie';

/** Versions 1 to 6 exactly as released: what a broker's disk holds. */
export const RELEASED: Record<string, string>[] = [
  {
    clients: 'id, name, updated_at',
    trip_requests: 'id, client_id, number, [client_id+created_at]',
    airports: 'id, code',
    aircraft_types: 'id',
    operators: 'id, designator',
    operator_contacts: '[operator_id+email], operator_id, updated_at',
    rfqs: 'id, trip_request_id, link_token, [trip_request_id+sent_at+id]',
    messages: 'id, rfq_id, [rfq_id+at+id]',
    idempotency: '[route+key], expires_at',
    meta: 'key',
  },
  { client_index: 'bucket, rev' },
  {
    outbox: '++seq, &id, entity, state, *created_ids',
    aliases: 'local_id, server_id',
    sync_state: 'key',
    remote_clients: 'id, walk',
  },
  { thread_reads: 'rfq_id' },
  { client_name_order: 'id, [name_key+id]' },
  { client_csv: 'bucket, [rev+types]', client_csv_types: 'rev' },
];

/** What versions 7 to 10 added, as released (7 changed rows only). */
const LATER: Record<number, Record<string, string>> = {
  7: {},
  8: { inbox: 'key, rfq_id, [at+key], [unread+at+key]' },
  9: { trip_order: 'id, [status+departure_key+id]' },
  10: {
    broker_prefs: 'key',
    templates: 'id, kind',
    proposals: 'id, trip_request_id',
    needs_marks: 'key',
  },
};

/** Declares on `old` every version up to `upTo` as released: a book made by that version. */
export function declareReleased(old: Dexie, upTo: number): void {
  RELEASED.slice(0, upTo).forEach((stores, index) => old.version(index + 1).stores(stores));
  for (let version = RELEASED.length + 1; version <= upTo; version += 1) {
    old.version(version).stores(LATER[version]!);
  }
}
