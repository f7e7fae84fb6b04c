// The app: its connection to the worker, the query cache, and React's root (main.tsx
// loads it once the worker has started).
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { connectLocalService } from './service/connection';
import type { StartedWorker } from './service/service-worker-start';
import { localApi } from './service/local-api';
import { afterFirstData } from './service/after-first-data';
import { createQueryClient, invalidateOnChange } from './service/queries';
import { ServiceProvider, type AppServices } from './service/service-context';
import { watchSyncStatus } from './service/sync-status';
import { desktop } from './desktop';
import './styles.css';

export function boot(started: StartedWorker): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const connection = connectLocalService(started);
  const local = localApi(connection.client);
  const services: AppServices = {
    ...connection,
    local,
    status: watchSyncStatus(connection.client, local),
  };
  const queries = createQueryClient();
  invalidateOnChange(connection.client, queries);

  // Browser mode keeps working offline after the first load (vite.config.ts, VitePWA).
  if (!desktop && 'serviceWorker' in navigator) {
    afterFirstData(queries, () => {
      navigator.serviceWorker.register('./sw.js').catch((error: unknown) => console.warn(error));
    });
  }

  createRoot(container).render(
    <StrictMode>
      <ServiceProvider services={services}>
        <QueryClientProvider client={queries}>
          <App />
        </QueryClientProvider>
      </ServiceProvider>
    </StrictMode>,
  );
}
