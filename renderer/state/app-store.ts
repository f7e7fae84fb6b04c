// App state in one zustand store: the clients list and its search. (The client detail and
// form read and write through query hooks: renderer/clients/detail, renderer/clients/form.)
// Actions talk to the local service only.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { problem as problemSchema, type Client, type Problem } from '../../shared/api';
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

export interface AppState {
  query: string;
  list: ClientList;
  seeding: boolean;
  seedError: string | null;
  search(query: string): Promise<void>;
  loadMore(): Promise<void>;
  seedDemo(): Promise<void>;
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
  }));

  // Records changed through sync, another tab or a write: the list is read again (the
  // worker pushes `changed`; nothing polls).
  let refresh: ReturnType<typeof setTimeout> | null = null;
  client.on('changed', () => {
    if (refresh) clearTimeout(refresh);
    refresh = setTimeout(() => void store.getState().search(store.getState().query), 250);
  });
  return store;
}
