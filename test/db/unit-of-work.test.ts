// A unit of work reaches the database through its transaction only: a failure anywhere
// rolls back everything it wrote, nested units join it, and an operation after the
// transaction ended fails instead of running in a transaction of its own.
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../shared/db/unit-of-work';
import { testDb } from '../support/service-harness';

describe('inTransaction', () => {
  it('is atomic across nested units and native awaits', async () => {
    const db = testDb();
    const failed = inTransaction(db, 'rw', db.tables, async (unit) => {
      await unit.meta.put({ key: 'a', value: 1 });
      // Awaits that make no request, the pattern that loses Dexie's zone on long chains.
      for (let step = 0; step < 200; step += 1) await Promise.resolve(step);
      await (async () => unit.meta.get('a'))().catch(() => undefined);
      await inTransaction(unit, 'rw', unit.tables, (nested) =>
        nested.meta.put({ key: 'b', value: 2 }),
      );
      throw new Error('abort the unit');
    });
    await expect(failed).rejects.toThrow('abort the unit');
    expect(await db.meta.bulkGet(['a', 'b'])).toEqual([undefined, undefined]);
  });

  it('fails an operation made after its transaction ended, instead of running it alone', async () => {
    const db = testDb();
    let escaped: (() => Promise<unknown>) | undefined;
    await inTransaction(db, 'rw', db.tables, async (unit) => {
      escaped = () => unit.meta.put({ key: 'late', value: 1 });
    });
    await expect(escaped!()).rejects.toThrow();
    expect(await db.meta.get('late')).toBeUndefined();
  });
});
