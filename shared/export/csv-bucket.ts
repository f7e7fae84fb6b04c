// The CSV records of a group of clients kept as one run of UTF-8 bytes with each client's id
// and record length beside it: stored as one value, it is read back in one piece and cut
// into records without decoding anything. The ids are one JSON text and the lengths a typed
// array because IndexedDB reads a value's every string and number one by one: 100,000 ids as
// separate strings took ~200 ms more of an export's first pass than as 256 texts.
// The records are kept as a spreadsheet takes them, with where their neutralizing `'` marks
// are: an export for an import drops those bytes, so one copy serves both, exactly.
import type { Client } from '../api';
import { markedClientCsvRecord } from './client-csv';
import type { CsvPurpose } from './csv';

export interface CsvRecordBytes {
  /** The clients' ids as a JSON array, in the records' order. */
  ids: string;
  /** Each record's length in `bytes`, in the order of `ids`. */
  lengths: Uint32Array<ArrayBuffer>;
  bytes: Uint8Array<ArrayBuffer>;
  /** Where in `bytes` a `'` neutralizes a cell for a spreadsheet, ascending (few: ~1 a client). */
  marks: Uint32Array<ArrayBuffer>;
}

/** The UTF-8 length of `text`'s first `units` UTF-16 units. */
function utf8Length(encoder: TextEncoder, text: string, units: number): number {
  return encoder.encode(text.slice(0, units)).length;
}

export function csvRecordBytesOf(clients: readonly Client[]): CsvRecordBytes {
  const encoder = new TextEncoder();
  const records: Uint8Array[] = [];
  const marks: number[] = [];
  let at = 0;
  for (const client of clients) {
    const { text, marks: own } = markedClientCsvRecord(client);
    const record = encoder.encode(text);
    // An ASCII record's offsets are its bytes'; only another needs counting.
    const ascii = record.length === text.length;
    for (const mark of own) marks.push(at + (ascii ? mark : utf8Length(encoder, text, mark)));
    records.push(record);
    at += record.length;
  }
  const bytes = new Uint8Array(at);
  at = 0;
  for (const record of records) {
    bytes.set(record, at);
    at += record.length;
  }
  const ids = JSON.stringify(clients.map((client) => client.id));
  return {
    ids,
    lengths: Uint32Array.from(records, (record) => record.length),
    bytes,
    marks: Uint32Array.from(marks),
  };
}

/** The records as `purpose` wants them: as kept for a spreadsheet, or without their marks. */
export function csvRecordsFor(records: CsvRecordBytes, purpose: CsvPurpose): CsvRecordBytes {
  const { bytes, lengths, marks } = records;
  if (purpose === 'spreadsheet' || marks.length === 0) return records;
  const kept = new Uint8Array(bytes.length - marks.length);
  const keptLengths = Uint32Array.from(lengths);
  let from = 0;
  let record = 0;
  let recordEnd = lengths[0] ?? 0;
  marks.forEach((mark, dropped) => {
    kept.set(bytes.subarray(from, mark), from - dropped);
    from = mark + 1;
    while (mark >= recordEnd) {
      record += 1;
      recordEnd += lengths[record]!;
    }
    keptLengths[record]! -= 1;
  });
  kept.set(bytes.subarray(from), from - marks.length);
  return { ids: records.ids, lengths: keptLengths, bytes: kept, marks: new Uint32Array(0) };
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
