// The `trip_requests` table as the index middleware sees it: a mutation that adds, removes
// or moves a trip request (client_id or created_at) recomputes the denormalized
// trip_request_count and last_request_at of the clients concerned, in the same
// transaction, through the indexed clients table so the snapshot follows.
import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreTable,
  DBCoreTransaction,
} from 'dexie';
import type { ClientRow, TripRequestRow } from '../rows';

type Placement = Pick<TripRequestRow, 'id' | 'client_id' | 'created_at'>;

// DBCoreRangeType.Range; the enum is `const` in Dexie's types, unusable with isolatedModules.
const RANGE = 2 as DBCoreKeyRange['type'];

async function rowsBefore(table: DBCoreTable, request: DBCoreMutateRequest): Promise<Placement[]> {
  const { trans } = request;
  if (request.type === 'add') return [];
  if (request.type === 'deleteRange') {
    const query = { index: table.schema.primaryKey, range: request.range };
    return (await table.query({ trans, query, values: true })).result as Placement[];
  }
  const keys =
    request.type === 'delete'
      ? request.keys
      : (request.values as Placement[]).map((value) => value.id);
  const rows = (await table.getMany({ trans, keys })) as (Placement | undefined)[];
  return rows.filter((row): row is Placement => row !== undefined);
}

/** Clients whose statistics the mutation may change: those of moved, added or removed rows. */
function clientsConcerned(before: Placement[], request: DBCoreMutateRequest): Set<string> {
  const concerned = new Set<string | null>();
  const previous = new Map(before.map((row) => [row.id, row]));
  if (request.type === 'add' || request.type === 'put') {
    for (const value of request.values as Placement[]) {
      const old = previous.get(value.id);
      if (old && old.client_id === value.client_id && old.created_at === value.created_at) continue;
      concerned.add(value.client_id);
      concerned.add(old?.client_id ?? null);
    }
  } else {
    for (const row of before) concerned.add(row.client_id);
  }
  concerned.delete(null);
  return concerned as Set<string>;
}

export function statsKeepingTripRequestsTable(
  down: DBCore,
  table: DBCoreTable,
  clients: DBCoreTable,
): DBCoreTable {
  const byClient = table.schema.getIndexByKeyPath(['client_id', 'created_at']);
  if (!byClient) throw new Error('trip_requests needs the [client_id+created_at] index');

  async function statsOf(trans: DBCoreTransaction, clientId: string) {
    const query = {
      index: byClient!,
      range: { type: RANGE, lower: [clientId, down.MIN_KEY], upper: [clientId, down.MAX_KEY] },
    };
    const [count, newest] = await Promise.all([
      table.count({ trans, query }),
      table.query({ trans, query, values: true, limit: 1, direction: 'prev' }),
    ]);
    const last = (newest.result[0] as Placement | undefined)?.created_at ?? null;
    return { trip_request_count: count, last_request_at: last };
  }

  async function refresh(trans: DBCoreTransaction, clientIds: string[]): Promise<void> {
    const rows = (await clients.getMany({ trans, keys: clientIds })) as (ClientRow | undefined)[];
    const changed = await Promise.all(
      rows.map(async (row) => {
        if (!row) return null;
        const stats = await statsOf(trans, row.id);
        const same =
          row.trip_request_count === stats.trip_request_count &&
          row.last_request_at === stats.last_request_at;
        return same ? null : { ...row, ...stats };
      }),
    );
    const values = changed.filter((row) => row !== null);
    if (values.length > 0) await clients.mutate({ trans, type: 'put', values });
  }

  return {
    ...table,
    async mutate(request) {
      const before = await rowsBefore(table, request);
      const response = await table.mutate(request);
      const concerned = clientsConcerned(before, request);
      if (concerned.size > 0) await refresh(request.trans, [...concerned]);
      return response;
    },
  };
}
