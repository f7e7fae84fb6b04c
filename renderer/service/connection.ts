// Starts the service worker and speaks the worker protocol to it.
import { createServiceApi, type ServiceApi } from '../../shared/rpc/api';
import { createServiceClient, type ServiceClient } from '../../shared/rpc/client';

export interface LocalServiceConnection {
  client: ServiceClient;
  api: ServiceApi;
}

export function connectLocalService(): LocalServiceConnection {
  const worker = new Worker(new URL('../worker/service.worker.ts', import.meta.url), {
    type: 'module',
    name: 'charter-desk-service',
  });
  const client = createServiceClient(worker);
  // A worker that fails to load never connects: fail its requests instead of hanging.
  worker.addEventListener('error', (event) => {
    client.close(event.message || 'the service worker failed to load');
  });
  return { client, api: createServiceApi(client) };
}
