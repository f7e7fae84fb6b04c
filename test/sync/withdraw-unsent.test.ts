// A withdrawal of an RFQ whose batch was never sent takes its operator out of the batch,
// with what was queued on the RFQ, and goes nowhere itself: the operator never hears of it.
// The RFQ stays here, withdrawn. A batch the remote may hold (in flight, or tried with no
// answer) cannot change: the withdrawal waits for it, as any entry on what another makes.
import { afterEach, describe, expect, it } from 'vitest';
import { makeProblem, rfqBatch } from '../../shared/api';
import type { OutboxRow } from '../../shared/db/rows';
import { heldHereOnly } from '../../shared/sync/local-only';
import { readFindings } from '../../shared/sync/pull/findings/findings-record';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { ALPHA_TRIP, batchBody } from '../remote-api/remote-harness';
import { batchRequest, seededHarness, sendBatch } from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';
import { syncRig, type SyncRig } from './sync-rig';

const outbox = (h: Harness): Promise<OutboxRow[]> => h.db.outbox.orderBy('seq').toArray();

const withdraw = async (h: Harness, rfqId: string) => {
  const response = await h.call('POST', `/v1/rfqs/${rfqId}/withdrawals`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.status).toBe(200);
};

/** A replica with one unsent batch to operators 0, 1 and 2. */
async function unsentBatch() {
  const h = await seededHarness({ replica: {} });
  const batch = await sendBatch(h, batchRequest([0, 1, 2]));
  const [entry] = await outbox(h);
  return { h, batch, entry: entry! };
}

describe('a withdrawal of an RFQ never sent', () => {
  it('takes its operator out of the batch, which keeps its key; the withdrawal goes nowhere', async () => {
    const { h, batch, entry } = await unsentBatch();
    const taken = batch.items[1]!;
    await withdraw(h, taken.id);

    const entries = await outbox(h);
    expect(entries.map((each) => each.operation_id)).toEqual(['createRfqBatch']);
    const [rest] = entries;
    // Never tried: the remote has never seen the key, so the changed body may keep it.
    expect(rest!.idempotency_key).toBe(entry.idempotency_key);
    expect(rest!.body).toEqual(batchRequest([0, 2]));
    expect(rest!.created_ids).toEqual([batch.items[0]!.id, batch.items[2]!.id]);
    // Here, it reads withdrawn, and it is held here only: nothing asks the remote for it.
    expect((await h.db.rfqs.get(taken.id))?.status).toBe('withdrawn');
    expect(await heldHereOnly(h.db, [taken.id])).toEqual(new Set([taken.id]));
  });

  it('drops the batch once none of its operators is left', async () => {
    const { h, batch } = await unsentBatch();
    for (const item of batch.items) await withdraw(h, item.id);
    expect(await outbox(h)).toEqual([]);
    const rows = await h.db.rfqs.bulkGet(batch.items.map((item) => item.id));
    expect(rows.map((row) => row?.status)).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
  });

  it('takes the messages queued on it too; those on the others still go', async () => {
    const { h, batch } = await unsentBatch();
    const [kept, taken] = batch.items;
    for (const rfq of [kept!, taken!]) {
      await h.call('POST', `/v1/rfqs/${rfq.id}/messages`, { body: { body: `To ${rfq.id}` } });
    }
    await withdraw(h, taken!.id);
    const entries = await outbox(h);
    expect(entries.map((each) => [each.operation_id, each.target_id])).toEqual([
      ['createRfqBatch', expect.any(String)],
      ['createRfqMessage', kept!.id],
    ]);
    expect(await h.db.messages.where('rfq_id').equals(taken!.id).count()).toBe(0);
    expect((await h.db.rfqs.get(taken!.id))?.message_count).toBe(0);
  });

  it('waits for a batch handed to the transport: the remote may hold it', async () => {
    const { h, batch, entry } = await unsentBatch();
    await h.db.outbox.update(entry.seq, { state: 'in_flight', attempts: 1 });
    await withdraw(h, batch.items[1]!.id);
    const entries = await outbox(h);
    expect(entries.map((each) => each.operation_id)).toEqual(['createRfqBatch', 'withdrawRfq']);
    expect(entries[0]!.body).toEqual(entry.body);
    expect(entries[1]!.depends_on).toBe(entry.seq);
    expect(await heldHereOnly(h.db, [batch.items[1]!.id])).toEqual(new Set([batch.items[1]!.id]));
  });

  it('waits for a batch tried with no answer, though it is pending again', async () => {
    const { h, batch, entry } = await unsentBatch();
    await h.db.outbox.update(entry.seq, { attempts: 1, reason: 'No answer from the remote' });
    await withdraw(h, batch.items[0]!.id);
    expect((await outbox(h)).map((each) => each.operation_id)).toEqual([
      'createRfqBatch',
      'withdrawRfq',
    ]);
  });

  describe('of a batch the remote refused as invalid', () => {
    /** The batch refused on operator 2 (as the remote names an id it does not know). */
    async function refusedOnLast() {
      const setup = await unsentBatch();
      const problem = makeProblem('validation_failed', {
        errors: [{ field: 'operators[2].operator_id', code: 'not_found', message: 'No operator' }],
      });
      await setup.h.db.outbox.update(setup.entry.seq, {
        state: 'parked',
        attempts: 1,
        reason: 'Refused',
        problem,
      });
      return setup;
    }

    it('taken out of a refused batch, the operator at fault: the rest goes, under a new key', async () => {
      const { h, batch, entry } = await refusedOnLast();
      await withdraw(h, batch.items[2]!.id);
      const [rest, ...others] = await outbox(h);
      expect(others).toEqual([]);
      expect(rest).toMatchObject({ state: 'pending', problem: null, reason: null, attempts: 0 });
      expect(rest!.idempotency_key).not.toBe(entry.idempotency_key);
      expect(rest!.body).toEqual(batchRequest([0, 1]));
    });

    it('taken out before the operator at fault: the refusal still names it, one place down', async () => {
      const { h, batch } = await refusedOnLast();
      await withdraw(h, batch.items[0]!.id);
      const [rest] = await outbox(h);
      expect(rest).toMatchObject({ state: 'parked', body: batchRequest([1, 2]) });
      expect(rest!.problem?.errors?.map((error) => error.field)).toEqual([
        'operators[1].operator_id',
      ]);
    });
  });
});

