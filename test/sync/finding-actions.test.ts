// The broker's choices for what a remote that lost its data no longer has: send again (a
// record made here is created anew under a new key; a copy that lost a change gets it back),
// keep here (asked about no more), remove here (a missing record goes; a changed client
// takes the remote's copy), for one record or for every open one at once.
import { describe, expect, it } from 'vitest';
import { clientDetail, client as clientSchema, page, rfq as rfqSchema } from '../../shared/api';
import { findingsView } from '../../shared/host/sync/findings-view';
import { decideFindings } from '../../shared/sync/pull/findings/finding-actions';
import { readFindings } from '../../shared/sync/pull/findings/findings-record';
import { resolveAlias } from '../../shared/sync/aliases';
import { newKey, trips } from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';
import { NOTE, brokersWork, freshRemote, mirrored } from './lost-remote-fixtures';
import { DAY_MS, advance, clientId } from './pull-fixtures';
import type { RemoteDouble } from './remote-double';

let ids = 0;
const newId = () => `00000000-0000-4000-8000-${String((ids += 1)).padStart(12, '0')}`;

/** The broker's work synced, then the remote lost it; the findings made. */
async function afterTheLoss() {
  const mirror = await mirrored();
  const work = await brokersWork(mirror.remote, mirror.replica);
  const fresh = await freshRemote(mirror.replica);
  await fresh.pullAll(mirror.replica, mirror.planner);
  expect((await readFindings(mirror.replica.db)).items).toHaveLength(4);
  return { ...mirror, ...work, fresh };
}

const decide = (
  replica: Harness,
  which: Parameters<typeof decideFindings>[1],
  choice: Parameters<typeof decideFindings>[2],
  decision?: Parameters<typeof decideFindings>[5],
) => decideFindings(replica.db, which, choice, replica.clock.now().toISOString(), newId, decision);

async function remoteClients(remote: RemoteDouble, q: string) {
  const response = await remote.server.call('GET', `/v1/clients?q=${encodeURIComponent(q)}`);
  return page(clientSchema).parse(await response.json()).items;
}

async function remoteRfqs(remote: RemoteDouble) {
  const response = await remote.server.call('GET', `/v1/trip-requests/${trips.open}/rfqs`);
  return page(rfqSchema).parse(await response.json()).items;
}

