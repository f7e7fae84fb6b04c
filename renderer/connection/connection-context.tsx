// What every screen reaches the worker through: typed /v1 calls (`api`), the /local/ calls
// (`local`), the raw client for events, the live sync status, and whether the browser keeps
// the records.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import type { WorkerConnection } from './connect';
import type { Persistence, StoragePersistence } from './storage-persistence';
import { useSyncStatusFrom, type SyncStatusSource } from './sync-status-watch';

export interface AppConnection extends WorkerConnection {
  status: SyncStatusSource;
  /** Whether the browser keeps the records (storage-persistence.ts). */
  storage: StoragePersistence;
}

const ConnectionContext = createContext<AppConnection | null>(null);

export function ConnectionProvider({
  connection,
  children,
}: {
  connection: AppConnection;
  children: ReactNode;
}) {
  return <ConnectionContext value={connection}>{children}</ConnectionContext>;
}

export function useConnection(): AppConnection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection needs a ConnectionProvider above it');
  return connection;
}

/** The sync status as the worker last told it; null until the first answer. */
export function useSyncStatus(): SyncStatus | null {
  return useSyncStatusFrom(useConnection().status);
}

/** Whether the browser keeps the records; null until known, and in the desktop app. */
export function useStoragePersistence(): Persistence | null {
  const { storage } = useConnection();
  return useSyncExternalStore(storage.subscribe, storage.current);
}
