// Times and names after sync: consent recorded offline at 8:12 and sent at 8:18 still reads
// 8:12, by the broker (the app's "You"; the harness names its broker), after the remote's
// copy (stamped 8:18 by its API user) lands and after it is read back; a colleague's later
// consent shows theirs. The broker's own messages keep the broker's name; a broker message
// written elsewhere shows the name the remote gives.
import { afterEach, describe, expect, it } from 'vitest';
import { clientDetail, page, rfqBatch, rfqMessage, type ClientDetail } from '../../shared/api';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { ALPHA_TRIP, KEYS, batchBody } from '../remote-api/remote-harness';
import { syncRig, type SyncRig } from './sync-rig';

const AT = (time: string) => `2026-04-01T${time}:00.000Z`;
const API_USER = 'Alpha Charter API';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

async function startRig() {
  rig = await syncRig({ planner: createPullPlanner(), start: AT('08:12') });
  return { ...rig, broker: rig.replica.deps.currentUser.display_name };
}

/** Lets the engine run until the remote has answered a GET of `path` after this call. */
async function readBack(path: string): Promise<void> {
  const before = (await rig!.requests()).length;
  await rig!.runUntil(async () =>
    (await rig!.requests())
      .slice(before)
      .some((entry) => entry.method === 'GET' && entry.path === path && entry.status === 200),
  );
}

describe('consent recorded offline', () => {
  async function shown(id: string): Promise<ClientDetail> {
    return clientDetail.parse(await (await rig!.replica.call('GET', `/v1/clients/${id}`)).json());
  }

  it('keeps the moment and the person the broker recorded it as, until another act', async () => {
    const { replica, remote, engine, time, broker } = await startRig();
    const target = (await replica.db.clients.toArray()).find((row) => !row.email_consent)!;
    // 8:12, offline (the engine not started): the broker records email consent.
    await replica.call('PATCH', `/v1/clients/${target.id}`, { body: { email_consent: true } });
    // 8:18: online, it goes.
    await time.advanceTo(Date.parse(AT('08:18')));
    engine.start();
    await rig!.runUntil(async () => (await replica.db.outbox.count()) === 0);

    const onRemote = clientDetail.parse(
      await (await remote.call('GET', `/v1/clients/${target.id}`)).json(),
    );
    expect(onRemote.consent_updated_at).toBe(AT('08:18'));
    expect(onRemote.consent_recorded_by?.display_name).toBe(API_USER);
    const afterSync = await shown(target.id);
    expect(afterSync.email_consent).toBe(true);
    expect(afterSync.consent_updated_at).toBe(AT('08:12'));
    expect(afterSync.consent_recorded_by?.display_name).toBe(broker);

    // Read back from the remote: still the broker's moment.
    engine.ask({ kind: 'client', id: target.id });
    await readBack(`/v1/clients/${target.id}`);
    expect((await shown(target.id)).consent_updated_at).toBe(AT('08:12'));

    // 9:00: a colleague records SMS consent: theirs is the latest act.
    await time.advanceTo(Date.parse(AT('09:00')));
    await remote.call('PATCH', `/v1/clients/${target.id}`, {
      key: KEYS.alphaWrite2,
      body: { sms_consent: !target.sms_consent },
    });
    engine.ask({ kind: 'client', id: target.id });
    await readBack(`/v1/clients/${target.id}`);
    const later = await shown(target.id);
    expect(later.consent_updated_at).toBe(AT('09:00'));
    expect(later.consent_recorded_by?.display_name).toBe(API_USER);
  });
});

describe("the broker's own messages", () => {
  it('keep their name after sync and after the thread is read back; one written elsewhere is named', async () => {
    const { replica, remote, engine, broker } = await startRig();
    expect(broker).not.toBe(API_USER);
    const response = await replica.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      body: batchBody(1),
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const [asked] = rfqBatch.parse(await response.json()).items;
    await replica.call('POST', `/v1/rfqs/${asked!.id}/messages`, {
      body: { body: 'Can you do 7am?' },
    });
    engine.start();
    await rig!.runUntil(async () => (await replica.db.outbox.count()) === 0);
    const rfqId = (await replica.db.rfqs.toArray())[0]!.id;
    const thread = async () =>
      page(rfqMessage).parse(await (await replica.call('GET', `/v1/rfqs/${rfqId}/messages`)).json())
        .items;

    const onRemote = page(rfqMessage).parse(
      await (await remote.call('GET', `/v1/rfqs/${rfqId}/messages`)).json(),
    ).items;
    expect(onRemote.map((m) => [m.author, m.author_name])).toEqual([['broker', API_USER]]);
    expect((await thread()).map((m) => [m.body, m.author_name])).toEqual([
      ['Can you do 7am?', broker],
    ]);

    // 8:20: a colleague writes on the same RFQ with another key; the thread is read back.
    await rig!.time.advanceTo(Date.parse(AT('08:20')));
    await remote.call('POST', `/v1/rfqs/${rfqId}/messages`, {
      key: KEYS.alphaWrite2,
      body: { body: 'Tail number is N123AB' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    engine.ask({ kind: 'thread', rfqId });
    await readBack(`/v1/rfqs/${rfqId}/messages`);
    expect((await thread()).map((m) => [m.body, m.author_name])).toEqual([
      ['Can you do 7am?', broker],
      ['Tail number is N123AB', API_USER],
    ]);
  });
});
