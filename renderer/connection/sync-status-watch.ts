// The sync status every screen may show (the app frame always does): read once, then kept
// current by the worker's `sync` events, never by polling.
import { useSyncExternalStore } from 'react';
import { syncStatus, type SyncStatus } from '../../shared/rpc/local/sync-status';
import type { WorkerClient } from '../../shared/rpc/client';
import type { LocalApi } from './local-api';

export interface SyncStatusSource {
  current(): SyncStatus | null;
  subscribe(listener: () => void): () => void;
}

export function watchSyncStatus(client: WorkerClient, local: LocalApi): SyncStatusSource {
  let status: SyncStatus | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: SyncStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  client.on('sync', (args) => {
    const parsed = syncStatus.safeParse(args);
    if (parsed.success) publish(parsed.data);
  });
  void local.syncStatus().then(publish, (error: unknown) => console.error(error));
  return {
    current: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSyncStatusFrom(source: SyncStatusSource): SyncStatus | null {
  return useSyncExternalStore(source.subscribe, source.current);
}

/** The changes that wait to reach the remote: pending, on their way, or needing attention. */
export const waitingToSync = (status: SyncStatus) =>
  status.pending + status.in_flight + status.parked;
