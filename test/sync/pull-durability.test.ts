// Which transactions commit relaxed (shared/db/durability.ts), as IndexedDB was asked to
// open them: a pull's merges, whose progress commits with them or after them in a strict
// transaction; never a write of the outbox, the broker's writes or their acknowledgements.
import { IDBDatabase, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { CLIENTS_WALK } from '../../shared/sync/sync-state';
import { batchRequest, id, newKey, sendBatch } from '../service/rfq-fixtures';
import { emptyReplica, remoteWith, tripOf } from './pull-fixtures';

afterEach(() => vi.restoreAllMocks());

interface Opened {
  durability: string;
  /** Stores written, and the sync_state keys. */
  stores: Set<string>;
  states: Set<string>;
}

/** Every read-write transaction opened from now on, with what it wrote. */
function readWriteTransactions(): Map<IDBTransaction, Opened> {
  const opened = new Map<IDBTransaction, Opened>();
  const open = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    stores,
    mode,
    options,
  ) {
    const transaction = open.call(this, stores, mode, options);
    if (mode === 'readwrite') {
      const durability = options?.durability ?? 'default';
      opened.set(transaction, { durability, stores: new Set(), states: new Set() });
    }
    return transaction;
  });
  for (const method of ['put', 'add', 'delete'] as const) {
    const write = IDBObjectStore.prototype[method] as (...args: unknown[]) => IDBRequest;
    vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (
      this: IDBObjectStore,
      ...args: unknown[]
    ) {
      const entry = opened.get(this.transaction);
      entry?.stores.add(this.name);
      if (this.name === 'sync_state' && method === 'put') {
        entry?.states.add((args[0] as { key: string }).key);
      }
      return write.apply(this, args);
    });
  }
  return opened;
}

const wrote = (store: string) => (opened: Opened) => opened.stores.has(store);

describe('durability per transaction', () => {
  it('pulled data commits relaxed; the outbox, the broker and the walk record stay strict', async () => {
    const trip = id(300);
    const remote = await remoteWith(150, [tripOf(0, trip, '2026-11-20T00:00:00.000Z')]);
    await sendBatch(remote.server, batchRequest([0]), trip);
    const replica = emptyReplica();
    const planner = createPullPlanner();
    const opened = readWriteTransactions();

    // A broker's write before the first connection, sent and acknowledged after it.
    await replica.call('POST', '/v1/clients', {
      body: { name: 'Aaron Local' },
      headers: { 'Idempotency-Key': newKey() },
    });
    await remote.pullAll(replica, planner);
    await remote.drain(replica);
    expect(await replica.db.clients.count()).toBe(151);

    const transactions = [...opened.values()];
    const relaxed = transactions.filter((opened) => opened.durability === 'relaxed');
    const strict = transactions.filter((opened) => opened.durability === 'strict');
    expect(strict.length + relaxed.length).toBe(transactions.length);
    // The walk's chunks, a client's detail and the RFQs of its trip request.
    for (const store of ['clients', 'trip_requests', 'rfqs']) {
      expect(relaxed.some(wrote(store))).toBe(true);
    }
    // Each a pull's: it records what it applied from the remote.
    for (const opened of relaxed) expect(opened.states).toContain('last_applied');
    expect(relaxed.some(wrote('outbox'))).toBe(false);
    // The broker's create, its acknowledgement, and the record of every walk page.
    expect(strict.filter(wrote('outbox')).length).toBeGreaterThanOrEqual(2);
    expect(relaxed.some((opened) => opened.states.has(CLIENTS_WALK))).toBe(false);
    expect(strict.some((opened) => opened.states.has(CLIENTS_WALK))).toBe(true);
  });
});
