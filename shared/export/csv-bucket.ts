// The CSV records of a group of clients kept as one run of UTF-8 bytes with each client's id
// and record length beside it: stored as one value, it is read back in one piece and cut
// into records without decoding anything. The ids are one JSON text and the lengths a typed
// array because IndexedDB reads a value's every string and number one by one: 100,000 ids as
// separate strings took ~200 ms more of an export's first pass than as 256 texts.
import type { Client } from '../api';
import { clientCsvRecord } from './client-csv';

export interface CsvRecordBytes {
  /** The clients' ids as a JSON array, in the records' order. */
  ids: string;
  /** Each record's length in `bytes`, in the order of `ids`. */
  lengths: Uint32Array<ArrayBuffer>;
  bytes: Uint8Array<ArrayBuffer>;
}

export function csvRecordBytesOf(clients: readonly Client[]): CsvRecordBytes {
  const encoder = new TextEncoder();
  const records = clients.map((client) => encoder.encode(clientCsvRecord(client)));
  const bytes = new Uint8Array(records.reduce((sum, record) => sum + record.length, 0));
  let at = 0;
  for (const record of records) {
    bytes.set(record, at);
    at += record.length;
  }
  const ids = JSON.stringify(clients.map((client) => client.id));
  return { ids, lengths: Uint32Array.from(records, (record) => record.length), bytes };
}

/** Calls `visit` with each client's id and record (CRLF included), as bytes. */
export function forEachCsvRecord(
  { ids, lengths, bytes }: CsvRecordBytes,
  visit: (id: string, record: Uint8Array) => void,
): void {
  let start = 0;
  (JSON.parse(ids) as string[]).forEach((id, index) => {
    const end = start + lengths[index]!;
    visit(id, bytes.subarray(start, end));
    start = end;
  });
}
