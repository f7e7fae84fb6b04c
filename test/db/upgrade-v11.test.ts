// A database made by schema version 10 that had found RFQs missing on the remote opens at
// version 11 with those RFQs as history: kept, and gone from the Inbox (their answers and
// messages are not news). An RFQ made history later leaves the Inbox the same way, and comes
// back to it when the remote holds it again.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import type { MessageRow } from '../../shared/db/rows';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { id, storedRfq } from '../service/rfq-fixtures';
import { declareReleased } from './released-schemas';

const at = '2026-11-21T10:00:00.000Z';
const quoted = (n: number) =>
  storedRfq({
    id: id(n),
    sent_at: '2026-11-20T09:00:00.000Z',
    status: 'quoted',
    responded_at: at,
    quote_amount_cents: 1_000_000 + n,
  });
const message = (n: number, rfqId: string) =>
  ({
    id: id(n),
    rfq_id: rfqId,
    at,
    author: 'operator',
    author_name: 'Ops',
    body: `#${n}`,
  }) as MessageRow;

const inboxRfqs = async (db: CharterDb) =>
  [...new Set((await db.inbox.toArray()).map((item) => item.rfq_id))].sort();

describe('schema version 11', () => {
  it('makes the RFQs a version-10 book found missing history, out of the Inbox', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    declareReleased(old, 10);
    await old.table('rfqs').bulkPut([quoted(1), quoted(2)]);
    await old.table('inbox').bulkPut([
      { key: `answer:${id(1)}`, rfq_id: id(1), at, unread: 1 },
      { key: `answer:${id(2)}`, rfq_id: id(2), at, unread: 1 },
    ]);
    const finding = (n: number, problem: string) => ({
      kind: 'rfq',
      id: id(n),
      problem,
      own: true,
      kept: false,
      found_at: '2026-11-22T08:00:00.000Z',
      fields: [],
      server: null,
    });
    await old.table('sync_state').put({
      key: 'findings',
      value: { items: [finding(1, 'missing')], remote: null, replaced: { walk: 0, count: 0 } },
    });
    old.close();

    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.rfq_history.toArray()).toEqual([
      {
        rfq_id: id(1),
        trip_request_id: quoted(1).trip_request_id,
        because: 'missing',
        since: '2026-11-22T08:00:00.000Z',
        sent_again_as: null,
      },
    ]);
    expect(await inboxRfqs(db)).toEqual([id(2)]);
    db.close();
  });

  it('keeps the Inbox without history, and gives an RFQ its items back when history no more', async () => {
    const db = new CharterDb('broker', { backend: { indexedDB: new IDBFactory(), IDBKeyRange } });
    await db.rfqs.bulkPut([quoted(1), quoted(2)]);
    await db.messages.put(message(10, id(1)));
    expect(await inboxRfqs(db)).toEqual([id(1), id(2)]);

    const history = {
      rfq_id: id(1),
      trip_request_id: quoted(1).trip_request_id,
      because: 'missing' as const,
      since: at,
      sent_again_as: null,
    };
    await db.rfq_history.put(history);
    expect(await inboxRfqs(db)).toEqual([id(2)]);
    // A message written on history is no news either.
    await db.messages.put(message(11, id(1)));
    expect(await inboxRfqs(db)).toEqual([id(2)]);

    await db.rfq_history.delete(id(1));
    expect(
      (await db.inbox.where('rfq_id').equals(id(1)).toArray()).map((i) => i.key).sort(),
    ).toEqual([`answer:${id(1)}`, `message:${id(10)}`, `message:${id(11)}`].sort());
    db.close();
  });
});
