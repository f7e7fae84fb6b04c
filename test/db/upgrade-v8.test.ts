// A database made by schema version 7 has RFQs, messages and read marks but no inbox.
// Opening it at version 8 makes the inbox from them: an item per operator answer and
// operator message, unread after its thread's mark; the broker's own messages are none.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import type { MessageRow } from '../../shared/db/rows';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { id, storedRfq } from '../service/rfq-fixtures';
import { RELEASED } from './released-schemas';

const message = (n: number, rfqId: string, at: string, author: 'operator' | 'broker') =>
  ({ id: id(n), rfq_id: rfqId, at, author, author_name: author, body: `#${n}` }) as MessageRow;

describe('schema version 8', () => {
  it('makes the inbox from the RFQs, messages and marks a version-7 book holds', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    RELEASED.forEach((stores, index) => old.version(index + 1).stores(stores));
    old.version(7).stores({});
    const quoted = storedRfq({
      id: id(1),
      sent_at: '2026-11-20T09:00:00.000Z',
      status: 'quoted',
      responded_at: '2026-11-21T10:00:00.000Z',
      quote_amount_cents: 1_000_000,
    });
    const declined = storedRfq({
      id: id(2),
      sent_at: '2026-11-20T09:00:00.000Z',
      status: 'declined',
      responded_at: '2026-11-21T11:00:00.000Z',
    });
    // Withdrawn after a quote: its time dates the quote, the broker ended the thread.
    const withdrawn = storedRfq({
      id: id(3),
      sent_at: '2026-11-20T09:00:00.000Z',
      status: 'withdrawn',
      responded_at: '2026-11-21T09:00:00.000Z',
    });
    await old.table('rfqs').bulkPut([quoted, declined, withdrawn]);
    await old
      .table('messages')
      .bulkPut([
        message(10, id(1), '2026-11-21T08:00:00.000Z', 'operator'),
        message(11, id(1), '2026-11-21T08:30:00.000Z', 'broker'),
        message(12, id(2), '2026-11-21T12:00:00.000Z', 'operator'),
      ]);
    await old
      .table('thread_reads')
      .put({ rfq_id: id(1), read_through: '2026-11-21T08:00:00.000Z' });
    old.close();

    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.inbox.orderBy('[at+key]').reverse().toArray()).toEqual([
      { key: `message:${id(12)}`, rfq_id: id(2), at: '2026-11-21T12:00:00.000Z', unread: 1 },
      { key: `answer:${id(2)}`, rfq_id: id(2), at: '2026-11-21T11:00:00.000Z', unread: 1 },
      { key: `answer:${id(1)}`, rfq_id: id(1), at: '2026-11-21T10:00:00.000Z', unread: 1 },
      { key: `message:${id(10)}`, rfq_id: id(1), at: '2026-11-21T08:00:00.000Z', unread: 0 },
    ]);
    db.close();
  });
});
