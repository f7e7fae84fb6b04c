// The app's module worker, given its global scope: waits for the page's `init`, builds the
// host for that shell, then serves the worker protocol. Kept apart from the worker file so
// the wiring is typed and testable without a browser.
import { z } from 'zod';
import { checkFields, validationProblem, type Problem } from '../../api';
import {
  initMessage,
  type InitMessage,
  type InitRefusedMessage,
  type PortLike,
} from '../../rpc/worker-protocol';
import { serveOverPort, type WorkerServer } from '../../rpc/worker-server';
import { createPortTransport } from '../../sync/transport/relay';
import { webLocks } from '../../sync/engine/timers';
import { createAppHost, type AppHost } from '../app-host/app-host';
import type { CrossTab } from '../app-host/change-notices';
import { CLIENT_EXPORT_SIZES, type ClientExportSizes } from '../client-export/export-sizes';
import { opfsScratchFiles, type ScratchStorage } from '../client-export/opfs-scratch';
import type { FetchLike } from '../settings/keyed-transport';
import type { FirstStart } from '../settings/settings-store';
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

/**
 * The export's sizes: the app's, or smaller ones a browser test gave this worker through
 * Playwright's Worker.evaluate (`charterExportSizes` on its global scope, which no page, URL
 * or setting reaches), so that a book of a few thousand clients crosses every chunk and page
 * boundary a large one does. Read at each use: the test sets them once the worker runs.
 */
function exportSizesOf(scope: object): ClientExportSizes {
  const sizes = () =>
    (scope as { charterExportSizes?: ClientExportSizes }).charterExportSizes ?? CLIENT_EXPORT_SIZES;
  return {
    get chunk() {
      return sizes().chunk;
    },
    get snapshotChunks() {
      return sizes().snapshotChunks;
    },
    get maxSnapshotChunk() {
      return sizes().maxSnapshotChunk;
    },
    get scanPage() {
      return sizes().scanPage;
    },
  };
}

/**
 * The page's `init` in `event`, or why it is refused. A desktop shell's comes with its relay
 * port: one without cannot be the shell's, and would replace the browser's settings.
 */
function checkedInit(event: MessageEvent): InitMessage | Problem {
  const init = checkFields(initMessage, event.data);
  if (!init.success) return validationProblem(init.errors);
  if (init.data.shell === 'desktop' && !event.ports[0]) {
    const message = 'A desktop init transfers its relay port';
    return validationProblem([{ field: 'ports[0]', code: 'required', message }]);
  }
  return init.data;
}

/** Serves the page once a valid `init` came; resolves with the host it built. */
export function startWorkerHost(scope: WorkerScope): Promise<AppHost> {
  const warm = warmStart();
  let started!: (host: Promise<AppHost>) => void;
  const host = new Promise<AppHost>((resolve) => (started = resolve));
  const onInit = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== 'init') return;
    const init = checkedInit(event);
    // A malformed init changes nothing: the worker says why and waits for a valid one.
    if (!('shell' in init)) {
      console.warn(`Refused an init message: ${JSON.stringify(init.errors)}`);
      const refused: InitRefusedMessage = { type: 'init_refused', problem: init };
      return scope.postMessage(refused);
    }
    scope.removeEventListener('message', onInit);
    const relay = event.ports[0];
    let server: WorkerServer | null = null;
    const created = createAppHost({
      shell: init.shell,
      remote:
        init.shell === 'desktop' && relay
          ? { kind: 'relay', transport: createPortTransport(relay) }
          : { kind: 'fetch', fetch: (url, request) => scope.fetch(url, request) },
      remoteUrl: init.shell === 'desktop' ? init.remote_url : undefined,
      warm,
      firstStart: () => startingSettings(scope),
      online: init.online,
      push: (name, args) => server?.push(name, args),
      crossTab: broadcastChannel(),
      locks: scope.navigator.locks ? webLocks(scope.navigator.locks) : undefined,
      scratch: opfsScratchFiles(scope.navigator.storage),
      exportSizes: exportSizesOf(scope),
    });
    server = serveOverPort(scope, created);
    started(created);
  };
  scope.addEventListener('message', onInit);
  scope.start?.();
  return host;
}
