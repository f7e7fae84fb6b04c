// The engine's own records in memory while its loop holds the lock (shared/sync/state-memory.ts):
// read from the database once, then from memory; always what the database holds (a write
// in a transaction only once it committed, none that failed); and what another tab wrote
// once this one no longer syncs.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CharterDb } from '../../shared/db/database';
import { inTransaction } from '../../shared/db/unit-of-work';
import { holdEngineState } from '../../shared/sync/state-memory';
import { deleteState, readState, STATE_KEYS, writeState } from '../../shared/sync/sync-state';
import { syncRig, type SyncRig } from './sync-rig';

const PLAN = 'pull_plan';
const record = z.object({ n: z.number() });

/** Two tabs' connections to one database. */
function twoTabs() {
  const backend = { indexedDB: new IDBFactory(), IDBKeyRange };
  return [new CharterDb('state-memory', { backend }), new CharterDb('state-memory', { backend })];
}

let rig: SyncRig | undefined;
let releases: (() => void)[] = [];
const hold = (db: CharterDb) => {
  const release = holdEngineState(db);
  releases.push(release);
  return release;
};
afterEach(async () => {
  for (const release of releases) release();
  releases = [];
  await rig?.close();
  rig = undefined;
});

describe("the engine's records in memory", () => {
  it('are read from the database once, then from memory, after every kind of write', async () => {
    const [db] = twoTabs();
    await writeState(db!, PLAN, { n: 1 });
    hold(db!);
    const gets = vi.spyOn(db!.sync_state, 'get');
    for (let read = 0; read < 3; read += 1) {
      expect(await readState(db!, PLAN, record)).toEqual({ n: 1 });
    }
    await writeState(db!, PLAN, { n: 2 });
    expect(await readState(db!, PLAN, record)).toEqual({ n: 2 });
    await inTransaction(db!, 'rw', [db!.sync_state], (unit) => writeState(unit, PLAN, { n: 3 }));
    expect(await readState(db!, PLAN, record)).toEqual({ n: 3 });
    await deleteState(db!, PLAN);
    expect(await readState(db!, PLAN, record)).toBeNull();
    expect(gets).toHaveBeenCalledTimes(1);
  });

  it("are a transaction's own write inside it, and the record before it if it fails", async () => {
    const [db] = twoTabs();
    hold(db!);
    await writeState(db!, PLAN, { n: 1 });
    const failed = inTransaction(db!, 'rw', [db!.sync_state], async (unit) => {
      await writeState(unit, PLAN, { n: 2 });
      expect(await readState(unit, PLAN, record)).toEqual({ n: 2 });
      throw new Error('the merge failed');
    });
    await expect(failed).rejects.toThrow('the merge failed');
    expect(await readState(db!, PLAN, record)).toEqual({ n: 1 });
  });

  it('keep no change the caller makes to an object after writing it', async () => {
    const [db] = twoTabs();
    hold(db!);
    const written = { n: 1 };
    await writeState(db!, PLAN, written);
    written.n = 99;
    expect(await readState(db!, PLAN, record)).toEqual({ n: 1 });
  });

  it("are another tab's once this tab's loop let go of the lock", async () => {
    const [here, there] = twoTabs();
    const release = hold(here!);
    expect(await readState(here!, PLAN, record)).toBeNull();
    release();
    await writeState(there!, PLAN, { n: 7 });
    expect(await readState(here!, PLAN, record)).toEqual({ n: 7 });
    hold(here!);
    expect(await readState(here!, PLAN, record)).toEqual({ n: 7 });
  });

  it('leave the records other tabs write in the database (the findings, the stamps)', async () => {
    const [here, there] = twoTabs();
    hold(here!);
    expect(await readState(here!, 'findings', record)).toBeNull();
    await writeState(there!, 'findings', { n: 1 });
    expect(await readState(here!, 'findings', record)).toEqual({ n: 1 });
  });
});

describe('the engine', () => {
  it('reads its budget from the database once while it syncs, and again once it stopped', async () => {
    rig = await syncRig();
    const { replica, engine } = rig;
    for (const name of ['Ana Lee', 'Bo Chen', 'Cy Diaz']) {
      const made = await replica.call('POST', '/v1/clients', {
        body: { name },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(made.status).toBe(201);
    }
    const budgetReads = vi.spyOn(replica.db.sync_state, 'get');
    const reads = () =>
      budgetReads.mock.calls.filter(([key]) => (key as unknown) === STATE_KEYS.budget).length;
    engine.start();
    await rig.runUntil(async () => (await replica.db.outbox.count()) === 0);
    // Each of the three sends read the budget before it went and after its answer.
    expect(reads()).toBe(1);
    await engine.stop();
    await readState(replica.db, STATE_KEYS.budget, z.unknown());
    expect(reads()).toBe(2);
  });
});
