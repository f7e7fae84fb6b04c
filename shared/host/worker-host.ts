// The app's module worker, given its global scope: waits for the page's `init`, builds the
// host for that shell, then serves the worker protocol. Kept apart from the worker file so
// the wiring is typed and testable without a browser.
import { z } from 'zod';
import { initMessage, type PortLike } from '../rpc/messages';
import { serveOverPort, type ServiceHost } from '../rpc/server';
import { createPortTransport } from '../sync/transport/relay';
import { webLocks } from '../sync/engine/timers';
import { createAppHost, type CrossTab, type FetchLike } from './app-host';
import type { FirstStart } from './settings-store';
import { opfsScratchFiles, type ScratchStorage } from './opfs-scratch';
import { warmStart } from './warm-start';

export interface WorkerScope extends PortLike {
  location: { href: string };
  fetch: FetchLike;
  navigator: { locks?: LockManager; storage?: ScratchStorage };
}

/**
 * `app-config.json` beside the app (written by `npm start`): the remote to start with, and
 * whether it is the demo remote `npm start` runs.
 */
const appConfig = z.strictObject({
  remote_url: z.string().optional(),
  api_key: z.string().optional(),
  demo_remote: z.boolean().optional(),
});

async function startingSettings(scope: WorkerScope): Promise<FirstStart> {
  try {
    const response = await scope.fetch(new URL('../app-config.json', scope.location.href).href, {});
    if (!response.ok) return {};
    return appConfig.parse(await response.json());
  } catch {
    // No such file (a packaged app, a plain build): start with nothing configured.
    return {};
  }
}

const crossTabNote = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('records'), database: z.string() }),
  z.strictObject({ kind: z.literal('settings') }),
]);

function broadcastChannel(): CrossTab | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel('charter-desk:changes');
  return {
    post: (note) => channel.postMessage(note),
    subscribe: (listener) =>
      channel.addEventListener('message', (event: MessageEvent) => {
        const note = crossTabNote.safeParse(event.data);
        if (note.success) listener(note.data);
      }),
  };
}

export function startWorkerHost(scope: WorkerScope): void {
  const warm = warmStart();
  const onInit = (event: MessageEvent) => {
    const init = initMessage.safeParse(event.data);
    if (!init.success) return;
    scope.removeEventListener('message', onInit);
    const relay = event.ports[0];
    let server: ServiceHost | null = null;
    const host = createAppHost({
      shell: init.data.shell,
      remote:
        init.data.shell === 'desktop' && relay
          ? { kind: 'relay', transport: createPortTransport(relay) }
          : { kind: 'fetch', fetch: (url, request) => scope.fetch(url, request) },
      remoteUrl: init.data.shell === 'desktop' ? init.data.remote_url : undefined,
      warm,
      firstStart: () => startingSettings(scope),
      online: init.data.online,
      push: (name, args) => server?.push(name, args),
      crossTab: broadcastChannel(),
      locks: scope.navigator.locks ? webLocks(scope.navigator.locks) : undefined,
      scratch: opfsScratchFiles(scope.navigator.storage),
    });
    server = serveOverPort(scope, host);
  };
  scope.addEventListener('message', onInit);
  scope.start?.();
}
