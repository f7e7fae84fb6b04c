// The clients of a search-everything query, from the client index (shared/search/
// client-index.ts) rather than an index of their own: the same terms match (client search's
// rule: each term in the name, company or email, or as digits in the phone), ranked as every
// kind is (rank.ts; a phone's digits count as a word start, since brokers type any part of a
// number), clients without an exact code, the most recent request first as the index orders
// them (then by name). The index's order is walked from the most recent, so the walk stops as
// soon as enough clients hold every term at word starts: a broad term ("a", "an") stops after
// a few dozen clients instead of ranking tens of thousands; a rare term, not found among the
// most recent few thousand, reads the index's postings (a few ms at 100,000) instead.
import type { ClientEntry } from '../client-entry';
import { compileFilter, type Term } from '../client-filter';
import type { ClientIndex } from '../client-index';
import type { SortSpec } from '../client-sorts';
import type { Ranked } from './rank';
import { DEFAULT_TUNING, type SearchTuning } from './tuning';
import { ABSENT, placementIn, WORD_START } from './words';

/** The client index's order by last request, most recent first (nulls last, then by name). */
export const RECENT_FIRST: SortSpec = { field: 'last_request_at', descending: true };

export interface ClientResults {
  best: Ranked<ClientEntry>[];
  more: boolean;
}

/** Terms found only mid-word, or null when a term is not in the entry. */
function midWordsIn(entry: ClientEntry, terms: readonly Term[]): number | null {
  let midWord = 0;
  for (const term of terms) {
    if (term.digits !== null && entry.phoneDigits?.includes(term.digits)) continue;
    const placement = placementIn(entry.text, term.text);
    if (placement === ABSENT) return null;
    midWord += placement === WORD_START ? 0 : 1;
  }
  return midWord;
}

/** Matches in walking order, the first `limit + 1` of each count of mid-word terms. */
class Collected {
  readonly byMidWord: ClientEntry[][] = [];
  matches = 0;

  constructor(private readonly limit: number) {}

  /** Adds a match; false once the best possible results are in hand. */
  add(entry: ClientEntry, midWord: number): boolean {
    this.matches += 1;
    const bucket = (this.byMidWord[midWord] ??= []);
    if (bucket.length <= this.limit) bucket.push(entry);
    return (this.byMidWord[0]?.length ?? 0) <= this.limit;
  }

  results(complete: boolean): ClientResults {
    const best = this.byMidWord
      .flatMap((entries, midWord) =>
        (entries ?? []).map((entry): Ranked<ClientEntry> => ({
          item: entry,
          id: entry.id,
          at: entry.lastRequestAt,
          exact: 0,
          midWord,
        })),
      )
      .slice(0, this.limit);
    return { best, more: !complete || this.matches > this.limit };
  }
}

export function clientResults(
  index: ClientIndex,
  words: readonly string[],
  limit: number,
  { clientsWalkedFirst }: SearchTuning = DEFAULT_TUNING,
): ClientResults {
  const filter = compileFilter({ q: words.join(' ') }, 0);
  if (filter === null) return { best: [], more: false };
  const { terms } = filter;
  let collected = new Collected(limit);
  let walked = 0;
  let complete = true;
  index.walk(RECENT_FIRST, null, (entry) => {
    walked += 1;
    if (walked > clientsWalkedFirst) return (complete = false);
    const midWord = midWordsIn(entry, terms);
    if (midWord === null || collected.add(entry, midWord)) return true;
    return (complete = false);
  });
  if (walked <= clientsWalkedFirst) return collected.results(complete);
  // Not found among the most recent: the matches alone, through the postings.
  collected = new Collected(limit);
  complete = true;
  index.walk(RECENT_FIRST, filter, (entry) => {
    const midWord = midWordsIn(entry, terms);
    if (midWord === null || collected.add(entry, midWord)) return true;
    return (complete = false);
  });
  return collected.results(complete);
}
