// An app host as the worker builds it, over fake-indexeddb, with requests sent as the page
// sends them and the events it pushes kept for the test.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  createAppHost,
  type AppHost,
  type AppHostOptions,
} from '../../shared/host/app-host/app-host';

export interface HostFixture {
  host: AppHost;
  events: { name: string; args: unknown }[];
  send(method: string, path: string, body?: unknown): Promise<Response>;
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  indexedDB: IDBFactory;
}

export async function hostFixture(
  options: Partial<AppHostOptions> = {},
  indexedDB = new IDBFactory(),
): Promise<HostFixture> {
  const events: { name: string; args: unknown }[] = [];
  const host = await createAppHost({
    shell: 'browser',
    remote: { kind: 'fetch', fetch: (url, init) => fetch(url, init) },
    backend: { indexedDB, IDBKeyRange },
    clock: { now: () => new Date('2026-11-22T09:00:00.000Z') },
    push: (name, args) => events.push({ name, args }),
    ...options,
  });
  const send = (method: string, path: string, body?: unknown) =>
    host.fetch(
      new Request(`https://local.invalid${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(method === 'POST' && path.startsWith('/v1/')
            ? { 'Idempotency-Key': crypto.randomUUID() }
            : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return {
    host,
    events,
    send,
    async json(method, path, body) {
      const response = await send(method, path, body);
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text);
    },
    indexedDB,
  };
}

/** Waits for `check` to hold (5 s at most): sync runs on its own timers. */
export async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}
