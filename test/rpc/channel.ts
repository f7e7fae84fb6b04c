// A page and a worker joined by a real MessageChannel: the service host on one port, the
// client on the other, exactly as the app wires them. `closeChannels` after each test.
import {
  createWorkerClient,
  type WorkerClient,
  type WorkerClientOptions,
} from '../../shared/rpc/client';
import {
  serveOverPort,
  type FetchHandler,
  type WorkerServer,
} from '../../shared/rpc/worker-server';

const open: MessagePort[] = [];

export function closeChannels(): void {
  open.splice(0).forEach((port) => port.close());
}

/** A channel closed after the test, for tests that play one side by hand. */
export function openChannel(): MessageChannel {
  const channel = new MessageChannel();
  open.push(channel.port1, channel.port2);
  return channel;
}

export function connect(
  service: Promise<FetchHandler>,
  options?: WorkerClientOptions,
): {
  client: WorkerClient;
  host: WorkerServer;
  page: MessagePort;
  worker: MessagePort;
} {
  const channel = openChannel();
  const host = serveOverPort(channel.port2, service);
  return {
    client: createWorkerClient(channel.port1, options),
    host,
    page: channel.port1,
    worker: channel.port2,
  };
}

/** Posts a raw message from the page side and resolves with the worker's response message. */
export function postRaw(
  page: MessagePort,
  message: unknown,
): Promise<{ id: number; status: number; body: string }> {
  const reply = new Promise<{ id: number; status: number; body: string }>((resolve) => {
    page.addEventListener('message', (event) => {
      if ((event.data as { type: string }).type === 'response') resolve(event.data);
    });
  });
  page.start();
  page.postMessage(message);
  return reply;
}
