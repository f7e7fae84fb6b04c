// The app: its connection to the Web Worker, the query cache, the offline cache and the
// app's updates, and React's root (main.tsx loads it once the worker has started).
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserUpdates, desktopUpdates } from './app/app-updates';
import { connectLocalService } from './connection/connect';
import type { StartedLocalService } from './connection/start-local-service';
import { localApi } from './connection/local-api';
import { createQueryClient, invalidateOnChange } from './connection/queries';
import { ServiceProvider, type AppServices } from './connection/service-context';
import { watchStoragePersistence } from './connection/storage-persistence';
import { watchSyncStatus } from './connection/sync-status';
import { desktop } from './desktop';
import { watchTripOrigins } from './navigation/trip-origin';
import { registerOfflineCache } from './offline-cache/register';
import './styles.css';

export function boot(started: StartedLocalService): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  watchTripOrigins();

  // The desktop app's records live in its own profile: the browser's eviction is no concern.
  const storage = watchStoragePersistence(desktop ? null : (navigator.storage ?? null));
  const connection = connectLocalService(started, storage);
  const local = localApi(connection.client);
  const services: AppServices = {
    ...connection,
    local,
    status: watchSyncStatus(connection.client, local),
    storage,
  };
  const queries = createQueryClient();
  invalidateOnChange(connection.client, queries);

  const offlineCache = registerOfflineCache(queries);
  const updates = desktop ? desktopUpdates(desktop) : browserUpdates(offlineCache);

  createRoot(container).render(
    <StrictMode>
      <ServiceProvider services={services}>
        <QueryClientProvider client={queries}>
          <App updates={updates} />
        </QueryClientProvider>
      </ServiceProvider>
    </StrictMode>,
  );
}
