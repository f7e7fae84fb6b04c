// The engine against the reference remote over real HTTP: every local write reaches it
// exactly once, across lost answers, limits and faults.
import { afterEach, describe, expect, it } from 'vitest';
import { client, clientDetail, rfqBatch } from '../../shared/api';
import { ALPHA_TRIP, NEXT_MINUTE, PERIOD_END, batchBody } from '../remote-api/remote-harness';
import { syncRig, type SyncRig } from './sync-rig';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const outboxEmpty = async () => (await rig!.replica.db.outbox.count()) === 0;

async function createClient(name: string) {
  const response = await rig!.replica.call('POST', '/v1/clients', {
    body: { name },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return client.parse(await response.json());
}

describe('the engine', () => {
  it('sends a client made offline once; the local id becomes an alias of the server id', async () => {
    rig = await syncRig();
    const local = await createClient('Ana Lee');
    rig.engine.start();
    await rig.runUntil(outboxEmpty);
    const onRemote = await rig.remote.call('GET', '/v1/clients?q=Ana%20Lee');
    const found = (await onRemote.json()) as { items: { id: string }[] };
    expect(found.items).toHaveLength(1);
    const byLocalId = clientDetail.parse(
      await (await rig.replica.call('GET', `/v1/clients/${local.id}`)).json(),
    );
    expect(byLocalId.id).toBe(found.items[0]!.id);
  });
});

describe('the engine under faults and limits', () => {
  it('an answer lost after the remote committed: the retry replays it, nothing is duplicated', async () => {
    rig = await syncRig();
    await rig.remote.sim('PUT', '/faults', { drop_after_commit_rate: 1, methods: ['POST'] });
    await createClient('Ana Lee');
    rig.engine.start();
    await rig.runUntil(async () => (await rig!.requests()).length >= 1);
    await rig.remote.sim('PUT', '/faults', {});
    await rig.runUntil(outboxEmpty);
    const log = await rig.requests();
    expect(log.map((entry) => [entry.method, entry.path, entry.fault])).toEqual([
      ['POST', '/v1/clients', 'drop_after_commit'],
      ['POST', '/v1/clients', null],
    ]);
    const found = (await (await rig.remote.call('GET', '/v1/clients?q=Ana%20Lee')).json()) as {
      total: number;
    };
    expect(found.total).toBe(1);
  });

  it('the allowance runs out mid-drain: metered writes wait for the period, messages go on', async () => {
    // 90 s before the billing period ends (harness START), 12 metered requests left.
    rig = await syncRig({ plan: { monthly_quota: 12, requests_per_minute: 1_000 } });
    const batch = await rig.replica.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      body: batchBody(1),
      headers: { 'Idempotency-Key': 'batch' },
    });
    const rfqId = rfqBatch.parse(await batch.json()).items[0]!.id;
    for (let n = 0; n < 20; n += 1) await createClient(`Client ${n}`);
    for (let n = 0; n < 5; n += 1) {
      await rig.replica.call('POST', `/v1/rfqs/${rfqId}/messages`, { body: { body: `Note ${n}` } });
    }
    rig.engine.start();
    await rig.runUntil(outboxEmpty);

    const log = await rig.requests();
    // No request certain to be refused was sent: not one 429.
    expect(log.filter((entry) => entry.status === 429)).toEqual([]);
    const periodEnd = new Date(PERIOD_END).toISOString();
    const creates = log.filter((entry) => entry.path === '/v1/clients');
    expect(creates.filter((entry) => entry.at < periodEnd)).toHaveLength(11);
    expect(creates.filter((entry) => entry.at >= periodEnd)).toHaveLength(9);
    // The messages did not wait for the allowance.
    const messages = log.filter((entry) => entry.path.endsWith('/messages'));
    expect(messages).toHaveLength(5);
    expect(messages.every((entry) => entry.at < periodEnd)).toBe(true);
  });

  it('a rate of R a minute: 5×R writes take about five minutes and meet no 429', async () => {
    const rate = 10;
    rig = await syncRig({ plan: { monthly_quota: 10_000, requests_per_minute: rate } });
    for (let n = 0; n < 5 * rate; n += 1) await createClient(`Client ${n}`);
    // From the start of a minute: five windows of R requests each.
    await rig.time.advanceTo(NEXT_MINUTE);
    rig.engine.start();
    const started = rig.time.now;
    await rig.runUntil(outboxEmpty);
    const log = await rig.requests();
    expect(log).toHaveLength(5 * rate);
    expect(log.filter((entry) => entry.status === 429)).toEqual([]);
    const minutes = (rig.time.now - started) / 60_000;
    // Four full minutes, then the fifth window's R requests.
    expect(minutes).toBeGreaterThanOrEqual(4);
    expect(minutes).toBeLessThanOrEqual(5);
  });
});
