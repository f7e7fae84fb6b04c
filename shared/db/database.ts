// The broker's database: one Dexie schema for the app's worker (Chromium IndexedDB), Node
// tests (fake-indexeddb) and each organization of the reference remote API.
import { Dexie, type EntityTable, type Table } from 'dexie';
import type {
  AircraftTypeRow,
  AirportRow,
  AliasRow,
  ClientRow,
  IdempotencyRow,
  InboxRow,
  MessageRow,
  MetaRow,
  OperatorContactRow,
  OperatorRow,
  OutboxRow,
  RemoteClientRow,
  RfqHistoryRow,
  RfqRow,
  ThreadReadRow,
  TripOrderRow,
  TripRequestRow,
} from './rows';
import type { BrokerPrefRow, NeedsMarkRow, ProposalRow, TemplateRow } from './broker/rows';
import { installClientIndex } from './index-upkeep/middleware';
import { installInbox } from './inbox-upkeep/middleware';
import { installDurabilityChoice } from './durability';
import { installRowMemory } from './row-memory/middleware';
import { installCommittedRecords } from './index-upkeep/committed-records';
import { parseRowsOnRead } from './row-parsing';
import { installTripOrder } from './trip-order/middleware';
import { installTripTouches } from './trip-touches';
import { installWriteGuard } from './write-guard';
import { applySchemaVersions } from './versions';

export interface DexieBackend {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

/**
 * `server`: the source of truth for its records (a remote organization, the demo data, a
 * book with no remote): trip statistics are derived from its trip requests. `replica`: the
 * app's mirror of one remote: every change to a mirrored table comes with its outbox entry
 * or sync state (write-guard.ts), and trip statistics are the remote's as pulled, since only
 * a client's 10 newest trip requests are ever visible.
 */
export type DatabaseRole = 'server' | 'replica';

export interface CharterDbOptions {
  /** fake-indexeddb in Node tests; the environment's IndexedDB otherwise. */
  backend?: DexieBackend;
  role?: DatabaseRole;
}

export class CharterDb extends Dexie {
  readonly role: DatabaseRole;
  clients!: EntityTable<ClientRow, 'id'>;
  trip_requests!: EntityTable<TripRequestRow, 'id'>;
  airports!: EntityTable<AirportRow, 'id'>;
  aircraft_types!: EntityTable<AircraftTypeRow, 'id'>;
  operators!: EntityTable<OperatorRow, 'id'>;
  operator_contacts!: Table<OperatorContactRow, [string, string]>;
  rfqs!: EntityTable<RfqRow, 'id'>;
  messages!: EntityTable<MessageRow, 'id'>;
  idempotency!: Table<IdempotencyRow, [string, string]>;
  meta!: EntityTable<MetaRow, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  aliases!: EntityTable<AliasRow, 'local_id'>;
  sync_state!: EntityTable<MetaRow, 'key'>;
  remote_clients!: EntityTable<RemoteClientRow, 'id'>;
  thread_reads!: EntityTable<ThreadReadRow, 'rfq_id'>;
  inbox!: EntityTable<InboxRow, 'key'>;
  trip_order!: EntityTable<TripOrderRow, 'id'>;
  broker_prefs!: EntityTable<BrokerPrefRow, 'key'>;
  templates!: EntityTable<TemplateRow, 'id'>;
  proposals!: EntityTable<ProposalRow, 'id'>;
  needs_marks!: EntityTable<NeedsMarkRow, 'key'>;
  rfq_history!: EntityTable<RfqHistoryRow, 'rfq_id'>;

  constructor(name: string, { backend, role = 'server' }: CharterDbOptions = {}) {
    super(name, {
      ...(backend ? { indexedDB: backend.indexedDB, IDBKeyRange: backend.IDBKeyRange } : {}),
      // Chromium commits "relaxed" by default since 121: an answered 201 could be lost to a
      // power cut. A broker's write must be on disk before it is acknowledged; only pulled
      // data may ask otherwise (durability.ts).
      chromeTransactionDurability: 'strict',
      cache: 'disabled',
    });
    // No live queries: the app reads through its /v1 service and hosts, which tell the page
    // what changed. With them Dexie would keep a query cache, work out the key ranges each
    // write changed and post them to every tab's worker (test/db/tab-broadcast.test.ts).
    this.unuse({ stack: 'dbcore', name: 'Cache' });
    this.unuse({ stack: 'dbcore', name: 'Observability' });
    this.role = role;
    applySchemaVersions(this);
    installRowMemory(this);
    installCommittedRecords(this);
    installTripTouches(this);
    installClientIndex(this, { deriveTripStats: role === 'server' });
    installInbox(this);
    installTripOrder(this);
    if (role === 'replica') installWriteGuard(this);
    installDurabilityChoice(this);
    parseRowsOnRead(this);
  }
}
