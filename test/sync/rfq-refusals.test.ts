// Refusals of the RFQ writes against the reference remote over real HTTP. A batch refused
// on an operator the remote does not know names it, and goes to the others without it under
// a new key; its contacts are remembered here only once it landed. A withdrawal the remote
// refuses because the operator had declined meanwhile takes the remote's copy at once and
// leaves nothing for the broker; when that copy cannot be read, it parks as before.
import { afterEach, describe, expect, it } from 'vitest';
import { rfqBatch } from '../../shared/api';
import { outboxEntryView } from '../../shared/host/sync/outbox-view';
import { retryEntry, sendToOthers } from '../../shared/sync/outbox/actions';
import { ALPHA_TRIP, UNKNOWN_ID, batchBody } from '../remote-api/remote-harness';
import { syncRig, type SyncRig } from './sync-rig';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const outboxEmpty = async () => (await rig!.replica.db.outbox.count()) === 0;
const parked = async () =>
  (await rig!.replica.db.outbox.filter((entry) => entry.state === 'parked').count()) > 0;
const nowIso = () => new Date(rig!.time.now).toISOString();

const GHOST = { operator_id: UNKNOWN_ID, email: 'desk@ghost.example', name: 'Ghost Op' };

async function sendBatch(operators: unknown[]) {
  const response = await rig!.replica.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
    body: { operators },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.status).toBe(201);
  return rfqBatch.parse(await response.json());
}

async function contactEmails(): Promise<string[]> {
  return (await rig!.replica.db.operator_contacts.toArray()).map((contact) => contact.email);
}

async function remoteRfqs() {
  const response = await rig!.remote.call('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`);
  return ((await response.json()) as { items: { id: string; status: string }[] }).items;
}

describe('a batch refused on an operator the remote does not know', () => {
  it('names it, remembers no contact, and goes to the others under a new key', async () => {
    rig = await syncRig();
    const known = batchBody(2).operators;
    const batch = await sendBatch([...known, GHOST]);
    expect(await contactEmails()).not.toEqual(expect.arrayContaining([known[0]!.email]));

    rig.engine.start();
    await rig.runUntil(parked);
    const [entry] = await rig.replica.db.outbox.toArray();
    const view = await outboxEntryView(rig.replica.db, entry!);
    expect(view.refused).toEqual([
      {
        id: batch.items[2]!.id,
        name: 'Ghost Op',
        email: GHOST.email,
        message: 'No operator with this id',
      },
    ]);
    expect(view.can_send_others).toBe(true);
    expect(await contactEmails()).not.toContain(GHOST.email);

    const resent = await sendToOthers(rig.replica.db, entry!.id, nowIso(), 'others-key');
    expect(resent).toMatchObject({ state: 'pending', idempotency_key: 'others-key', attempts: 0 });
    expect(resent.created_ids).toEqual([batch.items[0]!.id, batch.items[1]!.id]);
    expect(await rig.replica.db.rfqs.get(batch.items[2]!.id)).toBeUndefined();
    rig.engine.poke();
    await rig.runUntil(outboxEmpty);

    expect(await remoteRfqs()).toHaveLength(2);
    const posts = (await rig.requests()).filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.status)).toEqual([422, 201]);
    const emails = await contactEmails();
    expect(emails).toEqual(expect.arrayContaining(known.map((each) => each.email)));
    expect(emails).not.toContain(GHOST.email);
    expect(await rig.replica.db.rfqs.where('trip_request_id').equals(ALPHA_TRIP).count()).toBe(2);
  });

  it('refused on every operator, it cannot go to the others: only a discard is left', async () => {
    rig = await syncRig();
    await sendBatch([GHOST]);
    rig.engine.start();
    await rig.runUntil(parked);
    const [entry] = await rig.replica.db.outbox.toArray();
    const view = await outboxEntryView(rig.replica.db, entry!);
    expect(view.refused.map((part) => part.name)).toEqual(['Ghost Op']);
    expect(view.can_send_others).toBe(false);
    await expect(sendToOthers(rig.replica.db, entry!.id, nowIso(), 'k')).rejects.toThrow(
      /refused some operators/,
    );
  });

  it('a message queued on the refused operator’s request goes with it', async () => {
    rig = await syncRig();
    const batch = await sendBatch([batchBody(1).operators[0], GHOST]);
    const ghostRfq = batch.items[1]!.id;
    await rig.replica.call('POST', `/v1/rfqs/${ghostRfq}/messages`, { body: { body: 'Hello?' } });
    rig.engine.start();
    await rig.runUntil(parked);
    const entry = await rig.replica.db.outbox
      .filter((each) => each.operation_id === 'createRfqBatch')
      .first();
    await sendToOthers(rig.replica.db, entry!.id, nowIso(), 'others-key');
    expect(await rig.replica.db.messages.where('rfq_id').equals(ghostRfq).count()).toBe(0);
    rig.engine.poke();
    await rig.runUntil(outboxEmpty);
    expect(await remoteRfqs()).toHaveLength(1);
  });
});

describe('a withdrawal of an RFQ the operator declined meanwhile', () => {
  async function declinedBeforeWithdrawal(meanwhile?: () => Promise<unknown>) {
    const batch = await sendBatch(batchBody(2).operators);
    rig!.engine.start();
    await rig!.runUntil(outboxEmpty);
    const [first] = await remoteRfqs();
    await rig!.remote.sim('POST', `/rfqs/${first!.id}/decline`, { note: 'No crew that week.' });
    await meanwhile?.();
    const withdrawn = await rig!.replica.call('POST', `/v1/rfqs/${first!.id}/withdrawals`, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(withdrawn.status).toBe(200);
    expect((await rig!.replica.db.rfqs.get(first!.id))?.status).toBe('withdrawn');
    return { batch, rfqId: first!.id };
  }

  it('takes the remote’s copy at once and leaves nothing for the broker', async () => {
    rig = await syncRig();
    const { rfqId } = await declinedBeforeWithdrawal();
    await rig.runUntil(outboxEmpty);
    const row = await rig.replica.db.rfqs.get(rfqId);
    expect(row).toMatchObject({ status: 'declined', response_note: 'No crew that week.' });
    const log = (await rig.requests()).slice(-2);
    expect(log.map((request) => [request.method, request.status])).toEqual([
      ['POST', 409],
      ['GET', 200],
    ]);
    expect(log[1]!.path).toBe(`/v1/trip-requests/${ALPHA_TRIP}/rfqs`);
  });

  it('parks as refused when the copy cannot be read; a retry then settles it', async () => {
    rig = await syncRig();
    const { rfqId } = await declinedBeforeWithdrawal(() =>
      rig!.remote.sim('PUT', '/faults', { error_rate: 1, methods: ['GET'] }),
    );
    await rig.runUntil(parked);
    const [entry] = await rig.replica.db.outbox.toArray();
    expect(entry).toMatchObject({ operation_id: 'withdrawRfq', state: 'parked' });
    expect(entry!.problem?.type).toBe('conflict');
    expect((await rig.replica.db.rfqs.get(rfqId))?.status).toBe('withdrawn');

    await rig.remote.sim('PUT', '/faults', {});
    await retryEntry(rig.replica.db, entry!.id, nowIso());
    rig.engine.poke();
    await rig.runUntil(outboxEmpty);
    expect((await rig.replica.db.rfqs.get(rfqId))?.status).toBe('declined');
  });
});
