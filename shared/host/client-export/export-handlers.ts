// GET /local/client-export (docs/local-api.md): the clients list as CSV records, a large
// chunk per request. The worker holds the data and the index, so reading the list through
// /v1 pages of 100 (the spec's most) would cost a round trip per 100 clients; here the same
// search (filters, sort, cursors) answers 5,000 at a time (export-sizes.ts), already written
// as CSV. A list holding a large share of the book is read in one pass instead
// (export-snapshots.ts).
import type { Client } from '../../api';
import { liveIndexOf } from '../../db/index-upkeep/live-index';
import { csvRecordBytesOf, csvRecordsFor } from '../../export/csv-bucket';
import type { ScratchFiles } from '../../export/scratch-file';
import type { ClientExportMeta } from '../../rpc/local/client-export';
import type { ServiceDeps } from '../../service/deps';
import { searchClients } from '../../service/clients/client-search';
import type { LocalHandlers } from '../serving/local-routes';
import { clientExportSnapshots, type SnapshotChunk } from './export-snapshots';
import { CLIENT_EXPORT_SIZES, type ClientExportSizes } from './export-sizes';

/** What the host gives the export: where it reorders a snapshot (none in Node), its sizes. */
export interface ClientExportOptions {
  scratch?: ScratchFiles;
  sizes?: ClientExportSizes;
}

function changedSince(client: Client, since: number): boolean {
  const lastRequest = client.last_request_at ? Date.parse(client.last_request_at) : 0;
  return Date.parse(client.updated_at) >= since || lastRequest >= since;
}

/** A chunk's records as the body, the rest as headers. */
const answerOf = ({ bytes, ...headers }: SnapshotChunk) => ({ bytes, headers });

export function clientExportHandlers(
  deps: ServiceDeps,
  { scratch, sizes = CLIENT_EXPORT_SIZES }: ClientExportOptions,
) {
  const live = liveIndexOf(deps.db);
  const snapshots = clientExportSnapshots(deps, live, scratch, sizes);

  return {
    async clientExport({ query }) {
      const { changed_since, purpose, ...search } = query;
      const { cursor } = search;
      const snapshot =
        cursor === undefined
          ? await snapshots.start(search, purpose)
          : snapshots.next({ ...search, cursor }, purpose);
      if (snapshot) return answerOf(snapshot);
      const page = await searchClients(deps, live, { ...search, limit: sizes.chunk });
      const since = changed_since === undefined ? Infinity : Date.parse(changed_since);
      const { bytes, lengths } = csvRecordsFor(csvRecordBytesOf(page.items), purpose);
      const recent: ClientExportMeta['recent'] = [];
      let start = 0;
      page.items.forEach((client, index) => {
        const end = start + lengths[index]!;
        if (changedSince(client, since)) recent.push({ id: client.id, start, end });
        start = end;
      });
      const { items, next_cursor, total } = page;
      return answerOf({ bytes, count: items.length, recent, next_cursor, total });
    },

    async releaseClientExport({ query }) {
      snapshots.release(query.cursor);
      return null;
    },
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
