// What every screen reaches the worker through: typed /v1 calls (`api`), the /local/ calls
// (`local`), the raw client for events, the live sync status, and whether the browser keeps
// the records.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import type { LocalServiceConnection } from './connect';
import type { Persistence, StoragePersistence } from './storage-persistence';
import { useSyncStatusFrom, type SyncStatusSource } from './sync-status-watch';

export interface AppServices extends LocalServiceConnection {
  status: SyncStatusSource;
  /** Whether the browser keeps the records (storage-persistence.ts). */
  storage: StoragePersistence;
}

const ServiceContext = createContext<AppServices | null>(null);

export function ServiceProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServiceContext value={services}>{children}</ServiceContext>;
}

export function useService(): AppServices {
  const services = useContext(ServiceContext);
  if (!services) throw new Error('useService needs a ServiceProvider above it');
  return services;
}

/** The sync status as the worker last told it; null until the first answer. */
export function useSyncStatus(): SyncStatus | null {
  return useSyncStatusFrom(useService().status);
}

/** Whether the browser keeps the records; null until known, and in the desktop app. */
export function useStoragePersistence(): Persistence | null {
  const { storage } = useService();
  return useSyncExternalStore(storage.subscribe, storage.current);
}
