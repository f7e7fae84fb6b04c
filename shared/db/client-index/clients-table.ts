// The `clients` table as the index middleware sees it: every mutation also rewrites the
// snapshot buckets of the clients it touched, in the same transaction.
import type { DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable } from 'dexie';
import type { ClientRow } from '../rows';
import { entryOf } from '../../search/client-entry';
import type { SnapshotChange } from './snapshot-writer';

type RecordChange = (trans: DBCoreMutateRequest['trans'], change: SnapshotChange) => Promise<void>;

function succeeded<T>(items: readonly T[], response: DBCoreMutateResponse): T[] {
  if (response.numFailures === 0) return [...items];
  return items.filter((_, index) => !response.failures[index]);
}

async function keysToRemove(table: DBCoreTable, request: DBCoreMutateRequest): Promise<string[]> {
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
      const response = await table.mutate(request);
      const change: SnapshotChange = {
        upserts:
          request.type === 'add' || request.type === 'put'
            ? succeeded(request.values as ClientRow[], response).map(entryOf)
            : [],
        removed: request.type === 'delete' ? succeeded(removing, response) : removing,
      };
      if (change.upserts.length > 0 || change.removed.length > 0) {
        await record(request.trans, change);
      }
      return response;
    },
  };
}
