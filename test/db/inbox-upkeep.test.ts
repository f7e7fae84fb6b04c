// The inbox's items, kept by the database itself: one per operator answer and operator
// message, unread after the thread's read mark; the same as made whole from the tables.
import { describe, expect, it } from 'vitest';
import type { CharterDb } from '../../shared/db/database';
import { rebuildInbox } from '../../shared/db/inbox-upkeep/rebuild';
import { answerKey, messageKey } from '../../shared/db/inbox-upkeep/items';
import {
  declineRfq,
  postOperatorMessage,
  quoteRfq,
} from '../../shared/service/rfqs/operator-actions';
import { batchRequest, newKey, seededHarness, sendBatch } from '../service/rfq-fixtures';

const items = async (db: CharterDb) =>
  (await db.inbox.toArray()).map(({ key, at, unread }) => ({ key, at, unread }));

/** The items as the upgrade would make them from the tables now. */
async function rebuilt(db: CharterDb) {
  await db.transaction('rw', db.tables, (tx) => rebuildInbox(tx));
  return items(db);
}

describe('the inbox items', () => {
  it('answers and operator messages, unread after their thread’s mark', async () => {
    const h = await seededHarness();
    const [a, b] = (await sendBatch(h, batchRequest([0, 1]))).items;
    const hello = await postOperatorMessage(h.deps, a!.id, { body: 'Available.' }); // 09:00
    h.clock.advance(60_000);
    await h.call('POST', `/v1/rfqs/${a!.id}/messages`, { body: { body: 'Thanks' } });
    h.clock.advance(60_000);
    const quoted = await quoteRfq(h.deps, b!.id, { amount_cents: 4_200_000 }); // 09:02
    h.clock.advance(60_000);
    const declined = await declineRfq(h.deps, a!.id, { note: 'No crew.' }); // 09:03

    expect(await items(h.db)).toEqual(
      expect.arrayContaining([
        { key: messageKey(hello.id), at: hello.at, unread: 1 },
        { key: answerKey(b!.id), at: quoted.responded_at, unread: 1 },
        { key: answerKey(a!.id), at: declined.responded_at, unread: 1 },
      ]),
    );
    expect(await h.db.inbox.count()).toBe(3);

    // A mark covers what the thread holds up to it: the message, not the later decline.
    await h.db.thread_reads.put({ rfq_id: a!.id, read_through: hello.at });
    expect((await h.db.inbox.get(messageKey(hello.id)))!.unread).toBe(0);
    expect((await h.db.inbox.get(answerKey(a!.id)))!.unread).toBe(1);
    await h.db.thread_reads.put({ rfq_id: a!.id, read_through: declined.responded_at! });
    expect((await h.db.inbox.get(answerKey(a!.id)))!.unread).toBe(0);
    expect(await items(h.db)).toEqual(await rebuilt(h.db));
  });

  it('a new quote is unread again; a withdrawal ends the answer’s item', async () => {
    const h = await seededHarness();
    const [rfq] = (await sendBatch(h, batchRequest([0]))).items;
    const first = await quoteRfq(h.deps, rfq!.id, { amount_cents: 100_000 });
    await h.db.thread_reads.put({ rfq_id: rfq!.id, read_through: first.responded_at! });
    expect(await h.db.inbox.get(answerKey(rfq!.id))).toMatchObject({ unread: 0 });

    h.clock.advance(60_000);
    const revised = await quoteRfq(h.deps, rfq!.id, { amount_cents: 90_000 });
    expect(await h.db.inbox.get(answerKey(rfq!.id))).toMatchObject({
      at: revised.responded_at,
      unread: 1,
    });

    const withdrawn = await h.call('POST', `/v1/rfqs/${rfq!.id}/withdrawals`, {
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(withdrawn.status).toBe(200);
    expect(await h.db.inbox.count()).toBe(0);
    expect(await items(h.db)).toEqual(await rebuilt(h.db));
  });

  it('an RFQ that goes takes its items along; a write that fails leaves them as they were', async () => {
    const h = await seededHarness();
    const [rfq] = (await sendBatch(h, batchRequest([0]))).items;
    await postOperatorMessage(h.deps, rfq!.id, { body: 'Available.' });
    await quoteRfq(h.deps, rfq!.id, { amount_cents: 100_000 });
    expect(await h.db.inbox.count()).toBe(2);

    await expect(
      h.db.transaction('rw', h.db.rfqs, async () => {
        await h.db.rfqs.delete(rfq!.id);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await h.db.inbox.count()).toBe(2);

    await h.db.rfqs.delete(rfq!.id);
    expect(await h.db.inbox.where('rfq_id').equals(rfq!.id).count()).toBe(0);
  });
});
