// Legacy app state in one zustand store: the selected client's detail, and what the
// right-hand pane shows (the clients list has its own query hooks and slice in
// renderer/clients/list/). Actions talk to the local service only.
import type { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { clientCreateRequest, ClientDetail, FieldError, Problem } from '../../shared/api';
import type { LocalServiceConnection } from '../service/connection';

type Load = 'idle' | 'loading' | 'ready' | 'error';

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
  selectedId: string | null;
  detail: DetailState;
  pane: 'detail' | 'create';
  select(id: string): Promise<void>;
  openCreate(): void;
  closeCreate(): void;
  createClient(body: NewClient): Promise<CreateOutcome>;
}

export type AppStore = StoreApi<AppState>;

function describeProblem(problem: Problem): string {
  return problem.detail ? `${problem.title}: ${problem.detail}` : problem.title;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createAppStore({ api, client }: LocalServiceConnection): AppStore {
  // Answers can arrive out of order; only the latest one counts.
  let detailSeq = 0;
  // One Idempotency-Key per New client form: a retry after an error or a lost answer reuses
  // it, so the service replays the first create instead of making the client twice.
  let createKey = crypto.randomUUID();

  const store = createStore<AppState>()((set, get) => ({
    selectedId: null,
    detail: { status: 'idle', data: null, error: null },
    pane: 'detail',

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
        return { ok: true, id: result.data.id };
      } catch (error) {
        return { ok: false, message: describeError(error), errors: [] };
      }
    },
  }));

  // Records changed through sync, another tab or a write: the open client is read again
  // (the worker pushes `changed`; nothing polls).
  let refresh: ReturnType<typeof setTimeout> | null = null;
  client.on('changed', () => {
    if (refresh) clearTimeout(refresh);
    refresh = setTimeout(() => {
      const { selectedId, pane } = store.getState();
      if (selectedId && pane === 'detail') void store.getState().select(selectedId);
    }, 250);
  });
  return store;
}
