// The Inbox's /local/ handlers (docs/local-api.md): the operators' answers and messages across
// every trip, newest first, from the inbox's index (shared/db/inbox-upkeep/), and the read
// marks that clear them. A thread's mark covers all of it up to the mark's time: reading an
// item reads what came before it on the same thread. Nothing is pulled for them.
import { Dexie } from 'dexie';
import { z } from 'zod';
import { validationError } from '../../api/problem-error';
import type { CharterDb } from '../../db/database';
import { INBOX_TABLE, NEWEST_INDEX, UNREAD_INDEX } from '../../db/inbox-upkeep/items';
import type { InboxRow } from '../../db/rows';
import { inTransaction } from '../../db/unit-of-work';
import { cursorBinding, encodeCursor, positionOf } from '../../pagination/cursor';
import type { inboxQuery, InboxPage, InboxShow } from '../../rpc/local/inbox';
import type { ServiceDeps } from '../../service/deps';
import { VIEW_TABLES, inboxViews } from './inbox-views';
import type { LocalHandlers } from '../serving/local-routes';
import { afterScreenReads } from '../serving/screen-reads';

const position = z.tuple([z.string(), z.string()]);

function unreadCount(db: CharterDb): Promise<number> {
  return db.inbox
    .where(UNREAD_INDEX)
    .between([1, Dexie.minKey, Dexie.minKey], [1, Dexie.maxKey, Dexie.maxKey])
    .count();
}

/** The items before `after` (at, key), newest first. */
function itemsBefore(db: CharterDb, show: InboxShow, after: [string, string] | null) {
  if (show === 'all') {
    return after === null
      ? db.inbox.orderBy(NEWEST_INDEX).reverse()
      : db.inbox.where(NEWEST_INDEX).below(after).reverse();
  }
  const upper = after === null ? [1, Dexie.maxKey, Dexie.maxKey] : [1, ...after];
  return db.inbox
    .where(UNREAD_INDEX)
    .between([1, Dexie.minKey, Dexie.minKey], upper, true, false)
    .reverse();
}

async function inboxPage(db: CharterDb, query: z.output<typeof inboxQuery>): Promise<InboxPage> {
  const binding = cursorBinding('GET /local/inbox', { show: query.show });
  const after = query.cursor === undefined ? null : positionOf(query.cursor, binding, position);
  const rows = await itemsBefore(db, query.show, after)
    .limit(query.limit + 1)
    .toArray();
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    items: await inboxViews(db, shown),
    next_cursor:
      rows.length > query.limit && last ? encodeCursor(binding, [last.at, last.key]) : null,
    unread: await unreadCount(db),
  };
}

/** Moves each thread's mark up to the newest of `items` on it; a mark never moves back. */
async function readThrough(db: CharterDb, items: readonly InboxRow[]): Promise<void> {
  const newest = new Map<string, string>();
  for (const item of items) {
    const known = newest.get(item.rfq_id);
    if (known === undefined || item.at > known) newest.set(item.rfq_id, item.at);
  }
  const ids = [...newest.keys()];
  const marks = await db.thread_reads.bulkGet(ids);
  const moved = ids
    .map((rfq_id, at) => ({ rfq_id, read_through: newest.get(rfq_id)!, now: marks[at] }))
    .filter(({ read_through, now }) => now === undefined || now.read_through < read_through)
    .map(({ rfq_id, read_through }) => ({ rfq_id, read_through }));
  await db.thread_reads.bulkPut(moved);
}

export function inboxHandlers(deps: ServiceDeps) {
  const { db } = deps;
  const reading = [INBOX_TABLE, ...VIEW_TABLES];
  const marking = [INBOX_TABLE, 'thread_reads'];

  return {
    inbox: ({ query }) => inTransaction(db, 'r', reading, (db) => inboxPage(db, query)),

    async inboxCount() {
      await afterScreenReads(db);
      return { unread: await inTransaction(db, 'r', [INBOX_TABLE], unreadCount) };
    },

    async markInboxRead({ body }) {
      const unread = await inTransaction(db, 'rw', marking, async (db) => {
        const items = await db.inbox.bulkGet(body.keys);
        const missing = body.keys.flatMap((_, at) =>
          items[at] === undefined
            ? [{ field: `keys[${at}]`, code: 'not_found', message: 'Not an item of the inbox' }]
            : [],
        );
        if (missing.length > 0) throw validationError(missing);
        await readThrough(db, items as InboxRow[]);
        return unreadCount(db);
      });
      return { unread };
    },

    async markInboxAllRead() {
      const unread = await inTransaction(db, 'rw', marking, async (db) => {
        await readThrough(db, await itemsBefore(db, 'unread', null).toArray());
        return unreadCount(db);
      });
      return { unread };
    },
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
