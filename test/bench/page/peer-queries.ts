// The client searches every peer runs (issue 21): name fragments, phone digits, two terms, a
// tag filter, a tag with a term, another sort, and a page deep into a common term's matches.
// Each kind cycles through its variants; every engine answers a page of ids and the total.
import type { ClientSort } from '../../../shared/api';
import type { ClientEntry } from '../../../shared/search/client-entry';
import {
  positionOf,
  positionOrder,
  sortSpecOf,
  type Position,
} from '../../../shared/search/client-sorts';
import { firstNames, lastNames, tags } from '../../../shared/demo/people';

export interface PeerQuery {
  q?: string;
  tag?: string;
  sort: ClientSort;
  /** Matches skipped before the page (the peers page by offset, the index by cursor). */
  offset: number;
  limit: number;
}

export interface QueryKind {
  kind: string;
  variants: PeerQuery[];
}

export interface PeerAnswer {
  ids: string[];
  total: number;
}

const LIMIT = 25;
const byName = (q: string): PeerQuery => ({ q, sort: 'name', offset: 0, limit: LIMIT });

export const peerQueryKinds: readonly QueryKind[] = [
  {
    kind: 'name fragment',
    variants: [
      ...lastNames.slice(0, 12).map((name) => name.slice(0, 4)),
      ...firstNames.slice(0, 6).map((name) => name.slice(1, 4)),
    ].map(byName),
  },
  {
    kind: 'phone digits',
    variants: ['555', '212 555', '+44 20', '7946', '0142', '(305) 555-01'].map(byName),
  },
  {
    kind: 'two terms',
    variants: firstNames
      .slice(0, 6)
      .map((first, at) => byName(`${first} ${(lastNames[at * 3] ?? '').slice(0, 3)}`)),
  },
  {
    kind: 'tag filter',
    variants: tags.slice(0, 4).map((tag) => ({ tag, sort: 'name', offset: 0, limit: LIMIT })),
  },
  {
    kind: 'tag and term',
    variants: tags
      .slice(0, 4)
      .map((tag, at) => ({ ...byName((lastNames[at] ?? '').slice(0, 3)), tag })),
  },
  {
    kind: 'term, newest request first',
    variants: lastNames.slice(0, 6).map((name) => ({
      ...byName(name.slice(1, 4)),
      sort: '-last_request_at',
    })),
  },
  {
    kind: 'term, fifth page',
    variants: ['an', 'er', 'son', 'ill'].map((q) => ({ ...byName(q), offset: 4 * LIMIT })),
  },
];

/** The spec's order for a sort, as the index keeps it (client-sorts.ts `positionOrder`). */
export function compareBy<T>(
  sort: ClientSort,
  positionOf: (item: T) => Position,
): (a: T, b: T) => number {
  const order = positionOrder(sortSpecOf(sort));
  return (a, b) => order(positionOf(a), positionOf(b));
}

/** An entry's place in a sort, for the peers that make entries. */
export function entryPosition(sort: ClientSort): (entry: ClientEntry) => Position {
  const { field } = sortSpecOf(sort);
  return (entry) => positionOf(entry, field);
}
