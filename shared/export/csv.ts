// CSV as RFC 4180 writes it, made safe to open in a spreadsheet: fields quoted when they hold
// a comma, a quote or a line break (quotes doubled), records ended by CRLF, and a cell that
// a spreadsheet would run as a formula turned into text.

/** UTF-8's byte order mark: Excel reads a CSV without it in the system's legacy code page. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null;

/**
 * Spreadsheets run a cell starting with one of these as a formula (OWASP "CSV injection"):
 * `=HYPERLINK(...)` in a client's name would run on the broker's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as text a spreadsheet shows and never evaluates: a leading `'` makes Excel, Numbers,
 * LibreOffice and Google Sheets take the rest as text (and hide the `'`).
 */
export function neutralize(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const NEEDS_QUOTES = /[",\r\n]/;
/** Either of the above: most cells have neither, and one test passes them (100,000s a file). */
const PLAIN_UNLESS = /^[=+\-@\t\r]|[",\r\n]/;

/** One field: null is empty, booleans are `true`/`false`, text is neutralized and quoted. */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const raw = String(value);
  if (!PLAIN_UNLESS.test(raw)) return raw;
  const text = neutralize(raw);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
