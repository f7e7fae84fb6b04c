// What every screen reaches the worker through: typed /v1 calls (`api`), the /local/ calls
// (`local`), the raw client for events, and the live sync status.
import { createContext, useContext, type ReactNode } from 'react';
import type { SyncStatus } from '../../shared/rpc/local-api';
import type { LocalServiceConnection } from './connect';
import type { LocalApi } from './local-api';
import { useSyncStatusFrom, type SyncStatusSource } from './sync-status';

export interface AppServices extends LocalServiceConnection {
  local: LocalApi;
  status: SyncStatusSource;
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
