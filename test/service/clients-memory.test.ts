// Searches answered from memory (row-memory.ts) never show what the database no longer
// holds: after writes of this connection, of another one, aborted ones, range deletes,
// aircraft type changes and pulled pages, every search agrees with one read from storage.
// And a search kept in memory does not wait for a write under way.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { page, client, type Client, type Page } from '../../shared/api';
import { CharterDb } from '../../shared/db/database';
import { rowMemoryOf } from '../../shared/db/row-memory/middleware';
import { createV1App } from '../../shared/service/app';
import type { ServiceDeps } from '../../shared/service/deps';
import { mergeClientsInChunks } from '../../shared/sync/pull/merge/merge-clients';
import { createHarness, testClock, testUser } from '../support/service-harness';
import { tripRow } from '../db/row-builders';
import { aircraftTypes, newKey } from './clients-fixtures';
import { UNTIL_CEILING_MS } from '../support/until';
import { iterations } from '../support/full-run';

type Send = (method: string, path: string, body?: unknown) => Promise<Response>;

function sender(deps: ServiceDeps): Send {
  const app = createV1App(deps);
  return async (method, path, body) =>
    app.fetch(
      new Request(`http://tab.test${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
}

function tab(indexedDB: IDBFactory) {
  const db = new CharterDb('memory-book', { backend: { indexedDB, IDBKeyRange } });
  const deps = { db, clock: testClock(), currentUser: testUser };
  return { db, send: sender({ ...deps, rfqDelivery: { emailed: false, linkUrl: () => null } }) };
}

async function search(send: Send, query: string): Promise<Page<Client>> {
  const response = await send('GET', `/v1/clients?limit=3&${query}`);
  expect(response.status).toBe(200);
  return page(client).parse(await response.json());
}

const QUERIES = ['sort=name', 'q=an', 'q=o&sort=-name'];

/** A write in the database's tables that holds its transaction open until `release()`. */
function heldWrite(db: CharterDb, write: () => Promise<unknown>) {
  let released = false;
  const done = db.transaction('rw', db.clients, db.meta, async () => {
    await write();
    while (!released) await db.meta.get('nothing');
  });
  return { done, release: () => (released = true) };
}

describe('searches answered from memory', () => {
  it('agree with storage through any writes, here or in another connection', async () => {
    const names = fc.constantFrom('Anna', 'Bo', 'Hanna', 'Oona', 'Dan', 'Zoe');
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        name: names,
        type: fc.nat(2),
        other: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('rename' as const),
        at: fc.nat(),
        name: names,
        other: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), other: fc.boolean() }),
      fc.record({ kind: fc.constant('abort' as const), at: fc.nat(), name: names }),
      fc.record({
        kind: fc.constant('type' as const),
        type: fc.nat(1),
        model: names,
        other: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('clear' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const indexedDB = new IDBFactory();
        const [mine, other, reader] = [tab(indexedDB), tab(indexedDB), tab(indexedDB)];
        await mine.db.aircraft_types.bulkPut(aircraftTypes);
        const ids: string[] = [];
        const pick = (at: number) => ids[at % Math.max(ids.length, 1)] ?? 'none';
        for (const step of ops) {
          const writer = 'other' in step && step.other ? other : mine;
          if (step.kind === 'create') {
            const type = aircraftTypes[step.type]?.id ?? null;
            const body = { name: step.name, preferred_aircraft_type_id: type };
            const made = client.parse(
              await (await writer.send('POST', '/v1/clients', body)).json(),
            );
            ids.push(made.id);
          } else if (step.kind === 'rename') {
            await writer.send('PATCH', `/v1/clients/${pick(step.at)}`, { name: step.name });
          } else if (step.kind === 'delete') {
            await writer.send('DELETE', `/v1/clients/${pick(step.at)}`);
          } else if (step.kind === 'abort') {
            const { clients, aircraft_types } = mine.db;
            const aborted = mine.db.transaction('rw', clients, aircraft_types, async () => {
              const row = await clients.get(pick(step.at));
              if (row) await clients.put({ ...row, name: step.name });
              await aircraft_types.put({ ...aircraftTypes[0]!, model: step.name });
              throw new Error('changed my mind');
            });
            await expect(aborted).rejects.toThrow('changed my mind');
          } else if (step.kind === 'type') {
            const type = aircraftTypes[step.type];
            if (type) await writer.db.aircraft_types.put({ ...type, model: step.model });
          } else {
            await mine.db.clients.clear();
          }
          for (const query of QUERIES) {
            // The reader forgets its memory: its answer is read from storage.
            rowMemoryOf(reader.db).doubt();
            expect(await search(mine.send, query)).toEqual(await search(reader.send, query));
          }
        }
      }),
      { numRuns: iterations(25, 10) },
    );
  }, 300_000);

  it('answer while a write is under way, as before it, and with it once committed', async () => {
    const indexedDB = new IDBFactory();
    const mine = tab(indexedDB);
    const anna = client.parse(
      await (await mine.send('POST', '/v1/clients', { name: 'Anna' })).json(),
    );
    expect((await search(mine.send, 'q=ann')).total).toBe(1);
    const row = await mine.db.clients.get(anna.id);
    const held = heldWrite(mine.db, () => mine.db.clients.put({ ...row!, name: 'Hanna' }));
    // From memory: a search through a transaction would wait for the write's.
    const during = await search(mine.send, 'q=ann');
    expect(during.items.map((item) => item.name)).toEqual(['Anna']);
    held.release();
    await held.done;
    const after = await search(mine.send, 'q=ann');
    expect(after.items.map((item) => item.name)).toEqual(['Hanna']);
  });

  it('show the trip statistics a trip request derives', async () => {
    const mine = tab(new IDBFactory());
    const anna = client.parse(
      await (await mine.send('POST', '/v1/clients', { name: 'Anna' })).json(),
    );
    expect((await search(mine.send, 'q=ann')).items[0]?.trip_request_count).toBe(0);
    await mine.db.trip_requests.put(tripRow(newKey(), anna.id, '2026-11-20T09:00:00.000Z'));
    expect(rowMemoryOf(mine.db).revision).not.toBeNull();
    const after = (await search(mine.send, 'q=ann')).items[0];
    expect(after).toMatchObject({
      trip_request_count: 1,
      last_request_at: '2026-11-20T09:00:00.000Z',
    });
  });

  it('forget a write of another thread once its note comes', async () => {
    const indexedDB = new IDBFactory();
    const mine = tab(indexedDB);
    await mine.send('POST', '/v1/clients', { name: 'Anna' });
    await search(mine.send, 'q=ann');
    expect(rowMemoryOf(mine.db).revision).not.toBeNull();
    const otherThread = new BroadcastChannel('charter-desk:commits');
    otherThread.postMessage({ database: 'memory-book' });
    // The note comes as a message, when it comes; the memory forgets on hearing it.
    await vi.waitFor(() => expect(rowMemoryOf(mine.db).revision).toBeNull(), {
      timeout: UNTIL_CEILING_MS,
    });
    otherThread.close();
  });

  it('tell other threads of this one’s commits', async () => {
    const mine = tab(new IDBFactory());
    const otherThread = new BroadcastChannel('charter-desk:commits');
    // The channel is the process's: other test files in this thread commit on it too.
    const heard = new Promise((resolve) => {
      otherThread.onmessage = (e: MessageEvent<{ database?: string }>) => {
        if (e.data.database === 'memory-book') resolve(e.data);
      };
    });
    await mine.send('POST', '/v1/clients', { name: 'Anna' });
    expect(await heard).toEqual({ database: 'memory-book' });
    otherThread.close();
  });

  it('keep pulled pages, and agree with storage after each', async () => {
    const remote = createHarness();
    for (const name of ['Anna', 'Bo', 'Hanna', 'Oona']) {
      await remote.call('POST', '/v1/clients', {
        body: { name },
        headers: { 'Idempotency-Key': newKey() },
      });
    }
    const pulled = page(client).parse(await (await remote.call('GET', '/v1/clients')).json());
    const replica = createHarness({ replica: {}, name: 'memory-replica' });
    const memory = rowMemoryOf(replica.db);
    const send = sender(replica.deps);
    await search(send, 'q=an');
    const renamed = pulled.items.map((item) => ({ ...item, name: `${item.name} Nova` }));
    for (const items of [pulled.items, renamed]) {
      await mergeClientsInChunks(
        replica.db,
        items,
        { walk: 1, walkPage: true, nowIso: '2026-11-22T09:00:00.000Z' },
        'clients',
      );
      for (const query of QUERIES) {
        expect(memory.revision).not.toBeNull();
        const remembered = await search(send, query);
        // Forgotten, the same search is read from storage.
        memory.doubt();
        expect(remembered).toEqual(await search(send, query));
      }
    }
  });
});
