// The broker's database: one Dexie schema for the app's worker (Chromium IndexedDB), Node
// tests (fake-indexeddb) and each organization of the reference remote API.
import { Dexie, type EntityTable, type Table } from 'dexie';
import type {
  AircraftTypeRow,
  AirportRow,
  ClientRow,
  IdempotencyRow,
  MessageRow,
  MetaRow,
  OperatorContactRow,
  OperatorRow,
  RfqRow,
  TripRequestRow,
} from './rows';
import { installClientIndex } from './client-index/middleware';
import { parseRowsOnRead } from './row-parsing';
import { applySchemaVersions } from './versions';

export interface DexieBackend {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}

export class CharterDb extends Dexie {
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

  constructor(name: string, backend?: DexieBackend) {
    super(name, {
      ...(backend ? { indexedDB: backend.indexedDB, IDBKeyRange: backend.IDBKeyRange } : {}),
      // Chromium commits "relaxed" by default since 121: an answered 201 could be lost to a
      // power cut. A broker's write must be on disk before it is acknowledged.
      chromeTransactionDurability: 'strict',
    });
    applySchemaVersions(this);
    installClientIndex(this);
    parseRowsOnRead(this);
  }
}
