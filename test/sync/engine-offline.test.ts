// Fifty writes made while the remote is down reach it, once it is back, exactly as the
// broker meant them: every create once, every edit, delete, batch and message; an RFQ
// withdrawn before its batch went never reaches the remote, nor its messages.
import { afterEach, describe, expect, it } from 'vitest';
import { client, rfqBatch, type Client } from '../../shared/api';
import type { ClientRow } from '../../shared/db/rows';
import { ALPHA_TRIP, batchBody } from '../remote-api/remote-harness';
import { syncRig, type SyncRig } from './sync-rig';
import { brokerView } from '../support/broker-view';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

async function remoteClients(r: SyncRig): Promise<Client[]> {
  const all: Client[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (
      await r.remote.call('GET', `/v1/clients?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()) as { items: Client[]; next_cursor: string | null };
    all.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return all;
}

describe('offline, then back', () => {
  it('50 mixed writes reach the remote exactly as intended, each create once', async () => {
    rig = await syncRig();
    const { replica } = rig;
    await rig.stopRemote();
    rig.engine.start();
    let writes = 0;
    const call = async (method: string, path: string, body?: object) => {
      writes += 1;
      const response = await replica.call(method, path, {
        body,
        headers: method === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {},
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return response;
    };

    const created: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      const response = await call('POST', '/v1/clients', { name: `Offline ${n}`, tags: ['new'] });
      created.push(client.parse(await response.json()).id);
    }
    for (const [n, id] of created.entries()) {
      await call('PATCH', `/v1/clients/${id}`, { company: `Company ${n}` });
      if (n % 3 === 0) await call('PATCH', `/v1/clients/${id}`, { phone: `+1 555 01${n}0` });
    }
    for (const id of created.slice(0, 3)) await call('DELETE', `/v1/clients/${id}`);
    const existing = (await replica.db.clients.toArray())
      .filter((row: ClientRow) => !created.includes(row.id))
      .slice(0, 8);
    for (const row of existing.slice(0, 6))
      await call('PATCH', `/v1/clients/${row.id}`, { notes: 'Met at EBACE' });
    for (const row of existing.slice(6)) await call('DELETE', `/v1/clients/${row.id}`);
    const batch = rfqBatch.parse(
      await (
        await call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, batchBody(3, 'Light jet, 4 pax'))
      ).json(),
    );
    const rfqIds = batch.items.map((item) => item.id);
    for (let n = 0; n < 9; n += 1) {
      await call('POST', `/v1/rfqs/${rfqIds[n % 3]}/messages`, { body: `Message ${n}` });
    }
    await call('POST', `/v1/rfqs/${rfqIds[2]}/withdrawals`);
    expect(writes).toBeGreaterThanOrEqual(50);

    // The remote is down: attempts fail on the network and back off; nothing is lost.
    await rig.runUntil(
      async () =>
        (await rig!.requests().catch(() => [])).length === 0 &&
        rig!.time.now > Date.parse('2026-03-31T23:59:30Z'),
    );
    expect(await replica.db.outbox.count()).toBeGreaterThan(0);
    await rig.startRemote();
    rig.engine.syncNow();
    await rig.runUntil(async () => (await replica.db.outbox.count()) === 0);

    // The replica and the remote hold the same clients, field for field.
    const local = (await replica.db.clients.toArray())
      .map(brokerView)
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    const remote = (await remoteClients(rig))
      .map(brokerView)
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    expect(remote).toEqual(local);
    const names = remote.map((row) => row.name);
    for (let n = 0; n < 12; n += 1) {
      expect(names.filter((name) => name === `Offline ${n}`)).toHaveLength(n < 3 ? 0 : 1);
    }
    // The batch and its threads, once each, without the operator withdrawn before it went.
    const rfqs = (await (
      await rig.remote.call('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`)
    ).json()) as {
      items: { id: string; status: string; message_count: number; operator: { id: string } }[];
    };
    expect(rfqs.items.map((item) => item.status)).toEqual(['sent', 'sent']);
    expect(rfqs.items.map((item) => item.operator.id)).not.toContain(batch.items[2]!.operator.id);
    expect(rfqs.items.map((item) => item.message_count)).toEqual([3, 3]);
    // Nothing the remote refused, nothing sent twice: each create at most once.
    const log = await rig.requests();
    expect(log.filter((entry) => entry.status >= 400)).toEqual([]);
    const creates = log.filter((entry) => entry.method === 'POST' && entry.path === '/v1/clients');
    expect(creates.length).toBeLessThanOrEqual(12);
  });
});
