// The CSV records of a group of clients kept as one run of UTF-8 bytes with each client's id
// and record length beside it: stored as one value, it is read back in one piece and cut
// into records without decoding or parsing anything.
import type { Client } from '../api';
import { clientCsvRecord } from './client-csv';

export interface CsvRecordBytes {
  ids: string[];
  /** Each record's length in `bytes`, in the order of `ids`. */
  lengths: number[];
  bytes: Uint8Array;
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
  return { ids: clients.map((client) => client.id), lengths: records.map((r) => r.length), bytes };
}

/** Calls `visit` with each client's id and record (CRLF included), as bytes. */
export function forEachCsvRecord(
  { ids, lengths, bytes }: CsvRecordBytes,
  visit: (id: string, record: Uint8Array) => void,
): void {
  let start = 0;
  ids.forEach((id, index) => {
    const end = start + lengths[index]!;
    visit(id, bytes.subarray(start, end));
    start = end;
  });
}
