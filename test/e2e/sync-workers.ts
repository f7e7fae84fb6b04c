// Speaks the worker protocol, from inside a page, to the app's own Web Worker
// (captured as the page creates it) or to fresh instances of the same built worker, each sent
// `init` and awaited until it says `connect`, as the app's page does. A fresh instance can be
// terminated at any moment and another started: a tab's worker killed and a new one begun.
// No test hook in the app: the page's Worker constructor is wrapped by an init script.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { syncStatus, type SyncStatus } from '../../shared/rpc/local/sync-status';

export interface LocalRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

export interface LocalAnswer {
  status: number;
  body: unknown;
}

/** The app's own worker, as renderer/connection/start-worker.ts names it. */
const APP_WORKER = 'charter-desk-service';
/** Far above the ids the app's own client uses, so its answers never settle ours. */
const FIRST_ID = 1_000_000_000;
/** A bound for an answer that never comes: a worker starting on a busy machine takes seconds. */
const ANSWER_MS = 60_000;

/** Installs the page's registry of workers (once); with `captureApp`, wraps `Worker`. */
function install(options: { captureApp: boolean; appWorker: string; firstId: number }) {
  interface Tracked {
    worker: Worker;
    ready: Promise<void>;
    next: number;
  }
  const scope = window as unknown as {
    e2eWorkers?: { workers: Record<string, Tracked>; track(name: string, w: Worker): void };
  };
  if (scope.e2eWorkers) return;
  const workers: Record<string, Tracked> = {};
  const track = (name: string, worker: Worker) => {
    const ready = new Promise<void>((resolve, reject) => {
      worker.addEventListener('message', (event: MessageEvent) => {
        if ((event.data as { type?: unknown } | null)?.type === 'connect') resolve();
      });
      worker.addEventListener('error', (event) =>
        reject(new Error(`worker ${name} failed to load: ${event.message}`)),
      );
    });
    ready.catch(() => undefined);
    workers[name] = { worker, ready, next: options.firstId };
  };
  scope.e2eWorkers = { workers, track };
  if (!options.captureApp) return;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url: string | URL, workerOptions?: WorkerOptions) {
      super(url, workerOptions);
      if (workerOptions?.name === options.appWorker) track('app', this);
    }
  };
}

/** Every page of `context` opened from now on lets the tests talk to its app's worker. */
export async function captureAppWorkers(context: BrowserContext): Promise<void> {
  await context.addInitScript(install, {
    captureApp: true,
    appWorker: APP_WORKER,
    firstId: FIRST_ID,
  });
}

