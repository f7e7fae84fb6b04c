// Which characters a text field of the contract refuses, kept as regular-expression source
// so the same classes check a request (zod, primitives.ts) and are printed as `pattern` in
// the OpenAPI document (openapi.ts). Decisions and their reasons: docs/decisions.md.

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators: a single-line field
// holding one would break the one-line address of a marketing email, a CSV row or a log line.
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
// Bidi embeddings, overrides and isolates reorder what follows them on screen, so a name or
// tag could display as something it is not. The marks U+200E, U+200F and U+061C only set a
// direction and stay allowed, as do the joiners U+200C and U+200D (Persian, Indic, emoji).
const BIDI_FORMATTING = '\\u202a-\\u202e\\u2066-\\u2069';
// Characters that show nothing and play no part in writing a name in any script in use: two
// names, tags or cities would look alike and differ. Soft hyphen, Hangul fillers, Khmer's
// deprecated inherent vowels, the Mongolian vowel separator (once a space), zero-width space,
// word joiner, the invisible math operators, the deprecated format controls, BOM / zero-width
// no-break space, and the tag characters (invisible ASCII look-alikes).
const INVISIBLE =
  '\\u00ad\\u115f\\u1160\\u17b4\\u17b5\\u180e\\u200b\\u2060-\\u2064\\u206a-\\u206f' +
  '\\u3164\\ufeff\\uffa0\\u{e0000}-\\u{e007f}';
// Multi-line text keeps tab and its line breaks (LF, and CR of CRLF) but no other control:
// a NUL ends the text early in C-based tools, an escape code rewrites a terminal.
const TEXT_CONTROLS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
// The overrides force letters and digits against their own direction ("\u202egnp.exe" shows
// as "exe.png", a price's digits read backwards); nothing a person types needs them. The
// embeddings and isolates, which pasted right-to-left text carries, stay in multi-line text.
const OVERRIDES = '\\u202d\\u202e';

// Nothing to see: white space and default-ignorable characters only (joiners, marks, fillers).
const BLANK_CHARACTER = '\\p{White_Space}\\p{Default_Ignorable_Code_Point}';

export interface CharacterRule {
  /** The zod issue's format, and so the field error's meaning. */
  format: string;
  /** Regular-expression class content of the refused characters. */
  characters: string;
  /** Matches a text holding one of them. */
  refused: RegExp;
  message: string;
}

export function characterRule(format: string, characters: string, message: string): CharacterRule {
  return { format, characters, refused: new RegExp(`[${characters}]`, 'u'), message };
}

export const SINGLE_LINE_RULES: readonly CharacterRule[] = [
  characterRule(
    'single_line',
    CONTROLS + BIDI_FORMATTING,
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

const BLANK = new RegExp(`^[${BLANK_CHARACTER}]*$`, 'u');
/** Whether `value` shows nothing: only spaces, line breaks and invisible characters. */
export const isBlank = (value: string): boolean => BLANK.test(value);

/**
 * The JSON Schema `pattern` (ECMA-262 with the `u` flag, as JSON Schema validators compile
 * it) of a text that holds none of `rules`' characters and, if `visible`, one that shows.
 */
export function textPattern(rules: readonly CharacterRule[], visible: boolean): string {
  const allowed = `[^${rules.map((rule) => rule.characters).join('')}]*$`;
  return visible ? `^(?![${BLANK_CHARACTER}]*$)${allowed}` : `^${allowed}`;
}
