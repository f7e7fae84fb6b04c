// Speaks the worker protocol to the started local service. In the desktop shell its worker
// reaches the remote through a relay port: this page hands each request to main
// (window.desktop), which adds the key. The first write asks for persistent storage.
import { createServiceApi, type ServiceApi } from '../../shared/rpc/api';
import { createServiceClient, type ServiceClient } from '../../shared/rpc/client';
import { serveRemoteRelay } from '../../shared/rpc/remote-relay-page';
import { desktop } from '../desktop';
import { reportScreen } from './screen-report';
import type { StartedLocalService } from './start-local-service';
import { askingAtFirstWrite, type StoragePersistence } from './storage-persistence';

export interface LocalServiceConnection {
  client: ServiceClient;
  api: ServiceApi;
}

export function connectLocalService(
  { port, failed, relay }: StartedLocalService,
  storage: StoragePersistence,
): LocalServiceConnection {
  const client = askingAtFirstWrite(createServiceClient(port), storage);
  // A worker that fails to load never connects: fail its requests instead of hanging.
  void failed.then((reason) => client.close(reason));
  // The worker's requests to the remote waited on the relay port until now.
  if (relay && desktop) serveRemoteRelay(relay, (request) => desktop!.remoteFetch(request));
  // The worker's sync follows the browser's idea of the network.
  const online = () =>
    void client.request('POST', '/local/sync/online', { body: { online: navigator.onLine } });
  window.addEventListener('online', online);
  window.addEventListener('offline', online);
  reportScreen(client);
  return { client, api: createServiceApi(client) };
}
