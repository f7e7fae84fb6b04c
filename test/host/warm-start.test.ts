// The worker's warm start: before `init` comes it opens the database the stored settings name,
// and the workspace init opens takes it over only when it is the same one.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CharterDb } from '../../shared/db/database';
import { warmStart } from '../../shared/host/start/warm-start';
import type { WarmStart } from '../../shared/host/workspace/workspace';
import { hostFixture, type HostFixture } from './host-fixture';

let fixture: HostFixture | null = null;
afterEach(async () => {
  await fixture?.host.close();
  fixture = null;
});

/** A warm start whose take() reports the database it handed over, if any. */
function watched(warm: WarmStart) {
  const taken: (CharterDb | null)[] = [];
  return {
    taken,
    warm: { take: vi.fn(async (key) => (taken.push(await warm.take(key)), taken.at(-1)!)) },
  };
}

async function bookWithOneClient(): Promise<HostFixture> {
  const first = await hostFixture();
  await first.json('PUT', '/local/settings', { remote_url: 'http://127.0.0.1:9/' });
  await first.json('POST', '/v1/clients', { name: 'Ana Lee' });
  await first.host.close();
  return first;
}

describe('the warm start', () => {
  it('opens nothing on a first start: no settings are stored yet', async () => {
    const indexedDB = new IDBFactory();
    const { warm, taken } = watched(warmStart({ indexedDB, IDBKeyRange }));
    fixture = await hostFixture({ warm }, indexedDB);
    expect((await fixture.json<{ total: number }>('GET', '/v1/clients')).total).toBe(0);
    expect(taken).toEqual([null]);
  });

  it('hands the stored workspace its database, already open, with its clients', async () => {
    const { indexedDB } = await bookWithOneClient();
    const { warm, taken } = watched(warmStart({ indexedDB, IDBKeyRange }));
    fixture = await hostFixture({ warm }, indexedDB);
    const list = await fixture.json<{ total: number; items: { name: string }[] }>(
      'GET',
      '/v1/clients',
    );
    expect(list.items.map((client) => client.name)).toEqual(['Ana Lee']);
    expect(taken[0]?.name).toBe('charter-desk-remote:http://127.0.0.1:9');
    expect(taken[0]?.isOpen()).toBe(true);
  });

  it('closes what it warmed when init names another database (the desktop remote moved)', async () => {
    const { indexedDB } = await bookWithOneClient();
    const { warm, taken } = watched(warmStart({ indexedDB, IDBKeyRange }));
    fixture = await hostFixture(
      { warm, shell: 'desktop', remoteUrl: 'https://api.example.com/' },
      indexedDB,
    );
    expect((await fixture.json<{ total: number }>('GET', '/v1/clients')).total).toBe(0);
    expect(taken).toEqual([null]);
    expect(warm.take).toHaveBeenCalledWith(
      expect.objectContaining({ dbName: 'charter-desk-remote:https://api.example.com' }),
    );
  });
});
