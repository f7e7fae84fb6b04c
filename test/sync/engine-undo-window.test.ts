// A deletion waits for its Undo's window before it goes, online too: the engine sleeps until
// the window ends (it does not poll), an Undo within it sends nothing, and a restart within
// it loses nothing: the DELETE goes once, after the window.
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncEngine, type SyncEngine } from '../../shared/sync/engine/engine';
import { discardEntry } from '../../shared/sync/outbox/actions';
import { createFetchTransport } from '../../shared/sync/transport/fetch';
import { UNDO_WINDOW_MS } from '../../shared/rules/undo-window';
import { KEYS } from '../remote-api/remote-harness';
import { driveEngine } from './manual-time';
import { noPulls, syncRig, type SyncRig } from './sync-rig';

let rig: SyncRig | undefined;
let restarted: SyncEngine | undefined;
afterEach(async () => {
  await restarted?.stop();
  await rig?.close();
  rig = restarted = undefined;
});

const outboxEmpty = async () => (await rig!.replica.db.outbox.count()) === 0;

/** Deletes one of the replica's clients; answers its id and when it was deleted. */
async function deleteAClient(rig: SyncRig) {
  const client = (await rig.replica.db.clients.toCollection().first())!;
  const answer = await rig.replica.call('DELETE', `/v1/clients/${client.id}`);
  expect(answer.status).toBe(204);
  return { id: client.id, at: rig.time.now };
}

async function deletesSent(rig: SyncRig) {
  return (await rig.requests()).filter((entry) => entry.method === 'DELETE').map((e) => e.path);
}

describe('a deletion’s Undo window', () => {
  it('holds the DELETE, the engine asleep until the window ends; then it goes once', async () => {
    rig = await syncRig();
    const deleted = await deleteAClient(rig);
    rig.engine.start();
    await rig.engine.idle();
    expect(rig.engine.snapshot().wakeAt).toBe(deleted.at + UNDO_WINDOW_MS);
    expect(await deletesSent(rig)).toEqual([]);

    await rig.runUntil(outboxEmpty);
    expect(await deletesSent(rig)).toEqual([`/v1/clients/${deleted.id}`]);
  });

  it('an Undo within the window sends nothing, and other changes go meanwhile', async () => {
    rig = await syncRig();
    const deleted = await deleteAClient(rig);
    const other = (await rig.replica.db.clients.toCollection().first())!;
    await rig.replica.call('PATCH', `/v1/clients/${other.id}`, { body: { notes: 'Call' } });
    rig.engine.start();
    await rig.runUntil(async () => (await rig!.replica.db.outbox.count()) === 1);
    // The writes sent: the edit alone (a read of its client may go first, to check its base).
    const writes = (await rig.requests()).filter((entry) => entry.method !== 'GET');
    expect(writes.map((entry) => entry.method)).toEqual(['PATCH']);

    const [entry] = await rig.replica.db.outbox.toArray();
    await discardEntry(rig.replica.db, entry!.id);
    await rig.time.advanceTo(deleted.at + 2 * UNDO_WINDOW_MS);
    await rig.engine.idle();
    expect(await deletesSent(rig)).toEqual([]);
    expect(await rig.replica.db.clients.get(deleted.id)).toMatchObject({ id: deleted.id });
  });

  it('a restart within the window keeps the deletion: it goes once the window has passed', async () => {
    rig = await syncRig();
    const deleted = await deleteAClient(rig);
    rig.engine.start();
    await rig.engine.idle();
    await rig.engine.stop();
    await rig.time.advanceTo(deleted.at + UNDO_WINDOW_MS);

    // As the app starts again: a new engine on the same database.
    restarted = createSyncEngine({
      db: rig.replica.db,
      transport: createFetchTransport({
        baseUrl: `${rig.remote.url}/`,
        apiKey: KEYS.alphaWrite,
        fetch: (input, init) => fetch(input, init),
      }),
      planner: noPulls,
      clock: rig.time.clock,
      timers: rig.time.timers,
      reservePercent: () => 10,
    });
    restarted.start();
    await driveEngine(restarted, rig.time, outboxEmpty);
    expect(await deletesSent(rig)).toEqual([`/v1/clients/${deleted.id}`]);
  });
});
