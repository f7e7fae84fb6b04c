// The first pass of a large export: every client read once in primary-key order (IndexedDB
// reads a range of records ~5 times faster per record than it gets them one key at a time),
// each listed one's CSV record kept at its place in the list (reordered-records.ts).
import type { CharterDb } from '../../db/database';
import type { AircraftTypeRow, ClientRow } from '../../db/rows';
import type { ReorderedRecords } from '../../export/reordered-records';
import { clientCsvRecord } from '../../export/client-csv';
import type { CsvPurpose } from '../../export/csv';
import { viewsWith } from '../../service/clients/client-view';

function pageAfter(db: CharterDb, id: string | null, page: number): Promise<ClientRow[]> {
  const range = id === null ? db.clients.toCollection() : db.clients.where('id').above(id);
  return range.limit(page).toArray();
}

/**
 * Adds the record for `purpose` of each client `positions` lists (id → place in the list). `db` is bound
 * to a read transaction over clients and aircraft types. Each page (of `page` clients) is
 * asked for before the one before it is written, so the database reads while this thread writes.
 */
export async function addListedRecords(
  db: CharterDb,
  positions: ReadonlyMap<string, number>,
  records: ReorderedRecords,
  purpose: CsvPurpose,
  page: number,
): Promise<void> {
  const types = new Map((await db.aircraft_types.toArray()).map((type) => [type.id, type]));
  let next: Promise<ClientRow[]> | null = pageAfter(db, null, page);

  while (next) {
    const rows: ClientRow[] = await next;
    next = rows.length === page ? pageAfter(db, rows.at(-1)!.id, page) : null;
    addRowRecords(rows, types, positions, records, purpose);
  }
}

/** Adds the record for `purpose` of each of `rows` that `positions` lists, at its place. */
export function addRowRecords(
  rows: readonly ClientRow[],
  types: ReadonlyMap<string, AircraftTypeRow>,
  positions: ReadonlyMap<string, number>,
  records: ReorderedRecords,
  purpose: CsvPurpose,
): void {
  const listed = rows.filter((row) => positions.has(row.id));
  for (const view of viewsWith(listed, types)) {
    records.add(positions.get(view.id)!, clientCsvRecord(view, purpose));
  }
}
