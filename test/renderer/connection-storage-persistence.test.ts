// Browser mode asks the browser to keep its storage at the broker's first write, once, and
// knows from the start whether it does; reads and refused writes ask nothing.
import { describe, expect, it, vi } from 'vitest';
import {
  askingAtFirstWrite,
  watchStoragePersistence,
  type StorageManagerLike,
} from '../../renderer/connection/storage-persistence';
import type { WorkerClient, WorkerResponse } from '../../shared/rpc/client';

function standInStorage(persisted: boolean, grants: boolean) {
  const storage = {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => grants),
  } satisfies StorageManagerLike;
  return storage;
}

function clientAnswering(status: number): WorkerClient {
  return {
    request: async (): Promise<WorkerResponse> => ({ status, headers: {}, body: null }),
    on: () => () => undefined,
    close: () => undefined,
  };
}

/** Until the persistence's listeners are told something. */
const told = (persistence: ReturnType<typeof watchStoragePersistence>) =>
  new Promise<void>((resolve) => persistence.subscribe(resolve));

describe('storage persistence', () => {
  it('is read at start: evictable until the browser grants it', async () => {
    const storage = standInStorage(false, true);
    const persistence = watchStoragePersistence(storage);
    expect(persistence.current()).toBeNull();
    await told(persistence);
    expect(persistence.current()).toBe('evictable');
  });

  it('is asked for at the first write answered with success, and only then', async () => {
    const storage = standInStorage(false, true);
    const persistence = watchStoragePersistence(storage);
    await told(persistence);
    const client = askingAtFirstWrite(clientAnswering(200), persistence);
    await client.request('GET', '/v1/clients');
    await client.request('POST', '/local/sync/run');
    expect(storage.persist).not.toHaveBeenCalled();

    const granted = told(persistence);
    await client.request('POST', '/v1/clients', { body: { name: 'Ada' } });
    await granted;
    expect(persistence.current()).toBe('persistent');
    await client.request('PATCH', '/v1/clients/c1', { body: { company: 'Lee Air' } });
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('a refused write asks nothing; the settings (the key) count as a write', async () => {
    const storage = standInStorage(false, false);
    const persistence = watchStoragePersistence(storage);
    await told(persistence);
    await askingAtFirstWrite(clientAnswering(422), persistence).request('POST', '/v1/clients');
    expect(storage.persist).not.toHaveBeenCalled();
    const refused = told(persistence);
    await askingAtFirstWrite(clientAnswering(200), persistence).request('PUT', '/local/settings');
    await refused;
    expect(storage.persist).toHaveBeenCalledTimes(1);
    // The browser said no: it stays evictable, and is not asked again this page.
    expect(persistence.current()).toBe('evictable');
  });

  it('asks nothing where it does not apply (the desktop app)', () => {
    const persistence = watchStoragePersistence(null);
    persistence.ask();
    expect(persistence.current()).toBeNull();
  });
});
