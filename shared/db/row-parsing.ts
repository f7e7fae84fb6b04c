// Rows read back are parsed with their schema (rows.ts), so a row written by an older
// version, another tab's bug or a damaged profile fails loudly where it is read, naming the
// table and the field, instead of flowing on as a wrong type. Dexie's `reading` hook covers
// get, bulkGet and every collection read; writes and DBCore middlewares do not pass here.
import type { Dexie } from 'dexie';
import { parseUnknown } from '../encoding/parse-unknown';
import { rowSchemas } from './rows';

export function parseRowsOnRead(db: Dexie): void {
  for (const [name, schema] of Object.entries(rowSchemas)) {
    db.table(name).hook('reading', (row: unknown) =>
      row === undefined ? row : parseUnknown(schema, row, `${name} row`),
    );
  }
}
