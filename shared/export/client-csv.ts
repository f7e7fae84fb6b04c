// Clients as CSV rows: every field of a client (the spec's 21), nested objects spread into
// one column per part (the address in its six parts), tags joined, times as ISO 8601.
// Built chunk by chunk, so an export of any size never holds more than a chunk of text.
import type { Client } from '../api';
import { CSV_BOM, csvRecord, markedCsvRecord, type CsvPurpose, type CsvValue } from './csv';

/** Tags joined as the client form reads them back (comma-separated). */
export const TAG_SEPARATOR = ', ';

interface Column {
  name: string;
  value(client: Client): CsvValue;
}

const column = (name: string, value: (client: Client) => CsvValue): Column => ({ name, value });
/** Fields a cell holds as they are (text, numbers, booleans, null). */
type ScalarField = { [K in keyof Client]: Client[K] extends CsvValue ? K : never }[keyof Client];
const own = (name: ScalarField) => column(name, (client) => client[name]);

/**
 * Each field's columns. Typed by Client's keys, so a field added to the contract does not
 * compile until the export says how to write it.
 */
const FIELDS: { [K in keyof Client]: Column[] } = {
  id: [own('id')],
  name: [own('name')],
  company: [own('company')],
  email: [own('email')],
  phone: [own('phone')],
  address: (['line1', 'line2', 'city', 'region', 'postal_code', 'country'] as const).map((part) =>
    column(`address_${part}`, (c) => c.address?.[part] ?? null),
  ),
  email_consent: [own('email_consent')],
  sms_consent: [own('sms_consent')],
  consent_recorded_by: [
    column('consent_recorded_by', (c) => c.consent_recorded_by?.display_name ?? null),
    column('consent_recorded_by_user_id', (c) => c.consent_recorded_by?.user_id ?? null),
    column('consent_recorded_by_avatar_url', (c) => c.consent_recorded_by?.avatar_url ?? null),
  ],
  consent_updated_at: [own('consent_updated_at')],
  notes: [own('notes')],
  preferences: [own('preferences')],
  preferred_category: [own('preferred_category')],
  preferred_aircraft_type: [
    column('preferred_aircraft_type_id', (c) => c.preferred_aircraft_type?.id ?? null),
    column('preferred_aircraft_type_category', (c) => c.preferred_aircraft_type?.category ?? null),
    column(
      'preferred_aircraft_type_icao',
      (c) => c.preferred_aircraft_type?.icao_designator ?? null,
    ),
    column(
      'preferred_aircraft_type_manufacturer',
      (c) => c.preferred_aircraft_type?.manufacturer ?? null,
    ),
    column('preferred_aircraft_type_model', (c) => c.preferred_aircraft_type?.model ?? null),
  ],
  tags: [column('tags', (c) => c.tags.join(TAG_SEPARATOR))],
  timezone: [own('timezone')],
  import_batch_id: [own('import_batch_id')],
  last_request_at: [own('last_request_at')],
  trip_request_count: [own('trip_request_count')],
  created_at: [own('created_at')],
  updated_at: [own('updated_at')],
};

const COLUMNS = Object.values(FIELDS).flat();

/** The column names, in file order. */
export const CLIENT_CSV_COLUMNS: readonly string[] = COLUMNS.map((c) => c.name);

/** What a file starts with: the byte order mark and the header record. */
export function clientCsvStart(): string {
  return CSV_BOM + csvRecord(CLIENT_CSV_COLUMNS);
}

/** One client's record for `purpose` (a spreadsheet's unless said), CRLF included. */
export function clientCsvRecord(client: Client, purpose: CsvPurpose = 'spreadsheet'): string {
  return csvRecord(
    COLUMNS.map((c) => c.value(client)),
    purpose,
  );
}

/** One client's record for a spreadsheet, with where its neutralizing marks are (csv.ts). */
export function markedClientCsvRecord(client: Client): { text: string; marks: number[] } {
  return markedCsvRecord(COLUMNS.map((c) => c.value(client)));
}

/** The records of a page of clients, in its order. */
export function clientCsvRecords(
  clients: readonly Client[],
  purpose: CsvPurpose = 'spreadsheet',
): string {
  let text = '';
  for (const client of clients) text += clientCsvRecord(client, purpose);
  return text;
}

/** `clients-2026-11-22.csv`, dated by the broker's calendar (local time). */
export function clientCsvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `clients-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
