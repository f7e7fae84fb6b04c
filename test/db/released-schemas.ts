// The schema versions as released, for upgrade tests: never edit one, add the next.
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
