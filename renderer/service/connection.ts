// Tells the started service worker which shell hosts the app, and speaks the worker
// protocol to it. In the desktop shell the worker reaches the remote through a relay port:
// this page hands each request to main (window.desktop), which adds the key.
import type { InitMessage } from '../../shared/rpc/messages';
import { createServiceApi, type ServiceApi } from '../../shared/rpc/api';
import { createServiceClient, type ServiceClient } from '../../shared/rpc/client';
import { serveRemoteRelay } from '../../shared/sync/relay-transport';
import { desktop } from '../desktop';
import type { StartedWorker } from './service-worker-start';

export interface LocalServiceConnection {
  client: ServiceClient;
  api: ServiceApi;
}

async function initMessage(): Promise<InitMessage> {
  const info = desktop ? await desktop.getInfo() : null;
  return {
    type: 'init',
    shell: desktop ? 'desktop' : 'browser',
    remote_url: info?.remoteUrl ?? null,
    online: navigator.onLine,
  };
}

export function connectLocalService({ worker, failed }: StartedWorker): LocalServiceConnection {
  const client = createServiceClient(worker);
  // A worker that fails to load never connects: fail its requests instead of hanging.
  void failed.then((reason) => client.close(reason));
  void initMessage().then((init) => {
    if (desktop) {
      const relay = new MessageChannel();
      serveRemoteRelay(relay.port1, (request) => desktop!.remoteFetch(request));
      worker.postMessage(init, [relay.port2]);
    } else {
      worker.postMessage(init);
    }
  });
  // The worker's sync follows the browser's idea of the network.
  const online = () =>
    void client.request('POST', '/local/sync/online', { body: { online: navigator.onLine } });
  window.addEventListener('online', online);
  window.addEventListener('offline', online);
  return { client, api: createServiceApi(client) };
}
