// The `clients` table as the index middleware sees it: every mutation also rewrites the
// snapshot buckets of the clients it touched, in the same transaction.
import type { DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable } from 'dexie';
import type { ClientRow } from '../rows';
import { entryOf } from '../../search/client-entry';
import type { SnapshotChange } from './snapshot-writer';

type RecordChange = (
  trans: DBCoreMutateRequest['trans'],
  ids: readonly string[],
  change: Promise<SnapshotChange>,
) => Promise<void>;

/** The items of a mutation that did not fail. */
export function succeeded<T>(items: readonly T[], response: DBCoreMutateResponse): T[] {
  if (response.numFailures === 0) return [...items];
  return items.filter((_, index) => !response.failures[index]);
}

/** The keys a delete or deleteRange removes (none for a put or add). */
export async function keysToRemove(
  table: DBCoreTable,
  request: DBCoreMutateRequest,
): Promise<string[]> {
  if (request.type === 'delete') return request.keys as string[];
  if (request.type !== 'deleteRange') return [];
  const { result } = await table.query({
    trans: request.trans,
    query: { index: table.schema.primaryKey, range: request.range },
    values: false,
  });
  return result as string[];
}

export function indexedClientsTable(table: DBCoreTable, record: RecordChange): DBCoreTable {
  return {
    ...table,
    async mutate(request) {
      const removing = await keysToRemove(table, request);
      const upserting =
        request.type === 'add' || request.type === 'put' ? (request.values as ClientRow[]) : [];
      const ids = [...upserting.map((row) => row.id), ...removing];
      const mutated = table.mutate(request);
      if (ids.length === 0) return mutated;
      // The snapshot's reads go out with the rows' write; its own write waits for the rows.
      const change = mutated.then((response): SnapshotChange => ({
        upserts: succeeded(upserting, response).map(entryOf),
        removed: request.type === 'delete' ? succeeded(removing, response) : removing,
      }));
      const [response] = await Promise.all([mutated, record(request.trans, ids, change)]);
      return response;
    },
  };
}
