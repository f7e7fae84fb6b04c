// Tells the page what each of this database's commits brought from the operators
// (shared/db/inbox-upkeep/arrivals.ts), as the Inbox shows it: the page decides whether to
// notify the broker. Only this worker's commits are seen: another tab's worker, which does
// not pull, tells its page nothing.
import type { CharterDb } from '../../db/database';
import { arrivalLogOf } from '../../db/inbox-upkeep/arrivals';
import { inTransaction } from '../../db/unit-of-work';
import type { InboxItem } from '../../rpc/local/inbox';
import { arrivalViews, VIEW_TABLES } from './inbox-views';

/** Subscribes `tell` to the arrivals of `db`; returns the unsubscribe. */
export function tellArrivals(
  db: CharterDb,
  tell: (arrivals: { items: InboxItem[] }) => void,
): () => void {
  return arrivalLogOf(db).subscribe((arrivals) => {
    inTransaction(db, 'r', VIEW_TABLES, (db) => arrivalViews(db, arrivals)).then(
      (items) => {
        if (items.length > 0) tell({ items });
      },
      // The database closed under the read (another workspace opened): nothing to tell.
      (error: unknown) => console.warn('Could not read what arrived', error),
    );
  });
}
