// An RFQ's thread as this computer holds it: its last stored message, how many operator
// messages came after the broker's read mark, and the newest event a mark may reach. A pulled
// RFQ may tell of a message its thread does not hold yet: it counts as one unread until the
// thread is pulled. The trip screen reads threads this way, and the Trips list counts its
// unread the same way (../trip-list/read-trips.ts).
import { Dexie } from 'dexie';
import type { CharterDb } from '../../db/database';
import type { RfqRow } from '../../db/rows';
import { answerAt } from '../../rules/rfq-states';

/** Operator messages after `mark` (all when there is none): what the broker has not seen. */
function countUnread(db: CharterDb, rfqId: string, mark: string | null): Promise<number> {
  return db.messages
    .where('[rfq_id+at+id]')
    .between([rfqId, mark ?? Dexie.minKey, Dexie.maxKey], [rfqId, Dexie.maxKey, Dexie.maxKey])
    .filter((message) => message.author === 'operator')
    .count();
}

function lastStoredMessage(db: CharterDb, rfqId: string) {
  return db.messages
    .where('[rfq_id+at+id]')
    .between([rfqId, Dexie.minKey, Dexie.minKey], [rfqId, Dexie.maxKey, Dexie.maxKey])
    .last();
}

/**
 * The time of the thread's newest event this computer knows of: a message, stored or told
 * of, or the operator's answer (a quote or decline is read with the thread, docs/decisions.md).
 */
export async function newestEventAt(db: CharterDb, rfqId: string): Promise<string | null> {
  const last = await lastStoredMessage(db, rfqId);
  const rfq = await db.rfqs.get(rfqId);
  const told = rfq?.last_message_at ?? null;
  const answered = rfq ? answerAt(rfq) : null;
  const times = [last?.at, told, answered].filter((at) => at != null).map((at) => Date.parse(at));
  return times.length === 0 ? null : new Date(Math.max(...times)).toISOString();
}

/**
 * Whether a pulled RFQ tells of a later message than its thread holds (`lastStoredAt`), an
 * operator's the broker has not seen: it counts as one unread until the thread is pulled.
 */
export function toldUnseen(
  rfq: Pick<RfqRow, 'last_message_at' | 'last_message_author'>,
  lastStoredAt: string | null,
  mark: string | null,
): boolean {
  const told = rfq.last_message_at;
  const later = told !== null && (lastStoredAt === null || told > lastStoredAt);
  return later && rfq.last_message_author === 'operator' && (mark === null || told > mark);
}

/** A thread's last stored message, unless a pulled RFQ tells of a later one, and its unread. */
export async function threadState(db: CharterDb, rfq: RfqRow, mark: string | null) {
  const last = await lastStoredMessage(db, rfq.id);
  const later = rfq.last_message_at !== null && (!last || rfq.last_message_at > last.at);
  const unseen = toldUnseen(rfq, last?.at ?? null, mark);
  return {
    last: last && !later ? last : null,
    unread: Math.max(await countUnread(db, rfq.id, mark), unseen ? 1 : 0),
  };
}