describe('against the reference remote', () => {
  let rig: SyncRig | undefined;
  afterEach(async () => {
    await rig?.close();
    rig = undefined;
  });

  it('the operator never receives it, and the trip read back finds nothing missing', async () => {
    const planner = createPullPlanner();
    rig = await syncRig({ planner });
    const { replica, engine } = rig;
    // Offline: the engine not started. Two operators asked, one taken back.
    const response = await replica.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      body: batchBody(2),
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const [kept, taken] = rfqBatch.parse(await response.json()).items;
    await withdraw(replica, taken!.id);

    engine.start();
    await rig.runUntil(async () => (await replica.db.outbox.count()) === 0);
    // The trip on screen: its RFQs read back from the remote.
    engine.ask({ kind: 'trip_rfqs', tripRequestId: ALPHA_TRIP });
    const tripRead = (entry: { method: string; path: string }) =>
      entry.method === 'GET' && entry.path === `/v1/trip-requests/${ALPHA_TRIP}/rfqs`;
    await rig.runUntil(async () => (await rig!.requests()).some(tripRead));

    const writes = (await rig.requests()).filter((entry) => entry.method !== 'GET');
    expect(writes.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      `POST /v1/trip-requests/${ALPHA_TRIP}/rfqs 201`,
    ]);
    const remote = await rig.remote.call('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`);
    const items = ((await remote.json()) as { items: { operator: { id: string } }[] }).items;
    expect(items.map((item) => item.operator.id)).toEqual([kept!.operator.id]);
    // Here: the one taken back stays withdrawn, no finding says the remote lost it.
    expect((await replica.db.rfqs.get(taken!.id))?.status).toBe('withdrawn');
    expect((await readFindings(replica.db)).items).toEqual([]);
    expect(await replica.db.rfqs.where('trip_request_id').equals(ALPHA_TRIP).count()).toBe(2);
  });
});
