// Exports of a large share of the book, read in one pass: the list's order and the records
// of its clients come from one read transaction (a consistent snapshot, so no client is met
// twice and `recent` stays empty), kept in a scratch file in list order, then served chunk
// by chunk from it. A snapshot's cursors continue only it; its file goes when its last
// chunk is served, when it fails, or when the page releases it.
import type { ClientSearchQuery } from '../../api';
import { encodeCursor, invalidCursor } from '../../pagination/cursor';
import { ReorderedRecords } from '../../export/reordered-records';
import type { ScratchFile, ScratchFiles } from '../../export/scratch-file';
import type { CsvPurpose } from '../../export/csv';
import type { LiveClientIndex } from '../../db/index-upkeep/live-index';
import { CLIENT_CSV_TABLE, CLIENT_CSV_TYPES_TABLE } from '../../db/client-csv/tables';
import type { ClientExportChunk } from '../../rpc/local/client-export';
import type { ServiceDeps } from '../../service/deps';
import { searchPlanOf, withSearchIndex } from '../../service/clients/client-search';
import { addRecordsFromBuckets } from './export-buckets';
import { addListedRecords } from './export-scan';
import { snapshotChunkSize, type ClientExportSizes } from './export-sizes';

type Search = Omit<ClientSearchQuery, 'limit'>;

/** A chunk as the worker answers it (its bytes can make the answer's body). */
export type SnapshotChunk = ClientExportChunk & { bytes: Uint8Array<ArrayBuffer> };

/**
 * The list's least share of the book for which one pass over the whole table beats getting
 * its clients by id: a record read in a key range costs a fifth to an eighth of one got by
 * its key (at 100,000 clients in Chromium here: 12–28 µs against 60–200 µs, by load), so a
 * quarter leaves a margin for the clients read and not listed.
 */
const SCAN_SHARE = 0.25;

interface Snapshot {
  id: number;
  binding: string;
  purpose: CsvPurpose;
  file: ScratchFile;
  records: ReorderedRecords;
}

export interface ClientExportSnapshots {
  /** The first chunk of a new snapshot, or null where the list is better read by ids. */
  start(search: Search, purpose: CsvPurpose): Promise<SnapshotChunk | null>;
  /** The chunk a snapshot's cursor names (again, if asked again), or null for another cursor. */
  next(search: Search & { cursor: string }, purpose: CsvPurpose): SnapshotChunk | null;
  /** Drops the snapshot any of its cursors names (the page stopped exporting). */
  release(cursor: string): void;
}

export function clientExportSnapshots(
  deps: ServiceDeps,
  live: LiveClientIndex,
  scratch: ScratchFiles | undefined,
  sizes: ClientExportSizes,
): ClientExportSnapshots {
  const issued = new Map<string, { snapshot: Snapshot; index: number }>();
  let made = 0;

  function drop(snapshot: Snapshot) {
    snapshot.file.discard();
    for (const [cursor, at] of issued) if (at.snapshot === snapshot) issued.delete(cursor);
  }

  function read(snapshot: Snapshot, index: number) {
    try {
      return snapshot.records.chunk(index);
    } catch (error) {
      drop(snapshot);
      throw error;
    }
  }

  function serve(snapshot: Snapshot, index: number): SnapshotChunk {
    const { bytes, count } = read(snapshot, index);
    let next_cursor: string | null = null;
    if (index + 1 < snapshot.records.chunkCount) {
      next_cursor = encodeCursor(snapshot.binding, [snapshot.id, index + 1]);
      issued.set(next_cursor, { snapshot, index: index + 1 });
    } else {
      drop(snapshot);
    }
    return { bytes, count, recent: [], next_cursor, total: snapshot.records.total };
  }

  async function snapshotOf(search: Search, purpose: CsvPurpose, file: ScratchFile) {
    const { sort, match, binding } = searchPlanOf(deps, search);
    const records = await withSearchIndex(
      deps,
      live,
      async (db, index) => {
        const revisions = live.bucketRevisions();
        const list = index.search(sort, match, null, index.size);
        if (list.total <= sizes.chunk || list.total < index.size * SCAN_SHARE) return null;
        const positions = new Map(list.entries.map((entry, position) => [entry.id, position]));
        const records = new ReorderedRecords(
          file,
          list.total,
          snapshotChunkSize(list.total, sizes),
        );
        if (!(await addRecordsFromBuckets(db, positions, revisions, records, purpose))) {
          await addListedRecords(db, positions, records, purpose, sizes.scanPage);
        }
        records.seal();
        return records;
      },
      [CLIENT_CSV_TABLE, CLIENT_CSV_TYPES_TABLE],
    );
    return records && { id: (made += 1), binding, purpose, file, records };
  }

  return {
    async start(search, purpose) {
      // Made before the transaction: awaiting anything but its requests would end it.
      const file = await scratch?.create();
      if (!file) return null;
      let snapshot: Snapshot | null;
      try {
        snapshot = await snapshotOf(search, purpose, file);
      } catch (error) {
        file.discard();
        throw error;
      }
      if (!snapshot) {
        file.discard();
        return null;
      }
      return serve(snapshot, 0);
    },

    next(search, purpose) {
      const at = issued.get(search.cursor);
      if (!at) return null;
      if (searchPlanOf(deps, { ...search, cursor: undefined }).binding !== at.snapshot.binding) {
        throw invalidCursor('This cursor belongs to other filters or another sort');
      }
      if (purpose !== at.snapshot.purpose) {
        throw invalidCursor('This cursor belongs to an export for another purpose');
      }
      return serve(at.snapshot, at.index);
    },

    release(cursor) {
      const at = issued.get(cursor);
      if (at) drop(at.snapshot);
    },
  };
}
