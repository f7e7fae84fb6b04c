// A /v1 app over a fresh fake-indexeddb database, with a clock the test moves by hand.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { PersonReference } from '../../shared/api';
import { CharterDb, type DatabaseRole } from '../../shared/db/database';
import { resolveAlias } from '../../shared/sync/aliases';
import { createWriteJournal } from '../../shared/sync/outbox/journal';
import { createV1App } from '../../shared/service/app';
import type { RfqDelivery, ServiceDeps } from '../../shared/service/deps';

export const testUser: PersonReference = {
  user_id: '5d6c2f0e-8a51-4c1e-9f4a-3b2a1c0d9e8f',
  display_name: 'Test Broker',
  avatar_url: null,
};

export interface TestClock {
  now(): Date;
  set(iso: string): void;
  advance(ms: number): void;
}

export function testClock(start = '2026-11-22T09:00:00.000Z'): TestClock {
  let current = Date.parse(start);
  return {
    now: () => new Date(current),
    set: (iso) => {
      current = Date.parse(iso);
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** The given headers (pairs may repeat a name), with a JSON Content-Type unless one is set. */
function withJsonType(hasBody: boolean, given?: HeadersInit): Headers {
  const headers = new Headers(given);
  if (hasBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return headers;
}

let databases = 0;

export function testDb(
  role: DatabaseRole = 'server',
  name = `test-${(databases += 1)}`,
): CharterDb {
  const backend = { indexedDB: new IDBFactory(), IDBKeyRange };
  return new CharterDb(name, { backend, role });
}

export interface Harness {
  deps: ServiceDeps;
  clock: TestClock;
  db: CharterDb;
  /** Sends one request to the app: `call('POST', '/v1/clients', {body, headers})`. */
  call(
    method: string,
    path: string,
    init?: { body?: unknown; headers?: HeadersInit },
  ): Promise<Response>;
}

export interface HarnessOptions {
  rfqDelivery?: RfqDelivery;
  /** A replica of a remote: writes record outbox entries (coalesced unless told not to). */
  replica?: { coalesce?: boolean };
  /** The database's name, when it must be one no other test thread uses. */
  name?: string;
}

export function createHarness(options: HarnessOptions = {}): Harness {
  const clock = testClock();
  const db = testDb(options.replica ? 'replica' : 'server', options.name);
  const deps: ServiceDeps = {
    db,
    clock,
    currentUser: testUser,
    rfqDelivery: options.rfqDelivery ?? { emailed: false, linkUrl: () => null },
    ...(options.replica && {
      journal: createWriteJournal({ clock, coalesce: options.replica.coalesce }),
      mirrorsRemote: true,
      resolveId: (id: string) => resolveAlias(db, id),
    }),
  };
  const app = createV1App(deps);
  return {
    deps,
    clock,
    db,
    call: (method, path, init = {}) =>
      Promise.resolve(
        app.fetch(
          new Request(`http://local.test${path}`, {
            method,
            headers: withJsonType(init.body !== undefined, init.headers),
            body:
              init.body === undefined
                ? undefined
                : typeof init.body === 'string'
                  ? init.body
                  : JSON.stringify(init.body),
          }),
        ),
      ),
  };
}
