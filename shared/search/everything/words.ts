// How a search term sits in a folded text, the one rule every kind ranks by: an occurrence
// at the start of a word (the text's start, or after a character that is neither a letter
// nor a digit) ranks above one inside a word, so "hal" puts "Hallberg" above "Marshall"; a
// term beginning with punctuation ("@acme") begins a word wherever it occurs.
// A term holds no whitespace (terms are split at it), so it occurs inside one whitespace-
// delimited token: tokens are the units the document index lists.

/** Where a term occurs in a text: at a word start (or a phone's digits), only mid-word, or not. */
export const WORD_START = 0;
export const MID_WORD = 1;
export const ABSENT = 2;
export type Placement = typeof WORD_START | typeof MID_WORD | typeof ABSENT;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A letter or digit: folded text is lower-case, so A–Z never occurs in it. */
function isWordUnit(unit: number, text: string, at: number): boolean {
  if (unit < 0x80) return (unit >= 0x61 && unit <= 0x7a) || (unit >= 0x30 && unit <= 0x39);
  return LETTER_OR_DIGIT.test(text.charAt(at));
}

/** Whether `at` (inside `text`) begins a word. */
export function beginsWord(text: string, at: number): boolean {
  return at === 0 || !isWordUnit(text.charCodeAt(at - 1), text, at - 1);
}

/**
 * The best placement of `term` in the folded `text`. A term that begins with neither a letter
 * nor a digit (`@icloud`, `.com`, `#1042`) begins where a word ends: wherever it occurs, it
 * sits as the broker typed it, so it counts as a word start.
 */
export function placementIn(text: string, term: string): Placement {
  if (term !== '' && !isWordUnit(term.charCodeAt(0), term, 0)) {
    return text.includes(term) ? WORD_START : ABSENT;
  }
  let found: Placement = ABSENT;
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (beginsWord(text, at)) return WORD_START;
    found = MID_WORD;
  }
  return found;
}

/** A folded text's whitespace-delimited tokens, each once. */
export function tokensOf(folded: string): string[] {
  return [...new Set(folded.split(/\s+/u))].filter((token) => token !== '');
}
