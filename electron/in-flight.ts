// Remote requests main has under way. On quit, main waits briefly for them to settle, so an
// answer already on its way is received; one that does not settle in time is safe anyway:
// its outbox entry stays in flight and goes again, with its key, on the next start.
export interface InFlight<A extends unknown[], R> {
  run(...args: A): Promise<R>;
  /** How many calls are under way. */
  count(): number;
  /** Resolves when none is under way, or after `timeoutMs`, whichever comes first. */
  settled(timeoutMs: number): Promise<void>;
}

export function trackInFlight<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
): InFlight<A, R> {
  const pending = new Set<Promise<unknown>>();
  return {
    run(...args) {
      const promise = call(...args);
      const settled = promise.catch(() => undefined).finally(() => pending.delete(settled));
      pending.add(settled);
      return promise;
    },
    count: () => pending.size,
    async settled(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.allSettled([...pending]), timeout]);
      clearTimeout(timer);
    },
  };
}
