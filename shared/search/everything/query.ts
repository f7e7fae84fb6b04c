// A search-everything query: its folded terms, as client search splits them, and the date
// phrases among them. A date phrase is a date for trips and plain words for every other kind:
// "12 dec" finds the trips leaving on 12 December, and messages that say "12" and "dec".
import { searchTerms } from '../client-filter';
import { datePhrasesOf, type DayOfYear } from './dates';

export interface EverythingQuery {
  /** Every folded term: what clients, operators, messages and notes are searched by. */
  words: readonly string[];
  /** What trips are searched by: the terms outside the date phrases... */
  tripWords: readonly string[];
  /** ...and the phrases, each the days it may name (both readings of `5/12`). */
  dates: readonly (readonly DayOfYear[])[];
}

export function parseQuery(q: string): EverythingQuery {
  const words = searchTerms(q);
  const phrases = datePhrasesOf(words);
  const inPhrase = new Set(
    phrases.flatMap(({ start, end }) => Array.from({ length: end - start }, (_, n) => start + n)),
  );
  return {
    words,
    tripWords: words.filter((_, at) => !inPhrase.has(at)),
    dates: phrases.map((phrase) => phrase.days),
  };
}

/** A term as an exact code is compared: a trip number may be typed `#1042`. */
export function codeOf(term: string): string {
  return term.startsWith('#') ? term.slice(1) : term;
}

export function isEmptyQuery(query: EverythingQuery): boolean {
  return query.words.length === 0;
}
