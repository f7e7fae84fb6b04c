// The offline cache's service worker is registered once the first screen has its data (or
// after a while at the latest), never while that data is still on its way.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { afterFirstData } from '../../renderer/offline-cache/after-first-data';

afterEach(() => vi.useRealTimers());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

const now = (run: () => void) => run();

test('runs once the first query has its data and none is still fetching', async () => {
  const queries = new QueryClient();
  const run = vi.fn();
  afterFirstData(queries, run, { idle: now });
  const clients = deferred<string[]>();
  const status = deferred<string>();
  const fetchingClients = queries.fetchQuery({
    queryKey: ['clients'],
    queryFn: () => clients.promise,
  });
  const fetchingStatus = queries.fetchQuery({
    queryKey: ['status'],
    queryFn: () => status.promise,
  });

  clients.resolve(['Ada']);
  await fetchingClients;
  expect(run).not.toHaveBeenCalled();

  status.resolve('online');
  await fetchingStatus;
  expect(run).toHaveBeenCalledOnce();

  await queries.fetchQuery({ queryKey: ['again'], queryFn: async () => 1 });
  expect(run).toHaveBeenCalledOnce();
});

test('a failed first query does not count as data; the latest time still runs it once', async () => {
  vi.useFakeTimers();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const run = vi.fn();
  afterFirstData(queries, run, { idle: now, latestMs: 5_000 });
  await queries
    .fetchQuery({ queryKey: ['clients'], queryFn: () => Promise.reject(new Error('closed')) })
    .catch(() => undefined);
  expect(run).not.toHaveBeenCalled();

  vi.advanceTimersByTime(5_000);
  expect(run).toHaveBeenCalledOnce();
  await queries.fetchQuery({ queryKey: ['status'], queryFn: async () => 'online' });
  expect(run).toHaveBeenCalledOnce();
});
