// Runs work that can wait (registering the offline cache's service worker) once the first
// screen has its data: the service worker's script and its precache of every chunk, started
// at boot, ran beside the first opening, a third busy thread on two cores (docs/benchmarks.md).
import type { QueryClient } from '@tanstack/react-query';

/** However the first screen fares, the work runs by then. */
const LATEST_MS = 5_000;

type IdleScheduler = (run: () => void) => void;

const whenIdle: IdleScheduler = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1_000 });
  else setTimeout(run, 0);
};

/**
 * Calls `run` once, when some query has succeeded and none is fetching (then at the next idle
 * moment, after the rows are drawn), or after `latestMs` at the latest.
 */
export function afterFirstData(
  queries: QueryClient,
  run: () => void,
  { latestMs = LATEST_MS, idle = whenIdle } = {},
): void {
  const cache = queries.getQueryCache();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(latest);
    run();
  };
  const settled = () =>
    queries.isFetching() === 0 && cache.getAll().some((query) => query.state.status === 'success');
  // Settled once is enough: stop listening and wait for the idle moment.
  const unsubscribe = cache.subscribe(() => {
    if (!settled()) return;
    unsubscribe();
    idle(finish);
  });
  const latest = setTimeout(finish, latestMs);
}
