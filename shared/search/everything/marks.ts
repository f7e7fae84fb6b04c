// Where a query's terms lie in a text as shown: offsets into the original text (UTF-16
// units, `[start, end)`), found in its folded form and mapped back, so "Müller" is marked
// whole for "mull" and "Straße" from "ss" on. A phone's digit terms mark the digits they
// matched, punctuation between them included.
import { digitsOf, fold } from '../fold';

export type Mark = readonly [start: number, end: number];

const PLAIN_ASCII = /^[\u0020-\u007e]*$/;

interface Folded {
  folded: string;
  /** Per folded unit, where its original character starts and ends; null: the same place. */
  starts: number[] | null;
  ends: number[] | null;
}

/** A text folded as search folds it (fold.ts), with where each folded unit came from. */
function foldedWithOrigins(text: string): Folded {
  if (PLAIN_ASCII.test(text)) return { folded: text.toLowerCase(), starts: null, ends: null };
  const starts: number[] = [];
  const ends: number[] = [];
  let pieces = '';
  for (let at = 0; at < text.length;) {
    const codePoint = text.codePointAt(at) as number;
    const width = codePoint > 0xffff ? 2 : 1;
    const piece = fold(text.slice(at, at + width));
    for (let unit = 0; unit < piece.length; unit += 1) {
      starts.push(at);
      ends.push(at + width);
    }
    pieces += piece;
    at += width;
  }
  // Folded whole, a capital sigma at a word's end becomes a final sigma: the same length.
  const whole = fold(text);
  return { folded: whole.length === pieces.length ? whole : pieces, starts, ends };
}

/** Sorted, overlapping and touching marks merged. */
function merged(marks: Mark[]): Mark[] {
  marks.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const [start, end] of marks) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** Every place in `text` where one of the folded `terms` occurs. */
export function marksIn(text: string, terms: readonly string[]): Mark[] {
  const { folded, starts, ends } = foldedWithOrigins(text);
  const marks: Mark[] = [];
  for (const term of terms) {
    if (term === '') continue;
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      const last = at + term.length - 1;
      marks.push([starts ? (starts[at] as number) : at, ends ? (ends[last] as number) : last + 1]);
    }
  }
  return merged(marks);
}

/** Where `digits` terms occur in the phone's digits, as places in the phone as written. */
export function phoneMarks(phone: string, digitTerms: readonly string[]): Mark[] {
  const places: number[] = [];
  for (let at = 0; at < phone.length; at += 1) if (/\d/.test(phone.charAt(at))) places.push(at);
  const digits = digitsOf(phone);
  const marks: Mark[] = [];
  for (const term of digitTerms) {
    for (let at = digits.indexOf(term); at !== -1; at = digits.indexOf(term, at + 1)) {
      marks.push([places[at] as number, (places[at + term.length - 1] as number) + 1]);
    }
  }
  return merged(marks);
}

/** Characters of a long text shown around its first mark. */
const SNIPPET_LENGTH = 160;
/** Of which, before the first mark. */
const SNIPPET_LEAD = 40;
const ELLIPSIS = '…';

/**
 * A long text cut to the part around its first mark, at word boundaries where it can be,
 * `…` where it was cut, the marks moved with it (and cut off where the text is).
 */
export function snippetOf(text: string, marks: readonly Mark[]): { text: string; marks: Mark[] } {
  if (text.length <= SNIPPET_LENGTH) return { text, marks: [...marks] };
  const first = marks[0]?.[0] ?? 0;
  let start = Math.max(0, first - SNIPPET_LEAD);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first) start = space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first && space > start) end = space;
  }
  const lead = start > 0 ? ELLIPSIS : '';
  const shift = lead.length - start;
  const shown = marks.flatMap(([from, to]): Mark[] =>
    to <= start || from >= end ? [] : [[Math.max(from, start) + shift, Math.min(to, end) + shift]],
  );
  return {
    text: `${lead}${text.slice(start, end)}${end < text.length ? ELLIPSIS : ''}`,
    marks: shown,
  };
}
