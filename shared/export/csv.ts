// CSV as RFC 4180 writes it: fields quoted when they hold a comma, a quote or a line break
// (quotes doubled), records ended by CRLF. For a spreadsheet, a cell that it would run as a
// formula is turned into text; for another app's import (a CRM, a mail merge), every value
// is written as it is.

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

/** Who a file is for: a spreadsheet (formula cells made text) or an import elsewhere. */
export const CSV_PURPOSES = ['spreadsheet', 'import'] as const;
export type CsvPurpose = (typeof CSV_PURPOSES)[number];

const NEEDS_QUOTES = /[",\r\n]/;
/** Either of the above: most cells have neither, and one test passes them (100,000s a file). */
const PLAIN_UNLESS = /^[=+\-@\t\r]|[",\r\n]/;

function quoted(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One field: null is empty, booleans are `true`/`false`, text quoted where it must be and,
 * for a spreadsheet, neutralized. Neutralizing never changes the quoting: the field for an
 * import is the spreadsheet's without its neutralizing mark (csv-bucket.ts relies on it).
 */
export function csvField(value: CsvValue, purpose: CsvPurpose = 'spreadsheet'): string {
  if (value === null) return '';
  const raw = String(value);
  if (!PLAIN_UNLESS.test(raw)) return raw;
  return quoted(purpose === 'spreadsheet' ? neutralize(raw) : raw);
}

/** One record, CRLF included. */
export function csvRecord(
  values: readonly CsvValue[],
  purpose: CsvPurpose = 'spreadsheet',
): string {
  return `${values.map((value) => csvField(value, purpose)).join(',')}\r\n`;
}

/**
 * One record for a spreadsheet, and where in it (UTF-16 offsets, ascending) the `'` marks
 * that neutralize its cells are: without them, it is the record for an import.
 */
export function markedCsvRecord(values: readonly CsvValue[]): { text: string; marks: number[] } {
  const marks: number[] = [];
  let text = '';
  values.forEach((value, index) => {
    if (index > 0) text += ',';
    const field = csvField(value);
    if (value !== null && FORMULA_START.test(String(value))) {
      marks.push(text.length + (field.startsWith('"') ? 1 : 0));
    }
    text += field;
  });
  return { text: `${text}\r\n`, marks };
}
