// Two tabs share one database, each with its own worker and in-memory index: a write in
// one is seen by the other's next search. And a walk through the pages while clients are
// created and deleted returns no client twice and skips none that existed throughout.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { page, client, type Page, type Client } from '../../shared/api';
import { CharterDb } from '../../shared/db/database';
import { createV1App } from '../../shared/service/app';
import type { ServiceDeps } from '../../shared/service/deps';
import { testClock, testUser } from '../support/service-harness';
import { clientsHarness, createClient, newKey } from './clients-fixtures';

function tab(indexedDB: IDBFactory) {
  const deps: ServiceDeps = {
    db: new CharterDb('shared-book', { backend: { indexedDB, IDBKeyRange } }),
    clock: testClock(),
    currentUser: testUser,
    rfqDelivery: { emailed: false, linkUrl: () => null },
  };
  const app = createV1App(deps);
  return (method: string, path: string, body?: unknown) =>
    Promise.resolve(
      app.fetch(
        new Request(`http://tab.test${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    );
}

async function listNames(send: ReturnType<typeof tab>, query = ''): Promise<string[]> {
  const body = page(client).parse(await (await send('GET', `/v1/clients${query}`)).json());
  return body.items.map((item) => item.name);
}

describe('two tabs on one database', () => {
  it('see each other’s creates, updates and deletes', async () => {
    const indexedDB = new IDBFactory();
    const tabA = tab(indexedDB);
    const tabB = tab(indexedDB);
    expect(await listNames(tabB)).toEqual([]);

    const created = client.parse(
      await (await tabA('POST', '/v1/clients', { name: 'Anna' })).json(),
    );
    expect(await listNames(tabB, '?q=ann')).toEqual(['Anna']);

    await tabA('PATCH', `/v1/clients/${created.id}`, { name: 'Hanna' });
    expect(await listNames(tabB, '?q=hann')).toEqual(['Hanna']);
    expect(await listNames(tabB, '?q=anna')).toEqual(['Hanna']);

    await tabB('DELETE', `/v1/clients/${created.id}`);
    expect(await listNames(tabA)).toEqual([]);
  });
});

describe('walking pages through the service while clients come and go', () => {
  it('never returns a client twice and never skips one that stayed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('Ann', 'Bob', 'Émile', 'zoe', 'Carl'), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.constantFrom('name', '-name', 'email', '-trip_request_count'),
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.record({ create: fc.option(fc.constantFrom('Ann', 'Dora', 'zed')), remove: fc.nat() }),
          { maxLength: 12 },
        ),
        async (initialNames, sort, limit, changes) => {
          const h = await clientsHarness();
          const initial: string[] = [];
          for (const [n, name] of initialNames.entries()) {
            const made = await createClient(h, { name, email: n % 2 ? `c${n}@x.io` : null });
            initial.push(made.id);
          }
          const removed = new Set<string>();
          const seen: string[] = [];
          let cursor: string | null = null;
          for (let step = 0; ; step += 1) {
            const query: string = `?sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
            const result: Page<Client> = page(client).parse(
              await (await h.call('GET', `/v1/clients${query}`)).json(),
            );
            seen.push(...result.items.map((item) => item.id));
            cursor = result.next_cursor;
            if (cursor === null) break;
            const change = changes[step];
            if (change?.create) await createClient(h, { name: change.create });
            const victim = change ? initial[change.remove % initial.length] : undefined;
            if (victim && !removed.has(victim)) {
              removed.add(victim);
              expect((await h.call('DELETE', `/v1/clients/${victim}`)).status).toBe(204);
            }
          }
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen).toEqual(expect.arrayContaining(initial.filter((id) => !removed.has(id))));
        },
      ),
      { numRuns: 15 },
    );
  });
});
