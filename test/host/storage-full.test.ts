// A full disk: IndexedDB refuses a write with QuotaExceededError. The worker answers 507
// `storage_full` in words, and the write's transaction keeps nothing of it: neither the
// record, nor its outbox entry, nor its idempotency record.
import { Dexie } from 'dexie';
import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem } from '../../shared/api';
import { isStorageFull } from '../../shared/db/storage-full';
import { hostFixture, type HostFixture } from './host-fixture';

let fixture: HostFixture | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await fixture?.host.close();
  fixture = undefined;
});

/**
 * From now on, a put into `store` fails as a full disk makes IndexedDB fail it. The
 * idempotency record is the last thing a write puts: the record and its outbox entry are
 * already in the transaction when it fails.
 */
function diskFullAt(store: string) {
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['put']>
  ) {
    if (this.name === store) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return put.apply(this, args);
  });
}

describe('a write on a full disk', () => {
  it('answers 507 storage_full in words; the record and its outbox entry are both absent', async () => {
    fixture = await hostFixture({ online: false });
    await fixture.json('PUT', '/local/settings', {
      remote_url: 'http://127.0.0.1:9/',
      api_key: 'ck_full_disk',
    });
    diskFullAt('idempotency');

    const refused = await fixture.send('POST', '/v1/clients', { name: 'Ada Full' });
    expect(refused.status).toBe(507);
    expect(problem.parse(await refused.json())).toMatchObject({
      type: 'storage_full',
      title: 'Storage is full',
      detail: expect.stringMatching(/Nothing was saved: free some disk space, then save again/),
    });

    vi.restoreAllMocks();
    const clients = await fixture.json<{ items: unknown[] }>('GET', '/v1/clients');
    expect(clients.items).toEqual([]);
    const outbox = await fixture.json<{ items: unknown[] }>('GET', '/local/outbox');
    expect(outbox.items).toEqual([]);
    // Room again: the same write now saves, with its outbox entry.
    await fixture.json('POST', '/v1/clients', { name: 'Ada Full' });
    expect((await fixture.json<{ items: unknown[] }>('GET', '/local/outbox')).items).toHaveLength(
      1,
    );
  });

  it('an edit keeps the record as it was', async () => {
    fixture = await hostFixture();
    const { id } = await fixture.json<{ id: string }>('POST', '/v1/clients', { name: 'Ana Lee' });
    diskFullAt('clients');
    const refused = await fixture.send('PATCH', `/v1/clients/${id}`, { company: 'Lee Air' });
    expect(refused.status).toBe(507);
    vi.restoreAllMocks();
    expect(await fixture.json('GET', `/v1/clients/${id}`)).toMatchObject({
      name: 'Ana Lee',
      company: null,
    });
  });
});

describe('a full disk is told apart', () => {
  it('as the failed request’s error, or inside the abort of its transaction', () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(isStorageFull(quota)).toBe(true);
    // Chromium finds the disk full at commit: the transaction aborts with it as its error.
    expect(isStorageFull(new Dexie.AbortError('Transaction aborted', quota))).toBe(true);
    expect(isStorageFull(new Dexie.QuotaExceededError('Dexie’s own name for it'))).toBe(true);
    expect(isStorageFull(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isStorageFull(new Error('disk', { cause: new Error('other') }))).toBe(false);
  });
});
