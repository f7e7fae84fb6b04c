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
    super(name, backend ? { indexedDB: backend.indexedDB, IDBKeyRange: backend.IDBKeyRange } : {});
    applySchemaVersions(this);
    installClientIndex(this);
  }
}
