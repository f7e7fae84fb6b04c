// Speaks the worker protocol to the started worker: typed /v1 calls (`api`) and /local/ calls
// (`local`), both made from their operations tables. In the desktop shell
// the worker reaches the remote through a relay port: this page hands each request to main
// (window.desktop), which adds the key. The first write asks for persistent storage.
import { createServiceApi, type ServiceApi } from '../../shared/rpc/api';
import { createWorkerClient, type WorkerClient } from '../../shared/rpc/client';
import { serveRemoteRelay } from '../../shared/rpc/remote-relay-page';
import { desktop } from '../desktop';
import { createLocalApi, type LocalApi } from './local-api';
import { reportScreen } from './screen-report';
import type { StartedWorker } from './start-worker';
import { askingAtFirstWrite, type StoragePersistence } from './storage-persistence';

export interface WorkerConnection {
  client: WorkerClient;
  api: ServiceApi;
  local: LocalApi;
}

export function connectWorker(
  { port, failed, relay }: StartedWorker,
  storage: StoragePersistence,
): WorkerConnection {
  const client = askingAtFirstWrite(createWorkerClient(port), storage);
  const local = createLocalApi(client);
  // A worker that fails to load never connects: fail its requests instead of hanging.
  void failed.then((reason) => client.close(reason));
  // The worker's requests to the remote waited on the relay port until now.
  if (relay && desktop) serveRemoteRelay(relay, (request) => desktop!.remoteFetch(request));
  // The worker's sync follows the browser's idea of the network.
  const online = () => void local.setOnline({ body: { online: navigator.onLine } });
  window.addEventListener('online', online);
  window.addEventListener('offline', online);
  reportScreen(local);
  return { client, api: createServiceApi(client), local };
}
