// Every schema version, oldest first. Never edit a released version: add the next one, with
// an upgrade function when rows change shape, and a test that opens the previous version.
import type { Dexie, Transaction } from 'dexie';
import { countClients, rebuildSnapshot } from './index-upkeep/rebuild';
import {
  CLIENT_INDEX_TABLE,
  CLIENT_NAME_ORDER_TABLE,
  NAME_ORDER_FILLED_KEY,
  NAME_ORDER_INDEX,
} from './index-upkeep/tables';
import { CLIENT_CSV_TABLE, CLIENT_CSV_TYPES_TABLE, CSV_STAMP_INDEX } from './client-csv/tables';
import { BUCKET_COUNT } from '../search/snapshot';
import { INBOX_SCHEMA, INBOX_TABLE } from './inbox-upkeep/items';
import { rebuildInbox } from './inbox-upkeep/rebuild';
import { TRIP_ORDER_SCHEMA, TRIP_ORDER_TABLE } from './trip-order/order';
import { rebuildTripOrder } from './trip-order/rebuild';
import { BROKER_STORES } from './broker/stores';
import { HISTORY_SCHEMA, HISTORY_TABLE } from './rfq-history/history';
import { historyFromFindings } from './rfq-history/upgrade';

/** A released version: the tables it added or changed, and how it moved rows, if it did. */
interface SchemaVersion {
  version: number;
  stores: Record<string, string>;
  upgrade?: (tx: Transaction) => PromiseLike<unknown> | void;
}

const VERSIONS: SchemaVersion[] = [
  {
    version: 1,
    stores: {
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
  },
  // The client search index's snapshot: buckets of compact entries, by revision
  // (shared/search/snapshot.ts), built from the clients a version-1 database holds.
  { version: 2, stores: { [CLIENT_INDEX_TABLE]: 'bucket, rev' }, upgrade: rebuildSnapshot },
  // Sync: the outbox (entries in write order, by entity, by the records they created), the
  // aliases of records made offline, the engine's state, and the clients the remote holds.
  {
    version: 3,
    stores: {
      outbox: '++seq, &id, entity, state, *created_ids',
      aliases: 'local_id, server_id',
      sync_state: 'key',
      remote_clients: 'id, walk',
    },
  },
  // When the broker last read each RFQ's thread, so unread messages are marked across
  // reloads and tabs. Local only: never synced, so the replica's write guard ignores it.
  { version: 4, stores: { thread_reads: 'rfq_id' } },
  // Each client's place in the list's order by name, so the first page is read from storage
  // while the in-memory index loads (index-upkeep/tables.ts).
  {
    version: 5,
    stores: { [CLIENT_NAME_ORDER_TABLE]: `id, ${NAME_ORDER_INDEX}` },
    upgrade: countClients,
  },
  // The clients' CSV records per index bucket, for the export (client-csv/tables.ts). They
  // start empty, so stale, in every database, and are made in the background.
  {
    version: 6,
    stores: { [CLIENT_CSV_TABLE]: `bucket, ${CSV_STAMP_INDEX}`, [CLIENT_CSV_TYPES_TABLE]: 'rev' },
  },
  // The CSV records' ids and lengths became one text and a typed array (export/csv-bucket.ts):
  // the records kept in the old shape go, and are made again in the background.
  { version: 7, stores: {}, upgrade: (tx) => tx.table(CLIENT_CSV_TABLE).clear() },
  // The inbox: operators' answers and messages with their unread state, derived from the
  // RFQs, messages and read marks (inbox-upkeep/), made from what the database holds.
  { version: 8, stores: { [INBOX_TABLE]: INBOX_SCHEMA }, upgrade: rebuildInbox },
  // The trips list's departure order (trip-order/), so its pages are read from storage while
  // the worker's kept list loads, made from the trip requests the database holds.
  { version: 9, stores: { [TRIP_ORDER_TABLE]: TRIP_ORDER_SCHEMA }, upgrade: rebuildTripOrder },
  // The broker's own records (broker/stores.ts): what only this app holds, never synced and
  // never mirrored (the write guard leaves them alone), kept per workspace and in its backup.
  { version: 10, stores: BROKER_STORES },
  // The RFQs that are history (rfq-history/): what the remote no longer holds, read by every
  // reader of RFQs alike, made from the RFQs the findings already name missing.
  { version: 11, stores: { [HISTORY_TABLE]: HISTORY_SCHEMA }, upgrade: historyFromFindings },
];

export const SCHEMA_VERSION = VERSIONS[VERSIONS.length - 1]!.version;

/**
 * Declares the versions on `db`. Dexie re-reads every declared version at each `stores()`, so
 * eleven declarations cost 7 ms per database made (the tests make about 1,500). A version
 * that moves no rows is declared with the next one that does, or the last: Dexie reads an
 * installed database's schema from the database itself, not from its declaration (Dexie ≥ 3),
 * and creates what a later declaration adds before that version's upgrade runs. Six
 * declarations, 3.5 ms (test/db/upgrade-every-version.test.ts opens a book of each version).
 */
export function applySchemaVersions(db: Dexie): void {
  let pending: Record<string, string> = {};
  for (const { version, stores, upgrade } of VERSIONS) {
    pending = { ...pending, ...stores };
    if (!upgrade && version !== SCHEMA_VERSION) continue;
    const declared = db.version(version).stores(pending);
    if (upgrade) declared.upgrade(upgrade);
    pending = {};
  }
  // A database made at this version has no clients to place: its name order is complete.
  db.on('populate', (tx) =>
    tx.table('meta').put({ key: NAME_ORDER_FILLED_KEY, value: BUCKET_COUNT }),
  );
}
