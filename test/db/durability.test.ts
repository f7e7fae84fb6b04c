// The broker's writes ask IndexedDB for strict durability: Chromium's default ("relaxed",
// since 121) may lose a write that was already answered 201 on a power cut. Only pulled
// data commits relaxed (test/sync/pull-durability.test.ts).
import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from '../support/service-harness';

afterEach(() => vi.restoreAllMocks());

describe('durability', () => {
  it('creates, updates and deletes commit in strict read-write transactions', async () => {
    const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const { call } = createHarness();
    const created = await call('POST', '/v1/clients', {
      body: { name: 'Ana Lee' },
      headers: { 'Idempotency-Key': 'k1' },
    });
    const { id } = (await created.json()) as { id: string };
    await call('PATCH', `/v1/clients/${id}`, { body: { company: 'Lee Air' } });
    await call('DELETE', `/v1/clients/${id}`);

    const writes = opened.mock.calls.filter(([, mode]) => mode === 'readwrite');
    expect(writes.length).toBeGreaterThanOrEqual(3);
    for (const [, , options] of writes) expect(options).toMatchObject({ durability: 'strict' });
  });
});
