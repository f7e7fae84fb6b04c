// The CSV writer against a real CSV parser (papaparse): any text comes back as written,
// except that a cell a spreadsheet would run as a formula comes back as text.
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRecord, markedCsvRecord, neutralize } from '../../shared/export/csv';

const parse = (text: string) =>
  Papa.parse<string[]>(text, { delimiter: ',', newline: '\r\n' }).data;

describe('csvField', () => {
  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Lee, Ana')).toBe('"Lee, Ana"');
    expect(csvField('the "Falcon"')).toBe('"the ""Falcon"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes null as an empty field, booleans and numbers as text', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(false)).toBe('false');
    expect(csvField(12)).toBe('12');
  });

  it.each([
    ['=HYPERLINK("http://x.example","go")', `"'=HYPERLINK(""http://x.example"",""go"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralizes %j against formula injection', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('writes every value as it is for an import, quoted where it must be', () => {
    expect(csvField('+1 305 555 0155', 'import')).toBe('+1 305 555 0155');
    expect(csvField('=HYPERLINK("x")', 'import')).toBe('"=HYPERLINK(""x"")"');
    expect(csvField('\r=1', 'import')).toBe('"\r=1"');
    expect(csvField(-2, 'import')).toBe('-2');
  });

  it('leaves a formula character alone when it is not first', () => {
    expect(neutralize('a=b')).toBe('a=b');
    expect(neutralize(' =1')).toBe(' =1');
  });
});

const cell = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('=1+1', '"', ',', '\r\n', '\n', '@x', '-', '+', '\t', '"=1', '\r=1'),
);

describe('csvRecord', () => {
  it('ends every record with CRLF', () => {
    expect(csvRecord(['a', null, 'b'])).toBe('a,,b\r\n');
  });

  it('parses back to the cells written, formula cells as text, with any text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1 }),
        (rows) => {
          const text = rows.map((row) => csvRecord(row)).join('');
          expect(parse(text.slice(0, -2))).toEqual(rows.map((row) => row.map(neutralize)));
        },
      ),
    );
  });

  it('parses back to the cells as they are for an import', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1 }),
        (rows) => {
          const text = rows.map((row) => csvRecord(row, 'import')).join('');
          expect(parse(text.slice(0, -2))).toEqual(rows);
        },
      ),
    );
  });

  it('marks where a spreadsheet record neutralizes: without those, the record for an import', () => {
    const value = fc.oneof(cell, fc.integer({ min: -9, max: 9 }), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 6 }), (values) => {
        const { text, marks } = markedCsvRecord(values);
        expect(text).toBe(csvRecord(values));
        expect(marks.every((at) => text[at] === "'")).toBe(true);
        const unmarked = text
          .split('')
          .filter((_, at) => !marks.includes(at))
          .join('');
        expect(unmarked).toBe(csvRecord(values, 'import'));
      }),
    );
  });

  it('makes a file that starts with the UTF-8 byte order mark', () => {
    const bytes = new TextEncoder().encode(CSV_BOM + csvRecord(['é']));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
