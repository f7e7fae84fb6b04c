// The Web Worker that hosts /v1 and /local/ (worker/app-host.worker.ts; never a
// "service worker": that is the offline cache's), started and told its shell before anything
// else loads: its module and its database take longer to start than the page, so they start
// while the rest of the page (boot.tsx) is fetched and parsed. Kept small: main.tsx loads it
// before the app's chunk.
import type { InitMessage, PortLike } from '../../shared/rpc/worker-protocol';
import { desktop } from '../desktop';
import { workerFailure } from './worker-failure';

export interface StartedWorker {
  /** The worker as a port: what it posts before the app listens waits for the first listener. */
  port: PortLike;
  /**
   * Settles with the reason if the worker fails to load or refuses the page's init
   * (worker-failure.ts), even before anyone listens.
   */
  failed: Promise<string>;
  /** Desktop shell: the page's end of the worker's relay to main, for the app to answer. */
  relay: MessagePort | null;
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

/** The worker as a port whose early messages (its `connect`) are kept for the first listener. */
function holdingEarlyMessages(worker: Worker): PortLike {
  let early: MessageEvent[] | null = [];
  const hold = (event: MessageEvent) => early?.push(event);
  worker.addEventListener('message', hold);
  return {
    postMessage: (message) => worker.postMessage(message),
    addEventListener(type, listener) {
      worker.addEventListener(type, listener);
      if (early === null) return;
      const held = early;
      early = null;
      worker.removeEventListener('message', hold);
      for (const event of held) listener(event);
    },
    removeEventListener: (type, listener) => worker.removeEventListener(type, listener),
  };
}

export function startWorker(): StartedWorker {
  const worker = new Worker(new URL('../worker/app-host.worker.ts', import.meta.url), {
    type: 'module',
    name: 'charter-desk-service',
  });
  const failed = workerFailure(worker);
  const port = holdingEarlyMessages(worker);
  const relay = desktop ? new MessageChannel() : null;
  void initMessage().then((init) => {
    if (relay) worker.postMessage(init, [relay.port2]);
    else worker.postMessage(init);
  });
  return { port, failed, relay: relay?.port1 ?? null };
}
