// A page of the trips list from the kept trips (trip-memory.ts): filtered by status and
// first departure, sorted, and continued by a keyset cursor bound to its filters and sort.
import { z } from 'zod';
import { cursorBinding, encodeCursor, positionOf } from '../../pagination/cursor';
import type { TripListPage, tripListQuery } from '../../rpc/local/trip-list';
import { fold } from '../../search/fold';
import { itemOf, type KeptTrip } from './kept-trip';

export type Query = z.output<typeof tripListQuery>;

/** A cursor's position: the last trip's sort key and id. */
export type Place = [string, string];
const position = z.tuple([z.string(), z.string()]);

/** The folded words a trip is found by: its number, its client's name, its airports' codes. */
function wordsOf(trip: KeptTrip): string[] {
  const { item } = trip;
  return fold(`${item.number} ${item.client?.name ?? ''} ${item.route.join(' ')}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Every word of `q` begins a word of the trip's (`#1025` is `1025`). */
function holdsWords(trip: KeptTrip, q: string): boolean {
  const words = wordsOf(trip);
  return fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .every((term) => term === '' || words.some((word) => word.startsWith(term)));
}

function matches(trip: KeptTrip, query: Query): boolean {
  if (query.status && !query.status.includes(trip.item.status)) return false;
  if (query.q && !holdsWords(trip, query.q)) return false;
  if (query.departs_from === undefined && query.departs_to === undefined) return true;
  const date = trip.item.departure?.date;
  if (date === undefined) return false;
  if (query.departs_from !== undefined && date < query.departs_from) return false;
  return query.departs_to === undefined || date <= query.departs_to;
}

/** The trip's place in the sort: its key, then its id to break ties. */
const placeOf = (trip: KeptTrip, sort: Query['sort']): Place => [
  sort === 'departure' ? trip.departureKey : trip.lastActivityAt,
  trip.item.id,
];

export function compare(a: Place, b: Place): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

/** The cursors of `query`'s pages are bound to its filters and sort. */
export const bindingOf = (query: Query): string =>
  cursorBinding('GET /local/trips', {
    status: query.status?.join(','),
    q: query.q,
    departs_from: query.departs_from,
    departs_to: query.departs_to,
    sort: query.sort,
  });

/** Where `query`'s page starts: after its cursor's place, or at the first trip. */
export const afterOf = (query: Query, binding: string): Place | null =>
  query.cursor === undefined ? null : positionOf(query.cursor, binding, position);

export function tripListPage(
  trips: ReadonlyMap<string, KeptTrip>,
  query: Query,
  now: Date,
): TripListPage {
  const direction = query.sort === 'departure' ? 1 : -1;
  const listed = [...trips.values()]
    .filter((trip) => matches(trip, query))
    .map((trip) => ({ trip, place: placeOf(trip, query.sort) }))
    .sort((a, b) => direction * compare(a.place, b.place));
  const binding = bindingOf(query);
  const after = afterOf(query, binding);
  const start =
    after === null ? 0 : listed.findIndex(({ place }) => direction * compare(place, after) > 0);
  const shown = start < 0 ? [] : listed.slice(start, start + query.limit);
  const last = shown.at(-1);
  const more = start >= 0 && start + query.limit < listed.length;
  return {
    items: shown.map(({ trip }) => itemOf(trip, now)),
    next_cursor: more && last ? encodeCursor(binding, last.place) : null,
    total: listed.length,
  };
}