describe('the choices for what the remote lost', () => {
  it('send again, at once: made here, created anew; a copy that lost notes, sent them', async () => {
    const { replica, fresh, madeLocalId, rfqIds } = await afterTheLoss();
    expect(await decide(replica, 'all', 'send_again')).toEqual({ decided: 4, kept: 0 });
    const entries = await replica.db.outbox.toArray();
    expect(entries.map((entry) => entry.operation_id).sort()).toEqual([
      'createClient',
      'createRfqBatch',
      'updateClient',
    ]);
    // New keys: the remote never saw these requests.
    expect(new Set(entries.map((entry) => entry.idempotency_key)).size).toBe(3);
    await fresh.drain(replica);

    expect((await remoteClients(fresh, 'Xavier Made')).map((each) => each.name)).toEqual([
      'Xavier Made',
    ]);
    expect((await remoteClients(fresh, 'Client 002'))[0]).toMatchObject({ notes: NOTE });
    const sent = await remoteRfqs(fresh);
    expect(sent.map((rfq) => rfq.contact_name).sort()).toEqual(['Dispatch 0', 'Dispatch 1']);
    expect(sent.every((rfq) => rfq.note === 'Two seats')).toBe(true);
    // Here the records take their new ids; the first local id still finds the client.
    const local = await replica.call('GET', `/v1/clients/${madeLocalId}`);
    expect(clientDetail.parse(await local.json()).id).toBe(
      (await remoteClients(fresh, 'Xavier Made'))[0]!.id,
    );
    // The lost RFQs stay as the history of the new requests sent in their place.
    const history = await replica.db.rfq_history.bulkGet(rfqIds);
    expect(history.map((row) => row?.because)).toEqual(['sent_again', 'sent_again']);
    const sentAs = await Promise.all(
      history.map((row) => resolveAlias(replica.db, row!.sent_again_as!)),
    );
    expect(sentAs.sort()).toEqual(sent.map((rfq) => rfq.id).sort());
    expect(await readFindings(replica.db)).toMatchObject({ items: [], remote: null });
  });

  it('send again asks which operators: one withdrawn is not ticked', async () => {
    const { remote, replica, planner } = await mirrored();
    const { rfqIds } = await brokersWork(remote, replica);
    await replica.call('POST', `/v1/rfqs/${rfqIds[1]}/withdrawals`, {
      headers: { 'Idempotency-Key': newKey() },
    });
    await remote.drain(replica);
    await (await freshRemote(replica)).pullAll(replica, planner);
    const { items } = await findingsView(replica.db);
    const rfqs = items.filter((item) => item.kind === 'rfq');
    expect(rfqs.map((item) => [item.id, item.ask_again])).toEqual([
      [rfqIds[0], true],
      [rfqIds[1], false],
    ]);
  });

  it('send again sends only the operators chosen; the others stay here as history', async () => {
    const { replica, fresh, rfqIds } = await afterTheLoss();
    expect(await decide(replica, 'all', 'send_again', { rfqs: [rfqIds[0]!] })).toEqual({
      decided: 4,
      kept: 1,
    });
    const batches = (await replica.db.outbox.toArray()).filter(
      (entry) => entry.operation_id === 'createRfqBatch',
    );
    // A new request in its place: the lost one stays as its history.
    expect(batches.map((entry) => entry.created_ids.length)).toEqual([1]);
    expect(await replica.db.rfq_history.get(rfqIds[0]!)).toMatchObject({
      because: 'sent_again',
      sent_again_as: batches[0]!.created_ids[0],
    });
    await fresh.drain(replica);
    expect((await remoteRfqs(fresh)).map((rfq) => rfq.contact_name)).toEqual(['Dispatch 0']);
    // The one left out: kept here, asked of no operator, no longer to decide on.
    expect(await replica.db.rfqs.get(rfqIds[1]!)).toBeDefined();
    expect(await readFindings(replica.db)).toMatchObject({
      items: [{ kind: 'rfq', id: rfqIds[1], kept: true }],
      remote: null,
    });
  });

  it('keep here: kept, and still asked for nothing', async () => {
    const { replica, fresh, planner, rfqIds } = await afterTheLoss();
    await decide(replica, { kind: 'rfq', id: rfqIds[0]! }, 'keep');
    const { items } = await readFindings(replica.db);
    expect(items.find((item) => item.id === rfqIds[0])).toMatchObject({ kept: true });
    advance(DAY_MS, fresh.server, replica);
    const pulled = await fresh.pullAll(replica, planner);
    expect(pulled.filter((path) => path.includes(rfqIds[0]!))).toEqual([]);
    expect(await replica.db.rfqs.get(rfqIds[0]!)).toBeDefined();
  });

  it('remove here: a missing record goes; a changed client takes the remote’s copy', async () => {
    const { replica, madeId, rfqIds } = await afterTheLoss();
    await decide(replica, { kind: 'rfq', id: rfqIds[1]! }, 'remove');
    await decide(replica, { kind: 'client', id: madeId }, 'remove');
    await decide(replica, { kind: 'client', id: clientId(2) }, 'remove');

    expect(await replica.db.rfqs.get(rfqIds[1]!)).toBeUndefined();
    expect(await replica.db.clients.get(madeId)).toBeUndefined();
    expect(await replica.db.clients.get(clientId(2))).toMatchObject({ notes: null });
    expect((await readFindings(replica.db)).items.map((item) => item.id)).toEqual([rfqIds[0]]);
    expect(await replica.db.outbox.count()).toBe(0);
  });

  it('only a record made here, or a changed copy, can be sent again', async () => {
    const { remote, replica, planner } = await mirrored();
    await remote.server.call('DELETE', `/v1/clients/${clientId(4)}`);
    // The remote is known to have lost data: a colleague's client gone is a finding too.
    const fresh = await freshRemote(replica);
    await fresh.server.call('DELETE', `/v1/clients/${clientId(4)}`);
    await fresh.pullAll(replica, planner);
    const finding = (await readFindings(replica.db)).items.find((i) => i.id === clientId(4));
    expect(finding).toMatchObject({ problem: 'missing', own: false });
    await expect(
      decide(replica, { kind: 'client', id: clientId(4) }, 'send_again'),
    ).rejects.toThrow('Only a record made here');
  });
});
