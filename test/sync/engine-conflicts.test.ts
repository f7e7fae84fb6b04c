// Two brokers edit one client offline: A's edit is on the remote, B's (this replica's) waits.
// Before B's PATCH goes its client is read back; a field changed on both sides parks as a
// conflict (nothing lost), the fields changed on one side go, and the broker settles the
// conflict: keep mine, take theirs, or keep both texts.
import { afterEach, describe, expect, it } from 'vitest';
import { clientDetail, type ClientDetail } from '../../shared/api';
import { ProblemError } from '../../shared/api/problem-error';
import type { OutboxRow } from '../../shared/db/rows';
import { outboxEntryView } from '../../shared/host/sync/outbox-view';
import { resolveConflict, retryEntry } from '../../shared/sync/outbox/actions';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { FRESH_BASE_MS } from '../../shared/sync/pull/merge/client-copies';
import { KEEP_BOTH_SEPARATOR } from '../../shared/sync/writes/update-client';
import type { ConflictChoice } from '../../shared/sync/writes/behavior';
import { syncRig, type SyncRig } from './sync-rig';
import { UNTIL_CEILING_MS } from '../support/until';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const A_PHONE = '+1 555 0142';
const A_NOTES = 'Prefers Teterboro. Allergic to peanuts (from A).';
const B_NOTES = 'Wants a Challenger 350 for the Aspen trip (from B).';

/** Nothing left that can go: every entry is parked, or sent. */
const settled = async () =>
  (await rig!.replica.db.outbox.filter((entry) => entry.state !== 'parked').count()) === 0;
const drained = async () => (await rig!.replica.db.outbox.count()) === 0;

async function remoteClient(id: string): Promise<ClientDetail> {
  return clientDetail.parse(await (await rig!.remote.call('GET', `/v1/clients/${id}`)).json());
}

/** The /v1 calls the replica made after the first `skip`, as `METHOD path`. */
async function callsAfter(skip: number, id: string): Promise<string[]> {
  const log = await rig!.requests();
  // The test's own reads of the remote carry no Idempotency-Key and are not the replica's:
  // they are told apart by order, the replica's calls being the only ones while it syncs.
  return log.slice(skip).map((entry) => `${entry.method} ${entry.path.replace(id, '{id}')}`);
}

/**
 * B edits company and notes while its engine does not run (offline); A's phone and notes
 * reach the remote meanwhile. Then B syncs until nothing more can go.
 */
async function twoBrokersEdit(edits: { b?: object; a?: object } = {}) {
  rig = await syncRig();
  const { replica } = rig;
  const [client] = await replica.db.clients.orderBy('name').limit(1).toArray();
  const id = client!.id;
  await replica.call('PATCH', `/v1/clients/${id}`, {
    body: edits.b ?? { company: 'B Aviation', notes: B_NOTES },
  });
  const fromA = await rig.remote.call('PATCH', `/v1/clients/${id}`, {
    body: edits.a ?? { phone: A_PHONE, notes: A_NOTES },
  });
  expect(fromA.status).toBe(200);
  const before = (await rig.requests()).length;
  rig.engine.start();
  await rig.runUntil(settled);
  return { id, before, original: client! };
}

const parkedEntry = async (): Promise<OutboxRow> => {
  const entries = await rig!.replica.db.outbox.toArray();
  expect(entries).toHaveLength(1);
  return entries[0]!;
};

/** As the Sync screen's choice does: settles the field, then wakes the engine. */
async function resolve(entry: OutboxRow, choice: ConflictChoice, field = 'notes') {
  const nowIso = new Date(rig!.time.now).toISOString();
  const db = rig!.replica.db;
  const settledEntry = await resolveConflict(db, entry.id, { field, choice }, nowIso, 'new-key-1');
  rig!.engine.poke();
  return settledEntry;
}

