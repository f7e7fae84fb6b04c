// Server state through a query cache (TanStack Query): every read of the worker is a query
// keyed under `v1` or `local`, and the worker's `changed` event invalidates them, so a
// change made here, in another tab or by sync shows without a reload or a poll.
import { QueryClient, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { WorkerClient } from '../../shared/rpc/client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The worker is local: no network retries, and data is fresh until it says otherwise.
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        // Offline is when this app must work: never pause a read of the local worker.
        networkMode: 'always',
      },
      // Nor a write (the default pauses mutations while the browser is offline).
      mutations: { networkMode: 'always' },
    },
  });
}

/** Marks every query stale when the worker says records changed (batched: one per 150 ms). */
export function invalidateOnChange(client: WorkerClient, queries: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return client.on('changed', () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void queries.invalidateQueries();
    }, 150);
  });
}

/**
 * Marks `key` stale when `signature` changes: for what the worker tells through its `sync`
 * status (an entry sent, a finding made) rather than its `changed` event; never a poll.
 */
export function useStaleWhenChanged(key: QueryKey, signature: string): void {
  const queries = useQueryClient();
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void queries.invalidateQueries({ queryKey: key });
  }, [queries, key, signature]);
}
