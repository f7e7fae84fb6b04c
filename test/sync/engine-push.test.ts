// The engine against the reference remote over real HTTP: every local write reaches it
// exactly once, across lost answers, limits and faults.
import { afterEach, describe, expect, it } from 'vitest';
import { client, clientDetail } from '../../shared/api';
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