describe('an edit queued offline, against the remote’s copy', () => {
  it('reads the client first: notes changed on both sides park, the company goes', async () => {
    const { id, before } = await twoBrokersEdit();
    expect(await callsAfter(before, id)).toEqual([
      'GET /v1/clients/{id}',
      'PATCH /v1/clients/{id}',
    ]);

    const remote = await remoteClient(id);
    expect(remote).toMatchObject({ company: 'B Aviation', phone: A_PHONE, notes: A_NOTES });

    const parked = await parkedEntry();
    expect(parked).toMatchObject({
      operation_id: 'updateClient',
      state: 'parked',
      body: { notes: B_NOTES },
      conflict: { notes: A_NOTES },
    });
    expect(parked.reason).toBe('Changed on the server too: notes. Choose what to keep.');
    // Retry would send it as it is: the broker chooses first.
    const nowIso = new Date(rig!.time.now).toISOString();
    await expect(retryEntry(rig!.replica.db, parked.id, nowIso)).rejects.toThrow(/First choose/);
    // The read landed as a pull would; the field the edit holds stays the broker's.
    const here = await rig!.replica.db.clients.get(id);
    expect(here).toMatchObject({ company: 'B Aviation', phone: A_PHONE, notes: B_NOTES });

    const view = await outboxEntryView(rig!.replica.db, parked);
    expect(view.conflict).toEqual({
      name: here!.name,
      fields: [
        {
          field: 'notes',
          mine: B_NOTES,
          theirs: A_NOTES,
          keep_both: {
            length: A_NOTES.length + KEEP_BOTH_SEPARATOR.length + B_NOTES.length,
            limit: 2000,
            fits: true,
          },
        },
      ],
    });
  });

  it('keep both: the server’s text, then the broker’s, here and on the remote', async () => {
    const { id } = await twoBrokersEdit();
    const settledEntry = await resolve(await parkedEntry(), 'both');
    const both = `${A_NOTES}${KEEP_BOTH_SEPARATOR}${B_NOTES}`;
    expect(settledEntry).toMatchObject({ state: 'pending', body: { notes: both } });
    expect(settledEntry).not.toHaveProperty('conflict');
    expect((await rig!.replica.db.clients.get(id))?.notes).toBe(both);

    const before = (await rig!.requests()).length;
    await rig!.runUntil(drained);
    // Settled within the minute the read vouches for: the PATCH goes without another read.
    expect(await callsAfter(before, id)).toEqual(['PATCH /v1/clients/{id}']);
    expect((await remoteClient(id)).notes).toBe(both);
    expect((await rig!.replica.db.clients.get(id))?.notes).toBe(both);
  });

  it('take theirs: nothing more is sent, and the server’s notes are here', async () => {
    const { id } = await twoBrokersEdit();
    expect(await resolve(await parkedEntry(), 'theirs')).toBeNull();
    expect(await rig!.replica.db.outbox.count()).toBe(0);
    expect(await rig!.replica.db.clients.get(id)).toMatchObject({
      notes: A_NOTES,
      company: 'B Aviation',
      phone: A_PHONE,
    });
    expect((await remoteClient(id)).notes).toBe(A_NOTES);
  });

  it('keep mine: the broker’s notes replace the server’s', async () => {
    const { id } = await twoBrokersEdit();
    const mine = await resolve(await parkedEntry(), 'mine');
    expect(mine).toMatchObject({
      state: 'pending',
      body: { notes: B_NOTES },
      base: { notes: A_NOTES },
    });
    await rig!.runUntil(drained);
    expect(await remoteClient(id)).toMatchObject({
      notes: B_NOTES,
      company: 'B Aviation',
      phone: A_PHONE,
    });
  });

  it('settled after more than a minute, the client is read again: a newer change parks it again', async () => {
    const { id } = await twoBrokersEdit();
    await rig!.time.advanceTo(rig!.time.now + FRESH_BASE_MS + 1_000);
    await rig!.remote.call('PATCH', `/v1/clients/${id}`, { body: { notes: 'A again' } });
    await resolve(await parkedEntry(), 'mine');
    const before = (await rig!.requests()).length;
    await rig!.runUntil(settled);
    expect(await callsAfter(before, id)).toEqual(['GET /v1/clients/{id}']);
    expect(await parkedEntry()).toMatchObject({ state: 'parked', conflict: { notes: 'A again' } });
    expect((await remoteClient(id)).notes).toBe('A again');
  });

  it('keep both is refused when both texts exceed the field’s 2,000 characters', async () => {
    const long = (who: string) => `${who} `.repeat(250).trim();
    const { id } = await twoBrokersEdit({
      a: { notes: long('alpha') },
      b: { notes: long('bravo') },
    });
    const parked = await parkedEntry();
    const view = await outboxEntryView(rig!.replica.db, parked);
    const length = 2 * long('alpha').length + KEEP_BOTH_SEPARATOR.length;
    expect(view.conflict?.fields[0]?.keep_both).toEqual({ length, limit: 2000, fits: false });
    const refused = await resolve(parked, 'both').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProblemError);
    expect((refused as ProblemError).problem).toMatchObject({
      status: 409,
      detail: `Both texts together are ${length} characters; the field holds 2000`,
    });
    // Nothing changed: the conflict still waits, both texts kept.
    expect(await parkedEntry()).toMatchObject({ state: 'parked', body: { notes: long('bravo') } });
    expect((await rig!.replica.db.clients.get(id))?.notes).toBe(long('bravo'));
  });

  it('sees no conflict where both brokers wrote the same notes', async () => {
    const { id, before } = await twoBrokersEdit({
      a: { notes: 'Same words' },
      b: { notes: 'Same words', company: 'B Aviation' },
    });
    await rig!.runUntil(drained);
    expect(await callsAfter(before, id)).toEqual([
      'GET /v1/clients/{id}',
      'PATCH /v1/clients/{id}',
    ]);
    expect(await remoteClient(id)).toMatchObject({ notes: 'Same words', company: 'B Aviation' });
  });

  it('a client deleted on the server: the read’s 404 parks the edit to re-create, no PATCH sent', async () => {
    rig = await syncRig();
    const [client] = await rig.replica.db.clients.orderBy('name').limit(1).toArray();
    await rig.replica.call('PATCH', `/v1/clients/${client!.id}`, { body: { notes: B_NOTES } });
    await rig.remote.call('DELETE', `/v1/clients/${client!.id}`);
    const before = (await rig.requests()).length;
    rig.engine.start();
    await rig.runUntil(settled);
    expect(await callsAfter(before, client!.id)).toEqual(['GET /v1/clients/{id}']);
    const parked = await parkedEntry();
    expect(parked.problem?.type).toBe('not_found');
    expect((await outboxEntryView(rig.replica.db, parked)).can_recreate).toBe(true);
  });

  it('with a later change of the client waiting behind it, the edit parks whole, in order', async () => {
    rig = await syncRig();
    const { replica } = rig;
    const [client] = await replica.db.clients.orderBy('name').limit(1).toArray();
    const id = client!.id;
    await replica.call('PATCH', `/v1/clients/${id}`, {
      body: { company: 'B Aviation', notes: B_NOTES },
    });
    // As after a send that got no answer: a later edit no longer folds into it.
    await replica.db.outbox.toCollection().modify({ attempts: 1 });
    await replica.call('PATCH', `/v1/clients/${id}`, { body: { notes: 'B later' } });
    await rig.remote.call('PATCH', `/v1/clients/${id}`, { body: { notes: A_NOTES } });
    rig.engine.start();
    await rig.runUntil(
      async () => (await replica.db.outbox.where('state').equals('parked').count()) > 0,
    );
    const [first, later] = await replica.db.outbox.orderBy('seq').toArray();
    expect(first).toMatchObject({
      state: 'parked',
      body: { company: 'B Aviation', notes: B_NOTES },
    });
    expect(later).toMatchObject({ state: 'pending', body: { notes: 'B later' } });
    expect((await remoteClient(id)).company).toBe(client!.company);

    // Taking theirs hands the server's notes to the later edit as the value it replaces.
    const taken = await resolve(first!, 'theirs');
    expect(taken).toMatchObject({ state: 'pending', body: { company: 'B Aviation' } });
    expect(await replica.db.outbox.get(later!.seq)).toMatchObject({ base: { notes: A_NOTES } });
    expect((await replica.db.clients.get(id))?.notes).toBe('B later');
    await rig.runUntil(drained);
    expect(await remoteClient(id)).toMatchObject({ company: 'B Aviation', notes: 'B later' });
  });
});

