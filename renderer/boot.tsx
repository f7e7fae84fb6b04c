// The app: its connection to the Web Worker, the query cache, the offline cache and the
// app's updates, and React's root (main.tsx loads it once the worker has started).
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserUpdates, desktopUpdates } from './app/app-updates';
import { connectWorker } from './connection/connect';
import type { StartedWorker } from './connection/start-worker';
import { createQueryClient, invalidateOnChange } from './connection/query-cache';
import { ConnectionProvider, type AppConnection } from './connection/connection-context';
import { watchStoragePersistence } from './connection/storage-persistence';
import { watchSyncStatus } from './connection/sync-status-watch';
import { desktop } from './desktop';
import { watchTripOrigins } from './navigation/trip-origin';
import { registerOfflineCache } from './offline-cache/register';
import './styles.css';

export function boot(started: StartedWorker): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  watchTripOrigins();

  // The desktop app's records live in its own profile: the browser's eviction is no concern.
  const storage = watchStoragePersistence(desktop ? null : (navigator.storage ?? null));
  const worker = connectWorker(started, storage);
  const connection: AppConnection = {
    ...worker,
    status: watchSyncStatus(worker.client, worker.local),
    storage,
  };
  const queries = createQueryClient();
  invalidateOnChange(worker.client, queries);

  const offlineCache = registerOfflineCache(queries);
  const updates = desktop ? desktopUpdates(desktop) : browserUpdates(offlineCache);

  createRoot(container).render(
    <StrictMode>
      <ConnectionProvider connection={connection}>
        <QueryClientProvider client={queries}>
          <App updates={updates} />
        </QueryClientProvider>
      </ConnectionProvider>
    </StrictMode>,
  );
}