export class TabWorker {
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}

  async call(request: LocalRequest): Promise<LocalAnswer> {
    const headers: Record<string, string> = {};
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    // Every /v1 create carries its own key, as the app's screens send one.
    if (request.method === 'POST' && request.path.startsWith('/v1/')) {
      headers['Idempotency-Key'] = randomUUID();
    }
    return this.page.evaluate(
      async ({ name, method, path, body, headers, answerMs }) => {
        type Tracked = { worker: Worker; ready: Promise<void>; next: number };
        const registry = (
          window as unknown as { e2eWorkers?: { workers: Record<string, Tracked> } }
        ).e2eWorkers;
        const found = registry?.workers[name];
        if (!found) throw new Error(`no worker ${name} in this page`);
        const tracked = found;
        await tracked.ready;
        const id = tracked.next++;
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const timer = setTimeout(() => {
            tracked.worker.removeEventListener('message', listen);
            reject(new Error(`worker ${name}: no answer to ${method} ${path}`));
          }, answerMs);
          function listen(event: MessageEvent) {
            const data = event.data as { type?: unknown; id?: unknown } | null;
            if (data?.type !== 'response' || data.id !== id) return;
            clearTimeout(timer);
            tracked.worker.removeEventListener('message', listen);
            resolve(event.data as { status: number; body: string });
          }
          tracked.worker.addEventListener('message', listen);
          tracked.worker.postMessage({
            type: 'request',
            id,
            method,
            url: path,
            headers,
            body: body === undefined ? null : JSON.stringify(body),
          });
        });
        return {
          status: answer.status,
          body: answer.body === '' ? null : (JSON.parse(answer.body) as unknown),
        };
      },
      { name: this.name, ...request, headers, answerMs: ANSWER_MS },
    );
  }

  /** The answer's body, after checking its status is `expected` (any 2xx by default). */
  async json<T = unknown>(request: LocalRequest, expected?: number): Promise<T> {
    const answer = await this.call(request);
    const fits =
      expected === undefined
        ? answer.status >= 200 && answer.status < 300
        : answer.status === expected;
    if (!fits) {
      throw new Error(
        `${this.name}: ${request.method} ${request.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body as T;
  }

  async status(): Promise<SyncStatus> {
    return syncStatus.parse(await this.json({ method: 'GET', path: '/local/sync' }));
  }

  /** Points this worker at the remote: it opens that remote's replica and starts syncing. */
  async pointAt(remoteUrl: string, apiKey: string): Promise<void> {
    await this.json({
      method: 'PUT',
      path: '/local/settings',
      body: { remote_url: remoteUrl, api_key: apiKey },
    });
  }

  async setOnline(online: boolean): Promise<void> {
    await this.json({ method: 'POST', path: '/local/sync/online', body: { online } });
  }

  /** Ends the worker at once, whatever it is doing: its page stays. */
  async terminate(): Promise<void> {
    await this.page.evaluate((name) => {
      type Tracked = { worker: Worker };
      const registry = (window as unknown as { e2eWorkers?: { workers: Record<string, Tracked> } })
        .e2eWorkers;
      registry?.workers[name]?.worker.terminate();
      delete registry?.workers[name];
    }, this.name);
  }
}

/** The built worker's URL per page, taken from the first worker the page's app started. */
const appScripts = new WeakMap<Page, string>();

async function appScriptOf(page: Page): Promise<string> {
  let script = appScripts.get(page);
  if (!script) {
    script = (page.workers()[0] ?? (await page.waitForEvent('worker'))).url();
    appScripts.set(page, script);
  }
  return script;
}

/**
 * Ends the app's own worker in `page` (reloaded with its worker captured), so that only
 * the workers a test starts hold the page's database: the app's would otherwise follow
 * their settings onto the same workspace and take the sync lock when one is killed.
 */
export async function endAppWorker(page: Page): Promise<void> {
  await appScriptOf(page);
  await captureAppWorkers(page.context());
  await page.reload();
  await appWorker(page).status();
  await appWorker(page).terminate();
}

/** The app's own worker of `page`, captured by `captureAppWorkers`. */
export const appWorker = (page: Page) => new TabWorker(page, 'app');

/**
 * A new instance of the app's built worker in `page`, as a tab starts it: `init` for the
 * browser shell with `online`, then `connect`. The page must have started its own worker.
 */
export async function startWorker(page: Page, name: string, online = true): Promise<TabWorker> {
  const script = await appScriptOf(page);
  await page.evaluate(install, { captureApp: false, appWorker: APP_WORKER, firstId: FIRST_ID });
  await page.evaluate(
    async ({ script, name, online, answerMs }) => {
      const registry = (
        window as unknown as {
          e2eWorkers: {
            workers: Record<string, { ready: Promise<void> }>;
            track(n: string, w: Worker): void;
          };
        }
      ).e2eWorkers;
      const worker = new Worker(script, { type: 'module', name });
      registry.track(name, worker);
      worker.postMessage({ type: 'init', shell: 'browser', remote_url: null, online });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`worker ${name} never connected`)), answerMs);
      });
      try {
        await Promise.race([registry.workers[name]!.ready, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    { script, name, online, answerMs: ANSWER_MS },
  );
  return new TabWorker(page, name);
}
