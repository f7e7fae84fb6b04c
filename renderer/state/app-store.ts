// App state in one zustand store: the clients list and its search, the selected client's
// detail, and what the right-hand pane shows. Actions talk to the local service only.
import type { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  problem as problemSchema,
  type Client,
  type clientCreateRequest,
  type ClientDetail,
  type FieldError,
  type Problem,
} from '../../shared/api';
import type { LocalServiceConnection } from '../service/connection';

type Load = 'idle' | 'loading' | 'ready' | 'error';

export interface ClientList {
  status: Load;
  items: Client[];
  total: number;
  nextCursor: string | null;
  loadingMore: boolean;
  error: string | null;
}

export interface DetailState {
  status: Load;
  data: ClientDetail | null;
  error: string | null;
}

/** What the broker fills in; the service applies the defaults. */
export type NewClient = z.input<typeof clientCreateRequest>;

export type CreateOutcome =
  { ok: true; id: string } | { ok: false; message: string; errors: FieldError[] };

export interface AppState {
  query: string;
  list: ClientList;
  selectedId: string | null;
  detail: DetailState;
  pane: 'detail' | 'create';
  seeding: boolean;
  seedError: string | null;
  search(query: string): Promise<void>;
  loadMore(): Promise<void>;
  select(id: string): Promise<void>;
  seedDemo(): Promise<void>;
  openCreate(): void;
  closeCreate(): void;
  createClient(body: NewClient): Promise<CreateOutcome>;
}

export type AppStore = StoreApi<AppState>;

const PAGE_SIZE = 50;

function describeProblem(problem: Problem): string {
  return problem.detail ? `${problem.title}: ${problem.detail}` : problem.title;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createAppStore({ api, client }: LocalServiceConnection): AppStore {
  // Answers can arrive out of order while the broker types; only the latest one counts.
  let searchSeq = 0;
  let detailSeq = 0;
  // One Idempotency-Key per New client form: a retry after an error or a lost answer reuses
  // it, so the service replays the first create instead of making the client twice.
  let createKey = crypto.randomUUID();

  function fetchPage(query: string, cursor?: string) {
    const q = query.trim();
    return api.searchClients({ query: { q: q === '' ? undefined : q, limit: PAGE_SIZE, cursor } });
  }

  const store = createStore<AppState>()((set, get) => ({
    query: '',
    list: {
      status: 'idle',
      items: [],
      total: 0,
      nextCursor: null,
      loadingMore: false,
      error: null,
    },
    selectedId: null,
    detail: { status: 'idle', data: null, error: null },
    pane: 'detail',
    seeding: false,
    seedError: null,

    async search(query) {
      const seq = ++searchSeq;
      set((state) => ({ query, list: { ...state.list, status: 'loading', error: null } }));
      try {
        const result = await fetchPage(query);
        if (seq !== searchSeq) return;
        set({
          list: result.ok
            ? {
                status: 'ready',
                items: result.data.items,
                total: result.data.total,
                nextCursor: result.data.next_cursor,
                loadingMore: false,
                error: null,
              }
            : { ...get().list, status: 'error', error: describeProblem(result.problem) },
        });
      } catch (error) {
        if (seq === searchSeq)
          set({ list: { ...get().list, status: 'error', error: describeError(error) } });
      }
    },

    async loadMore() {
      const { list, query } = get();
      if (!list.nextCursor || list.loadingMore) return;
      const seq = searchSeq;
      set({ list: { ...list, loadingMore: true } });
      try {
        const result = await fetchPage(query, list.nextCursor);
        if (seq !== searchSeq) return;
        const current = get().list;
        set({
          list: result.ok
            ? {
                ...current,
                items: [...current.items, ...result.data.items],
                total: result.data.total,
                nextCursor: result.data.next_cursor,
                loadingMore: false,
              }
            : { ...current, loadingMore: false, error: describeProblem(result.problem) },
        });
      } catch (error) {
        if (seq === searchSeq)
          set({ list: { ...get().list, loadingMore: false, error: describeError(error) } });
      }
    },

    async select(id) {
      const seq = ++detailSeq;
      set({
        selectedId: id,
        pane: 'detail',
        detail: { status: 'loading', data: null, error: null },
      });
      try {
        const result = await api.getClient({ id });
        if (seq !== detailSeq) return;
        set({
          detail: result.ok
            ? { status: 'ready', data: result.data, error: null }
            : { status: 'error', data: null, error: describeProblem(result.problem) },
        });
      } catch (error) {
        if (seq === detailSeq)
          set({ detail: { status: 'error', data: null, error: describeError(error) } });
      }
    },

    async seedDemo() {
      set({ seeding: true, seedError: null });
      try {
        const response = await client.request('POST', '/local/seed-demo');
        let seedError: string | null = null;
        if (response.status >= 400) {
          const problem = problemSchema.safeParse(response.body);
          seedError = problem.success ? describeProblem(problem.data) : `Error ${response.status}`;
        }
        set({ seeding: false, seedError });
      } catch (error) {
        set({ seeding: false, seedError: describeError(error) });
      }
      await get().search(get().query);
    },

    openCreate() {
      // Pressing New client again while the form is open keeps the same attempt.
      if (get().pane !== 'create') createKey = crypto.randomUUID();
      set({ pane: 'create' });
    },

    closeCreate() {
      set({ pane: 'detail' });
    },

    async createClient(body) {
      try {
        const result = await api.createClient({ body, idempotencyKey: createKey });
        if (!result.ok) {
          return {
            ok: false,
            message: describeProblem(result.problem),
            errors: result.problem.errors ?? [],
          };
        }
        createKey = crypto.randomUUID();
        await get().search(get().query);
        return { ok: true, id: result.data.id };
      } catch (error) {
        return { ok: false, message: describeError(error), errors: [] };
      }
    },
  }));

  // Records changed through sync, another tab or a write: the list and the open client
  // are read again (the worker pushes `changed`; nothing polls).
  let refresh: ReturnType<typeof setTimeout> | null = null;
  client.on('changed', () => {
    if (refresh) clearTimeout(refresh);
    refresh = setTimeout(() => {
      const { query, selectedId, pane } = store.getState();
      void store.getState().search(query);
      if (selectedId && pane === 'detail') void store.getState().select(selectedId);
    }, 250);
  });
  return store;
}
