// What a success does locally: records made offline take their server ids (the local id
// stays an alias), queued entries follow, and the remote's answer replaces the local record
// except the fields later unsynced changes hold.
import { describe, expect, it } from 'vitest';
import { client, clientDetail, page, rfq as rfqSchema, rfqMessage } from '../../shared/api';
import type { OutboxRow } from '../../shared/db/rows';
import { batchRequest, operatorAt, seededHarness, tokenOf, trips } from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';
import { remoteDouble } from './remote-double';

const first = async (h: Harness): Promise<OutboxRow> => (await h.db.outbox.orderBy('seq').first())!;

describe('acknowledging entries', () => {
  it('a client made offline takes the server id; its local id still answers', async () => {
    const remote = await remoteDouble();
    const h = await seededHarness({ replica: {} });
    const created = await h.call('POST', '/v1/clients', {
      body: { name: 'Ana Lee' },
      headers: { 'Idempotency-Key': 'c1' },
    });
    const localId = client.parse(await created.json()).id;
    const createEntry = await first(h);
    // Sent, answer not yet back: an edit now gets an entry of its own, waiting for the create.
    await h.db.outbox.update(createEntry.seq, { state: 'in_flight', attempts: 1 });
    await h.call('PATCH', `/v1/clients/${localId}`, { body: { company: 'Lee Air' } });
    await remote.push(h, await first(h));

    const [serverClient] = (await remote.server.db.clients.toArray()).filter(
      (row) => row.name === 'Ana Lee',
    );
    expect(serverClient!.id).not.toBe(localId);
    expect(await h.db.clients.get(localId)).toBeUndefined();
    // The edit made meanwhile is still the broker's, on the record under its server id.
    expect(await h.db.clients.get(serverClient!.id)).toMatchObject({ company: 'Lee Air' });
    const byLocalId = await h.call('GET', `/v1/clients/${localId}`);
    expect(clientDetail.parse(await byLocalId.json()).id).toBe(serverClient!.id);
    const [queuedPatch] = await h.db.outbox.toArray();
    expect(queuedPatch).toMatchObject({
      operation_id: 'updateClient',
      entity: `client:${serverClient!.id}`,
      target_id: serverClient!.id,
      depends_on: null,
    });
    await remote.drain(h);
    expect(await remote.server.db.clients.get(serverClient!.id)).toMatchObject({
      company: 'Lee Air',
    });
  });

  it("a batch's RFQs become the server's, matched by operator, keeping their thread", async () => {
    const remote = await remoteDouble();
    const h = await seededHarness({ replica: {} });
    await h.call('POST', `/v1/trip-requests/${trips.open}/rfqs`, {
      body: batchRequest([0, 1, 2]),
      headers: { 'Idempotency-Key': 'b1' },
    });
    const local = (await h.db.rfqs.toArray()).find((row) => row.operator.id === operatorAt(1).id)!;
    await h.call('POST', `/v1/rfqs/${local.id}/messages`, { body: { body: 'Can you do it?' } });
    await remote.drain(h);

    const listed = page(rfqSchema).parse(
      await (await remote.server.call('GET', `/v1/trip-requests/${trips.open}/rfqs`)).json(),
    );
    expect(listed.items).toHaveLength(3);
    const server = listed.items.find((item) => item.operator.id === operatorAt(1).id)!;
    const stored = await h.db.rfqs.get(server.id);
    expect(stored).toMatchObject({ id: server.id, message_count: 1 });
    // The operator's link is the server's: messages reach the RFQ by its token too.
    expect(stored!.url).toMatch(/^https:\/\/remote\.test\/rfq-links\//);
    expect(stored!.link_token).toBe(tokenOf(stored!.url));
    const [serverRow] = await remote.server.db.rfqs.where('id').equals(server.id).toArray();
    expect(stored!.link_token).toBe(serverRow!.link_token);
    expect(await h.db.rfqs.get(local.id)).toBeUndefined();
    const thread = page(rfqMessage).parse(
      await (await h.call('GET', `/v1/rfqs/${local.id}/messages`)).json(),
    );
    expect(thread.items.map((message) => message.body)).toEqual(['Can you do it?']);
    const remoteThread = page(rfqMessage).parse(
      await (await remote.server.call('GET', `/v1/rfqs/${server.id}/messages`)).json(),
    );
    expect(remoteThread.items.map((message) => message.id)).toEqual(
      thread.items.map((message) => message.id),
    );
    expect(await h.db.outbox.count()).toBe(0);
  });
});
