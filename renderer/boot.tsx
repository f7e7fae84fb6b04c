// The app: its connection to the local service, the query cache, the offline cache, and
// React's root (main.tsx loads it once the local service's worker has started).
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { connectLocalService } from './connection/connect';
import type { StartedLocalService } from './connection/start-local-service';
import { localApi } from './connection/local-api';
import { createQueryClient, invalidateOnChange } from './connection/queries';
import { ServiceProvider, type AppServices } from './connection/service-context';
import { watchSyncStatus } from './connection/sync-status';
import { registerOfflineCache } from './offline-cache/register';
import './styles.css';

export function boot(started: StartedLocalService): void {
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

  registerOfflineCache(queries);

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
