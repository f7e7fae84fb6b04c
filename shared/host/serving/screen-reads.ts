// Reads a screen waits on to draw its rows (a page of the Trips list read from storage) go
// before the counts the navigation shows (the Inbox's unread count), asked in the same
// moment as the app opens. IndexedDB serves a database's requests one at a time, and the
// count, a walk over every unread item's index entry (about 95 ms at 5,000 trips on a
// loaded machine), held the first page's reads behind it.
import type { CharterDb } from '../../db/database';
import { pause } from '../../encoding/clock';

const underWay = new WeakMap<CharterDb, Set<Promise<unknown>>>();

/** `read`, known as under way for `db` until it settles. */
export function screenRead<T>(db: CharterDb, read: Promise<T>): Promise<T> {
  const reads = underWay.get(db) ?? new Set();
  underWay.set(db, reads);
  reads.add(read);
  const done = () => reads.delete(read);
  read.then(done, done);
  return read;
}

/**
 * Resolves once no screen read of `db` is under way. It first lets the requests that came
 * with the caller's begin: the page sends what it asks at opening all at once.
 */
export async function afterScreenReads(db: CharterDb): Promise<void> {
  await pause(0);
  for (let reads = underWay.get(db); reads?.size; reads = underWay.get(db)) {
    await Promise.allSettled(reads);
  }
}
