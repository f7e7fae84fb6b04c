// What an entry's success does locally, in one transaction: the entry goes, the entries that
// waited for it go on, and the remote's answer lands as the entry's write says (writes/):
// it replaces the local record except the fields later unsynced changes hold; a record made
// offline takes its server id (the local id becomes an alias).
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import { inTransaction } from '../../db/unit-of-work';
import { parseUnknown } from '../../encoding/parse-unknown';
import { landing } from './land';
import { writeOf } from '../writes';

/**
 * Applies the remote's answer `data` (null for none), checked against the write's own answer
 * schema, which types it for the write (the engine's push has checked it against the
 * operation already, transport/response-data.ts; tests hand answers in as JSON).
 */
export async function acknowledge(db: CharterDb, entry: OutboxRow, data: unknown): Promise<void> {
  const write = writeOf(entry.operation_id);
  const answer = parseUnknown(write.answer, data, `${entry.operation_id} answer`);
  await inTransaction(db, 'rw', db.tables, async (db) => {
    // The outbox changes first: that is what lets the replica's guard accept the rest.
    await db.outbox.delete(entry.seq);
    await db.outbox.filter((other) => other.depends_on === entry.seq).modify({ depends_on: null });
    await write.acknowledge(db, entry, answer, landing);
  });
}
