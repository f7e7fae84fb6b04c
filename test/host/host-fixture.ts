// An app host as the worker builds it, over fake-indexeddb, with requests sent as the page
// sends them and the events it pushes kept for the test.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Clock } from '../../shared/encoding/clock';
import {
  createAppHost,
  type AppHost,
  type AppHostOptions,
} from '../../shared/host/app-host/app-host';
import type { CrossTab, CrossTabNote } from '../../shared/host/app-host/change-notices';
import { createSimClock } from '../remote-api/sim-clock';

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

/**
 * One running clock for a host and the remote it syncs with, from noon in the laptop's zone
 * on 15 April 2026 (the harness's demo data are of March; its trip departs 20 April). On real
 * time the outcome would follow the hour of the run: outside the working hours (07:00–21:00
 * by default) the pace lets only its burst of metered pulls go, and near a month's end the
 * billing period would turn under the test. Give `host` to hostFixture, `remote` as the
 * remote config's `clock`.
 */
export function workdayClocks(): { host: Clock; remote: { start: string; frozen: false } } {
  const noon = new Date(2026, 3, 15, 12);
  return {
    host: createSimClock({ start: noon, frozen: false }),
    remote: { start: noon.toISOString(), frozen: false },
  };
}

/**
 * Tabs joined as their workers' BroadcastChannel joins them (shared/host/start/worker-host.ts):
 * each tab hears the others' notes, never its own. Give each host its own `tab()`.
 */
export function tabsOfOneBrowser(): () => CrossTab {
  const tabs: ((note: CrossTabNote) => void)[][] = [];
  return () => {
    const listeners: ((note: CrossTabNote) => void)[] = [];
    tabs.push(listeners);
    return {
      post: (note) =>
        tabs
          .filter((other) => other !== listeners)
          .forEach((other) => other.forEach((hear) => hear(note))),
      subscribe: (listener) => void listeners.push(listener),
    };
  };
}
