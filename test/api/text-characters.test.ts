// Which characters the contract's text fields refuse (issue 21): blank required texts,
// invisible characters in single-line fields, controls but tab and line breaks in multi-line
// text, and the two bidi overrides everywhere; what people's writing needs stays allowed.
// The OpenAPI document's `pattern` says the same as the zod check, character for character.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkFields,
  clientCreateRequest,
  clientUpdateRequest,
  messageRequest,
  multiLine,
  rfqBatchRequest,
  singleLine,
} from '../../shared/api';
import { buildOpenApiDocument } from '../../shared/api/openapi';
import { anAddress, anOperator, faultyFields } from './bounds-helpers';
import { documentAccepts, type TextProperty } from './document-text-check';

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`;

/** The field errors for a client named `name`: field, code and message. */
const nameErrors = (name: string) => {
  const result = checkFields(clientCreateRequest, { name });
  return result.success ? [] : result.errors;
};

const INVISIBLE = [
  '\u00ad', // soft hyphen
  '\u115f', // Hangul choseong filler
  '\u1160', // Hangul jungseong filler
  '\u17b4', // Khmer inherent vowel
  '\u180e', // Mongolian vowel separator
  '\u200b', // zero-width space
  '\u2060', // word joiner
  '\u2062', // invisible times
  '\u206a', // inhibit symmetric swapping (deprecated)
  '\u3164', // Hangul filler
  '\ufeff', // zero-width no-break space (BOM)
  '\uffa0', // halfwidth Hangul filler
  '\u{e0041}', // tag latin capital letter A
  '\u{e007f}', // cancel tag
];

describe('single-line fields refuse invisible characters', () => {
  it.each(INVISIBLE.map((char) => [hex(char), char]))(
    '%s, at the start, inside or alone',
    (_, char) => {
      for (const name of [`${char}Ada`, `Ad${char}a`, `Ada ${char}`]) {
        expect(nameErrors(name)).toEqual([
          {
            field: 'name',
            code: 'invalid_format',
            message: 'Must not contain invisible characters (such as a zero-width space)',
          },
        ]);
      }
    },
  );

  it('in every single-line field: tags, address parts, operator names', () => {
    const zwsp = '\u200b';
    const client = {
      name: 'Ada',
      tags: ['vip', `golf${zwsp}`],
      address: { ...anAddress, city: `Lon${zwsp}don` },
      company: `Acme${zwsp}`,
    };
    expect(faultyFields(clientCreateRequest, client).sort()).toEqual(
      ['address.city', 'company', 'tags[1]'].sort(),
    );
    const batch = { operators: [{ ...anOperator(), name: `Dispatch${zwsp}` }] };
    expect(faultyFields(rfqBatchRequest, batch)).toEqual(['operators[0].name']);
  });

  it('but keeps the joiners, marks and selectors that writing needs', () => {
    const names = [
      'می\u200cخواهم', // Persian: ZWNJ keeps a letter from joining the next
      'क्\u200dष', // Devanagari: ZWJ asks for a half form
      'עדה\u200f Lee', // right-to-left mark
      '\u{1f468}\u200d\u{1f469}\u200d\u{1f467} family', // an emoji ZWJ sequence
      '\u2764\ufe0f Ada', // emoji presentation selector
      '\u845b\u{e0100}', // a kanji with its ideographic variation selector
    ];
    for (const name of names) expect(nameErrors(name), name).toEqual([]);
  });
});

describe('a required text must show something', () => {
  const blanks = [' ', '   ', '\u00a0', '\u3000', '\u2003', '\u200c', '\u200f', ' \u200d '];

  it.each(blanks.map((value) => [JSON.stringify(value), value]))('%s as a name', (_, value) => {
    expect(nameErrors(value)).toEqual([
      { field: 'name', code: 'too_small', message: 'Must not be blank' },
    ]);
  });

  it('on PATCH, in an RFQ operator name, a tag, an address line, a message body', () => {
    expect(faultyFields(clientUpdateRequest, { name: '  ' })).toEqual(['name']);
    expect(faultyFields(clientCreateRequest, { name: 'Ada', tags: [' '] })).toEqual(['tags[0]']);
    const address = { ...anAddress, line1: ' ', city: '\u3000' };
    expect(faultyFields(clientCreateRequest, { name: 'Ada', address }).sort()).toEqual([
      'address.city',
      'address.line1',
    ]);
    const batch = { operators: [{ ...anOperator(), name: '\u2003' }] };
    expect(faultyFields(rfqBatchRequest, batch)).toEqual(['operators[0].name']);
    expect(faultyFields(messageRequest, { body: ' \n\n ' })).toEqual(['body']);
  });

  it('while a text that may be empty may be blank, and spaces around a name stay', () => {
    expect(faultyFields(clientCreateRequest, { name: ' Ada ', company: ' ', notes: '\n' })).toEqual(
      [],
    );
  });
});

describe('multi-line text refuses controls but tab and line breaks, and the bidi overrides', () => {
  const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085'];

  it.each(controls.map((char) => [hex(char), char]))('%s in notes', (_, char) => {
    const result = checkFields(clientCreateRequest, { name: 'Ada', notes: `Gate 4${char}` });
    expect(result.success ? [] : result.errors).toEqual([
      {
        field: 'notes',
        code: 'invalid_format',
        message: 'Must not contain control characters other than tab and line breaks',
      },
    ]);
  });

  it('in every multi-line field: preferences, an RFQ note, a message body', () => {
    expect(faultyFields(clientCreateRequest, { name: 'Ada', preferences: 'a\u0000' })).toEqual([
      'preferences',
    ]);
    expect(faultyFields(rfqBatchRequest, { operators: [anOperator()], note: '\u0000' })).toEqual([
      'note',
    ]);
    expect(faultyFields(messageRequest, { body: 'Hi\u0000' })).toEqual(['body']);
  });

  it('keeps tab, LF and CRLF', () => {
    const notes = 'Catering:\tvegan\r\nPets:\tone dog\nSeats: 4';
    expect(faultyFields(clientCreateRequest, { name: 'Ada', notes })).toEqual([]);
  });

  it.each([
    ['U+202D', '\u202d'],
    ['U+202E', '\u202e'],
  ])('refuses the override %s, which shows letters and digits reversed', (_, override) => {
    const result = checkFields(messageRequest, { body: `Our price: ${override}00521 USD` });
    expect(result.success ? [] : result.errors).toEqual([
      {
        field: 'body',
        code: 'invalid_format',
        message: 'Must not contain a text-direction override (U+202D or U+202E)',
      },
    ]);
  });

  it('but keeps embeddings, isolates and marks, which pasted right-to-left text carries', () => {
    const body = 'Quote \u202bעברית\u202c and \u2067עדה\u2069\u200f, thanks';
    expect(faultyFields(messageRequest, { body })).toEqual([]);
  });
});

type Property = TextProperty | { anyOf: (TextProperty | { type: 'null' })[] };

const document = buildOpenApiDocument();

/** What the OpenAPI document gives a field of the create-client body. */
function documented(field: string): TextProperty {
  const body = document.paths['/v1/clients']!.post as {
    requestBody: { content: Record<string, { schema: { properties: Record<string, Property> } }> };
  };
  const property = body.requestBody.content['application/json']!.schema.properties[field]!;
  if (!('anyOf' in property)) return property;
  return property.anyOf.find((branch): branch is TextProperty => 'pattern' in branch)!;
}

// Its `pattern` without flags, which every JSON Schema tool reads, and the rules its
// `x-text-rules` names (test/api/document-text-check.ts): together, what the zod check does.
describe('the OpenAPI document says what the check does', () => {
  const interesting = fc.constantFrom(
    'a',
    ' ',
    'ע',
    '\t',
    '\n',
    '\r',
    '\u0000',
    '\u001b',
    '\u0085',
    '\u00a0',
    '\u00ad',
    '\u180e',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u200f',
    '\u2028',
    '\u202b',
    '\u202e',
    '\u2060',
    '\u2067',
    '\u3000',
    '\u3164',
    '\ufe0f',
    '\ufeff',
    '\u{e0041}',
    '\u{e0100}',
    '\u{1d173}',
    '\ud800',
    '\udc00',
    '😀',
  );
  const text = fc.array(interesting, { maxLength: 6 }).map((chars) => chars.join(''));
  const cases = [
    ['name', singleLine(1, 120)],
    ['company', singleLine(0, 120)],
    ['notes', multiLine(0, 2000)],
  ] as const;

  it.each(cases)('%s', (field, schema) => {
    const property = documented(field);
    fc.assert(
      fc.property(text, (value) => {
        const accepted = schema.safeParse(value).success;
        expect(documentAccepts(document, property, value), JSON.stringify(value)).toBe(accepted);
      }),
      { numRuns: 1000 },
    );
  });

  it('while its pattern alone says what it can up to U+FFFF, and is a plain ECMA-262 one', () => {
    const pattern = new RegExp(documented('name').pattern);
    expect(
      ['Ada', ' ', '\u200b', 'Ada\u202e', '\u{e0041}', 'Ada\u{e0041}'].map((value) =>
        pattern.test(value),
      ),
    ).toEqual([
      true,
      false,
      false,
      false,
      // A character past U+FFFF is left to x-text-rules: refused by `visible`.
      true,
      true,
    ]);
  });
});
