// What the broker chose for the Trips list (status, departure, words searched, sort): UI state in a small
// zustand slice, so it survives opening a trip and coming back. The trips themselves are
// server state (use-trip-list.ts).
import { useMemo } from 'react';
import { create } from 'zustand';
import type { TripRequestStatus } from '../../../shared/api';
import type { TripListQuery, TripListSort } from '../../../shared/rpc/local/trip-list';

/** Statuses offered together or one by one; `active` is what a broker still works on. */
export const STATUS_CHOICES = {
  active: { label: 'Open or quoted', statuses: ['open', 'quoted'] },
  open: { label: 'Open', statuses: ['open'] },
  quoted: { label: 'Quoted', statuses: ['quoted'] },
  booked: { label: 'Booked', statuses: ['booked'] },
  completed: { label: 'Completed', statuses: ['completed'] },
  declined: { label: 'Declined', statuses: ['declined'] },
  cancelled: { label: 'Cancelled', statuses: ['cancelled'] },
} satisfies Record<string, { label: string; statuses: TripRequestStatus[] }>;
export type StatusChoice = keyof typeof STATUS_CHOICES;

/** First departures, counted in the broker's calendar days from today. */
export const DEPARTURE_CHOICES = {
  upcoming: { label: 'Today or later', from: 0, to: null },
  week: { label: 'In the next 7 days', from: 0, to: 7 },
  month: { label: 'In the next 30 days', from: 0, to: 30 },
  past: { label: 'Before today', from: null, to: -1 },
} satisfies Record<string, { label: string; from: number | null; to: number | null }>;
export type DepartureChoice = keyof typeof DEPARTURE_CHOICES;

interface TripListState {
  /** null: every status. */
  status: StatusChoice | null;
  /** null: any date (a trip with no leg too). */
  departure: DepartureChoice | null;
  /** Words searched in a trip's number, client and airports ('' for none). */
  q: string;
  sort: TripListSort;
  setQ(q: string): void;
  setStatus(status: StatusChoice | null): void;
  setDeparture(departure: DepartureChoice | null): void;
  setSort(sort: TripListSort): void;
  clearFilters(): void;
}

/** What a broker's day is about: trips still waiting for quotes or a decision. */
const OPENING = { status: 'active', departure: null, q: '', sort: 'departure' } as const;

export const useTripListState = create<TripListState>()((set) => ({
  ...OPENING,
  setQ: (q) => set({ q }),
  setStatus: (status) => set({ status }),
  setDeparture: (departure) => set({ departure }),
  setSort: (sort) => set({ sort }),
  clearFilters: () => set({ status: null, departure: null, q: '' }),
}));

/** The calendar day `days` after `today`'s, as the API writes dates (`2026-11-26`). */
export function dayAfter(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export type TripQuery = Omit<TripListQuery, 'cursor' | 'limit'>;

export function tripQueryOf(
  choices: Pick<TripListState, 'status' | 'departure' | 'q' | 'sort'>,
  today: Date,
): TripQuery {
  const departure = choices.departure === null ? null : DEPARTURE_CHOICES[choices.departure];
  return {
    sort: choices.sort,
    ...(choices.status !== null && {
      status: STATUS_CHOICES[choices.status].statuses.join(','),
    }),
    ...(choices.q.trim() !== '' && { q: choices.q.trim() }),
    ...(departure?.from != null && { departs_from: dayAfter(today, departure.from) }),
    ...(departure?.to != null && { departs_to: dayAfter(today, departure.to) }),
  };
}

/** True for the query the screen opens on: its first page is kept for the next opening. */
export function isOpeningQuery(query: TripQuery): boolean {
  const opening = tripQueryOf(OPENING, new Date());
  return JSON.stringify(query) === JSON.stringify(opening);
}

/** The current query (dates from today's); a new object only when a choice or the day changes. */
export function useTripQuery(today: Date): TripQuery {
  const status = useTripListState((state) => state.status);
  const departure = useTripListState((state) => state.departure);
  const q = useTripListState((state) => state.q);
  const sort = useTripListState((state) => state.sort);
  const day = dayAfter(today, 0);
  return useMemo(
    () => tripQueryOf({ status, departure, q, sort }, new Date(`${day}T00:00:00`)),
    [status, departure, q, sort, day],
  );
}
