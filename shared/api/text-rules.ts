// Which characters a text field of the contract refuses, declared once as code points. The
// same declaration makes the zod check (primitives.ts, on the worker and the remote alike)
// and what the OpenAPI document says of the field (openapi.ts): a `pattern` any ECMA-262
// engine reads without flags, a description, and `x-text-rules` listing every code point.
// Decisions and their reasons: docs/decisions.md (Text that cannot travel, and after it).

/** One code point, or the inclusive range [first, last]. */
export type CodePoints = number | readonly [first: number, last: number];

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators: a single-line field
// holding one would break the one-line address of a marketing email, a CSV row or a log line.
const CONTROLS: CodePoints[] = [[0x00, 0x1f], [0x7f, 0x9f], 0x2028, 0x2029];
// Bidi embeddings, overrides and isolates reorder what follows them on screen, so a name or
// tag could display as something it is not. The marks U+200E, U+200F and U+061C only set a
// direction and stay allowed, as do the joiners U+200C and U+200D (Persian, Indic, emoji).
const BIDI_FORMATTING: CodePoints[] = [
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
// Characters that show nothing and play no part in writing a name in any script in use: two
// names, tags or cities would look alike and differ. Soft hyphen, Hangul fillers, Khmer's
// deprecated inherent vowels, the Mongolian vowel separator (once a space), zero-width space,
// word joiner, the invisible math operators, the deprecated format controls, BOM / zero-width
// no-break space, and the tag characters (invisible ASCII look-alikes).
const INVISIBLE: CodePoints[] = [
  0xad,
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  0x180e,
  0x200b,
  [0x2060, 0x2064],
  [0x206a, 0x206f],
  0x3164,
  0xfeff,
  0xffa0,
  [0xe0000, 0xe007f],
];
// Multi-line text keeps tab and its line breaks (LF, and CR of CRLF) but no other control:
// a NUL ends the text early in C-based tools, an escape code rewrites a terminal.
const TEXT_CONTROLS: CodePoints[] = [[0x00, 0x08], 0x0b, 0x0c, [0x0e, 0x1f], [0x7f, 0x9f]];
// The overrides force letters and digits against their own direction ("\u202egnp.exe" shows
// as "exe.png", a price's digits read backwards); nothing a person types needs them. The
// embeddings and isolates, which pasted right-to-left text carries, stay in multi-line text.
const OVERRIDES: CodePoints[] = [0x202d, 0x202e];
// Read as code points, a string holds a surrogate only as half of a pair that lost the other
// half. UTF-8 cannot encode one: it would come back from any sync or export as U+FFFD.
const SURROGATES: CodePoints[] = [[0xd800, 0xdfff]];
// Nothing to see: Unicode's White_Space and Default_Ignorable_Code_Point (joiners, marks,
// fillers, variation selectors), as of Unicode 17 (test/api/text-rules.test.ts compares them
// with the JavaScript engine's \p{...}).
const BLANK: CodePoints[] = [
  [0x09, 0x0d],
  0x20,
  0x85,
  0xa0,
  0xad,
  0x34f,
  0x61c,
  [0x115f, 0x1160],
  0x1680,
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  0x3000,
  0x3164,
  [0xfe00, 0xfe0f],
  0xfeff,
  0xffa0,
  [0xfff0, 0xfff8],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

const rangeOf = (points: CodePoints): readonly [number, number] =>
  typeof points === 'number' ? [points, points] : points;

const hex = (code: number, digits: number) => code.toString(16).toUpperCase().padStart(digits, '0');

/** `U+00AD`, or `U+2060..U+2064` for a range (the notation of Unicode's own data files). */
export function codePointsName(points: CodePoints): string {
  const [first, last] = rangeOf(points);
  const name = (code: number) => `U+${hex(code, 4)}`;
  return first === last ? name(first) : `${name(first)}..${name(last)}`;
}

/** Regular-expression class content for `points`, for a `u` expression. */
function unicodeClass(points: readonly CodePoints[]): string {
  const escape = (code: number) => `\\u{${code.toString(16)}}`;
  return points
    .map(rangeOf)
    .map(([first, last]) => (first === last ? escape(first) : `${escape(first)}-${escape(last)}`))
    .join('');
}

/**
 * Class content for the part of `points` below U+10000, surrogates left out, as `\uXXXX`
 * escapes: it means the same with the `u` flag and without, where a string is UTF-16 code
 * units (a character past U+FFFF, two surrogates, is never in the class either way).
 */
function plainClass(points: readonly CodePoints[]): string {
  const escape = (code: number) => `\\u${hex(code, 4).toLowerCase()}`;
  const parts: string[] = [];
  for (const [first, last] of points.map(rangeOf)) {
    for (const [from, to] of [
      [first, Math.min(last, 0xd7ff)],
      [Math.max(first, 0xe000), Math.min(last, 0xffff)],
    ] as const) {
      if (from > to) continue;
      parts.push(from === to ? escape(from) : `${escape(from)}-${escape(to)}`);
    }
  }
  return parts.join('');
}

export interface CharacterRule {
  /** The zod issue's format, and so the field error's meaning; its name in `x-text-rules`. */
  format: string;
  /** The refused code points. */
  characters: readonly CodePoints[];
  /** Matches a text holding one of them. */
  refused: RegExp;
  message: string;
}

/** How the OpenAPI document defines a rule (`components.x-text-rules`). */
export interface TextRuleDefinition {
  /** `any`: a text holding any of `characters` is refused; `only`: one holding only them. */
  refuses: 'any' | 'only';
  characters: string[];
  message: string;
}

// Every rule declared, by name: what the OpenAPI document defines once and fields name.
const definitions = new Map<string, TextRuleDefinition>();

function define(
  name: string,
  definition: Omit<TextRuleDefinition, 'characters'>,
  points: readonly CodePoints[],
) {
  if (definitions.has(name)) throw new Error(`A second text rule named ${name}`);
  definitions.set(name, { ...definition, characters: points.map(codePointsName) });
}

/** The rules declared so far, by name, as the OpenAPI document defines them. */
export const textRuleDefinitions = (): Record<string, TextRuleDefinition> =>
  Object.fromEntries(definitions);

export function characterRule(
  format: string,
  characters: readonly CodePoints[],
  message: string,
): CharacterRule {
  define(format, { refuses: 'any', message }, characters);
  return { format, characters, refused: new RegExp(`[${unicodeClass(characters)}]`, 'u'), message };
}

/** Every text field refuses half of a surrogate pair. */
export const WELL_FORMED_RULE = characterRule(
  'well_formed_unicode',
  SURROGATES,
  'Must be valid Unicode text, without half of a surrogate pair',
);

export const SINGLE_LINE_RULES: readonly CharacterRule[] = [
  characterRule(
    'single_line',
    [...CONTROLS, ...BIDI_FORMATTING],
    'Must be a single line without control or text-direction characters',
  ),
  characterRule(
    'visible',
    INVISIBLE,
    'Must not contain invisible characters (such as a zero-width space)',
  ),
];

export const MULTI_LINE_RULES: readonly CharacterRule[] = [
  characterRule(
    'plain_text',
    TEXT_CONTROLS,
    'Must not contain control characters other than tab and line breaks',
  ),
  characterRule(
    'no_override',
    OVERRIDES,
    'Must not contain a text-direction override (U+202D or U+202E)',
  ),
];

const NOT_BLANK = 'not_blank';
export const BLANK_MESSAGE = 'Must not be blank';
define(NOT_BLANK, { refuses: 'only', message: BLANK_MESSAGE }, BLANK);
const BLANK_TEXT = new RegExp(`^[${unicodeClass(BLANK)}]*$`, 'u');
/** Whether `value` shows nothing: only spaces, line breaks and invisible characters. */
export const isBlank = (value: string): boolean => BLANK_TEXT.test(value);

/**
 * What the OpenAPI document says of a text field checked by `rules` (and, if `visible`, that
 * it shows something): `pattern`, the rules for U+0000..U+FFFF in ECMA-262 without flags
 * (JSON Schema's dialect, which every tool reads); a description in words; and
 * `x-text-rules`, the names of its rules, which the document defines by their code points.
 */
export function textRulesSchema(rules: readonly CharacterRule[], visible: boolean) {
  const allowed = `[^${rules.map((rule) => plainClass(rule.characters)).join('')}]*$`;
  const said = [...rules.map((rule) => rule.message), ...(visible ? [BLANK_MESSAGE] : [])];
  return {
    pattern: visible ? `^(?![${plainClass(BLANK)}]*$)${allowed}` : `^${allowed}`,
    description: `${said.join('. ')}.`,
    'x-text-rules': [...rules.map((rule) => rule.format), ...(visible ? [NOT_BLANK] : [])],
  };
}
