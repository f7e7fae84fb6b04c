// A screen's read from storage goes before the navigation's counts asked with it
// (host/serving/screen-reads.ts): the count waits for the read under way, even one that began just
// after it was asked, as when the page sends what it asks at opening all at once.
import { describe, expect, it } from 'vitest';
import { afterScreenReads, screenRead } from '../../shared/host/serving/screen-reads';
import { createHarness } from '../support/service-harness';

/** A read under way until `finish` is called. */
function pendingRead() {
  let finish!: () => void;
  const read = new Promise<void>((resolve) => (finish = resolve));
  return { read, finish };
}

describe('screen reads before counts', () => {
  it('a count asked just before a screen read waits for it', async () => {
    const { db } = createHarness();
    const order: string[] = [];
    const counted = afterScreenReads(db).then(() => order.push('count'));
    const { read, finish } = pendingRead();
    const page = screenRead(db, read).then(() => order.push('page'));
    // Finished only after the count had its chance to go first.
    setTimeout(finish, 0);
    await Promise.all([counted, page]);
    expect(order).toEqual(['page', 'count']);
  });

  it('a count waits for every read under way, and only for those of its database', async () => {
    const { db } = createHarness();
    const other = createHarness({ name: 'another-book' }).db;
    const order: string[] = [];
    const counted = afterScreenReads(db).then(() => order.push('count'));
    const first = pendingRead();
    const second = pendingRead();
    void screenRead(db, first.read).then(() => order.push('first'));
    void screenRead(db, second.read).then(() => order.push('second'));
    // Never settles: a count of this database would wait forever for it.
    void screenRead(other, new Promise<void>(() => {}));
    setTimeout(() => {
      first.finish();
      setTimeout(second.finish, 0);
    }, 0);
    await counted;
    expect(order).toEqual(['first', 'second', 'count']);
  });

  it('a failed read does not hold the count', async () => {
    const { db } = createHarness();
    const failed = screenRead(db, Promise.reject(new Error('storage closed')));
    await expect(failed).rejects.toThrow('storage closed');
    await afterScreenReads(db);
  });
});
