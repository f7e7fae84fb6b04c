// What the broker chose for the clients list (search, filters, sort): UI state in a small
// zustand slice, so it survives opening a client and coming back. The clients themselves
// are server state (use-client-list.ts).
import { useMemo } from 'react';
import { create } from 'zustand';
import type { ClientSearchQuery, ClientSort } from '../../../shared/api';

export type ConsentFilter = NonNullable<ClientSearchQuery['consent']>;
export type LastRequestFilter = NonNullable<ClientSearchQuery['last_request']>;

export interface ListChoices {
  /** The search as applied (after the debounce), untrimmed. */
  q: string;
  tag: string | null;
  consent: ConsentFilter | null;
  lastRequest: LastRequestFilter | null;
  sort: ClientSort;
}

interface ListState extends ListChoices {
  /** Counts clearAll() calls: the search box starts over on each. */
  cleared: number;
  setQuery(q: string): void;
  setTag(tag: string | null): void;
  setConsent(consent: ConsentFilter | null): void;
  setLastRequest(lastRequest: LastRequestFilter | null): void;
  setSort(sort: ClientSort): void;
  clearFilters(): void;
  /** Search and filters back to the whole book (the sort stays). */
  clearAll(): void;
}

const NO_FILTERS = { tag: null, consent: null, lastRequest: null } as const;

export const useListState = create<ListState>()((set) => ({
  q: '',
  ...NO_FILTERS,
  sort: 'name',
  cleared: 0,
  setQuery: (q) => set({ q }),
  setTag: (tag) => set({ tag }),
  setConsent: (consent) => set({ consent }),
  setLastRequest: (lastRequest) => set({ lastRequest }),
  setSort: (sort) => set({ sort }),
  clearFilters: () => set(NO_FILTERS),
  clearAll: () => set((state) => ({ ...NO_FILTERS, q: '', cleared: state.cleared + 1 })),
}));

/** The /v1/clients query the choices make (without cursor and limit). */
export type ListQuery = Pick<ClientSearchQuery, 'q' | 'tag' | 'consent' | 'last_request' | 'sort'>;

export function listQueryOf(choices: ListChoices): ListQuery {
  const q = choices.q.trim();
  return {
    sort: choices.sort,
    ...(q !== '' && { q }),
    ...(choices.tag !== null && { tag: choices.tag }),
    ...(choices.consent !== null && { consent: choices.consent }),
    ...(choices.lastRequest !== null && { last_request: choices.lastRequest }),
  };
}

/** True for the query whose first page is kept for the next opening: every client, by name. */
export function isWholeBookByName(query: ListQuery): boolean {
  return Object.keys(query).length === 1 && query.sort === 'name';
}

/** The current query; a new object only when a choice changes. */
export function useListQuery(): ListQuery {
  const q = useListState((state) => state.q);
  const tag = useListState((state) => state.tag);
  const consent = useListState((state) => state.consent);
  const lastRequest = useListState((state) => state.lastRequest);
  const sort = useListState((state) => state.sort);
  return useMemo(
    () => listQueryOf({ q, tag, consent, lastRequest, sort }),
    [q, tag, consent, lastRequest, sort],
  );
}