describe('when the read is skipped', () => {
  it('an edit made just after a fresh copy goes at once; one made a minute later reads again', async () => {
    const { id } = await twoBrokersEdit({ a: { phone: A_PHONE }, b: { company: 'B Aviation' } });
    await rig!.runUntil(drained);

    await rig!.time.advanceTo(rig!.time.now + 10_000);
    let before = (await rig!.requests()).length;
    await rig!.replica.call('PATCH', `/v1/clients/${id}`, { body: { notes: 'Second edit' } });
    await rig!.runUntil(drained);
    expect(await callsAfter(before, id)).toEqual(['PATCH /v1/clients/{id}']);

    await rig!.time.advanceTo(rig!.time.now + FRESH_BASE_MS);
    before = (await rig!.requests()).length;
    await rig!.replica.call('PATCH', `/v1/clients/${id}`, { body: { notes: 'Third edit' } });
    await rig!.runUntil(drained);
    expect(await callsAfter(before, id)).toEqual([
      'GET /v1/clients/{id}',
      'PATCH /v1/clients/{id}',
    ]);
    expect((await remoteClient(id)).notes).toBe('Third edit');
  });

  it('an edit made just after its client’s detail was pulled goes without a read', async () => {
    rig = await syncRig({ planner: createPullPlanner() });
    const [client] = await rig.replica.db.clients.orderBy('name').limit(1).toArray();
    const path = `/v1/clients/${client!.id}`;
    rig.engine.ask({ kind: 'client', id: client!.id });
    rig.engine.start();
    const pulled = async () => (await rig!.requests()).some((entry) => entry.path === path);
    await rig.runUntil(pulled);
    await rig.time.advanceTo(rig.time.now + 10_000);
    await rig.replica.call('PATCH', path, { body: { notes: 'Just after the copy' } });
    await rig.runUntil(drained);
    const ofClient = (await rig.requests()).filter((entry) => entry.path === path);
    expect(ofClient.map((entry) => entry.method)).toEqual(['GET', 'PATCH']);
    expect((await remoteClient(client!.id)).notes).toBe('Just after the copy');
  });

  it('a copy from before the app went offline vouches for nothing after', async () => {
    const { id } = await twoBrokersEdit({ a: { phone: A_PHONE }, b: { company: 'B Aviation' } });
    await rig!.runUntil(drained);
    rig!.engine.setOnline(false);
    await rig!.replica.call('PATCH', `/v1/clients/${id}`, { body: { notes: 'Made offline' } });
    const before = (await rig!.requests()).length;
    rig!.engine.setOnline(true);
    await rig!.runUntil(drained);
    expect(await callsAfter(before, id)).toEqual([
      'GET /v1/clients/{id}',
      'PATCH /v1/clients/{id}',
    ]);
  });

  it('a copy whose answer lands after the app went offline vouches for nothing after', async () => {
    let offlineAt: string | null = null;
    // The app goes offline while the client's detail is on its way back: as a broker's
    // laptop does between the remote's answer and its landing here.
    const goOfflineMidCall: typeof fetch = async (input, init) => {
      const answer = await rig!.remote.fetch(input, init);
      if (offlineAt !== null && new URL(String(input)).pathname === offlineAt) {
        offlineAt = null;
        rig!.engine.setOnline(false);
      }
      return answer;
    };
    rig = await syncRig({ planner: createPullPlanner(), fetch: goOfflineMidCall });
    const db = rig.replica.db;
    const [client] = await db.clients.orderBy('name').limit(1).toArray();
    const path = `/v1/clients/${client!.id}`;
    offlineAt = path;
    rig.engine.ask({ kind: 'client', id: client!.id });
    rig.engine.start();
    const copied = async () => {
      const copies = (await db.sync_state.get('client_copies'))?.value as object | undefined;
      return client!.id in (copies ?? {});
    };
    // Offline, the engine sleeps: the copy lands on its own.
    await expect.poll(copied, { timeout: UNTIL_CEILING_MS }).toBe(true);
    await rig.time.advanceTo(rig.time.now + 10_000);
    await rig.replica.call('PATCH', path, { body: { notes: 'Made offline' } });
    const before = (await rig.requests()).length;
    rig.engine.setOnline(true);
    await rig.runUntil(drained);
    const ofClient = (await callsAfter(before, client!.id)).filter((call) => call.endsWith('{id}'));
    expect(ofClient).toEqual(['GET /v1/clients/{id}', 'PATCH /v1/clients/{id}']);
  });
});
