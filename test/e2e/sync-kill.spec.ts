// A tab's worker killed again and again while it drains its outbox: on an on-disk profile,
// sixty writes made with sync held back, then the app's built worker terminated at 20+ random
// moments (6+ under CI; seeded) of the drain and a new one started each time, until the
// outbox is empty. The remote ends with exactly what the broker meant, each write once, and the
// replica agrees with it on every client the broker touched.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { client, clientDetail, page as pageOf, rfq, rfqBatch, type Client } from '../../shared/api';
import { createRandom } from '../../shared/demo';
import { openPersistent, removeProfile } from './fixtures';
import { brokerView } from '../support/broker-view';
import { FULL_RUN, iterations } from '../support/full-run';
import { until } from '../support/until';
import { batchOf, startSyncRemote, SYNC_KEY, SYNC_TRIP, type SyncRemote } from './sync-remote';
import { endAppWorker, startWorker, type TabWorker } from './sync-workers';

const SEED = Number(process.env.E2E_SYNC_SEED ?? 20_261_123);
/** Each round starts a worker, a second or two of a core: 20+ kills, 6+ under CI. */
const MIN_KILLS = iterations(20, 6);
/** Kills enough: the worker after them drains the rest undisturbed. */
const ENOUGH_KILLS = iterations(25, 8);
/** A bound on the rounds, so a drain that never ends fails instead of looping. */
const MAX_ROUNDS = 120;

/** What the broker did, so the test knows what the remote must end with. */
interface Intent {
  /** Name of each client created and kept → the fields it ends with. */
  created: Map<string, Partial<Client>>;
  /** Names of clients created and then deleted. */
  createdThenDeleted: string[];
  /** Id of each remote client edited → its changed fields. */
  edited: Map<string, Partial<Client>>;
  deleted: string[];
  /** Operator id → the messages sent on that operator's RFQ, in order. */
  messages: Map<string, string[]>;
  withdrawnOperator: string;
  operators: string[];
}

async function listReplica(worker: TabWorker, query: string): Promise<Client[]> {
  return pageOf(client).parse(
    await worker.json({ method: 'GET', path: `/v1/clients?limit=100&${query}` }),
  ).items;
}

/** Sixty writes through the worker while it does not send: returns what they mean. */
async function writeOffline(worker: TabWorker, remoteClients: Client[]): Promise<Intent> {
  const intent: Intent = {
    created: new Map(),
    createdThenDeleted: [],
    edited: new Map(),
    deleted: [],
    messages: new Map(),
    withdrawnOperator: '',
    operators: [],
  };
  let writes = 0;
  const write = async <T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    writes += 1;
    return worker.json<T>({ method, path, body });
  };

  const createdIds = new Map<string, string>();
  for (let n = 1; n <= 16; n += 1) {
    const name = `Kill Test ${String(n).padStart(2, '0')}`;
    const made = client.parse(
      await write('POST', '/v1/clients', { name, tags: ['e2e'], company: 'Before' }),
    );
    createdIds.set(name, made.id);
    intent.created.set(name, { name, tags: ['e2e'], company: 'Before' });
  }
  for (const [index, [name, id]] of [...createdIds].entries()) {
    if (index >= 8) break;
    await write('PATCH', `/v1/clients/${id}`, { company: `After ${index}` });
    intent.created.get(name)!.company = `After ${index}`;
    if (index < 4) {
      await write('PATCH', `/v1/clients/${id}`, { phone: `+1 555 010 ${index}` });
      intent.created.get(name)!.phone = `+1 555 010 ${index}`;
    }
  }
  // Two edited, two untouched: deleted before they ever reached the remote.
  for (const name of ['Kill Test 07', 'Kill Test 08', 'Kill Test 15', 'Kill Test 16']) {
    await write('DELETE', `/v1/clients/${createdIds.get(name)}`);
    intent.created.delete(name);
    intent.createdThenDeleted.push(name);
  }

  const [edits, deletes] = [remoteClients.slice(0, 12), remoteClients.slice(12, 16)];
  for (const [index, row] of edits.entries()) {
    await write('PATCH', `/v1/clients/${row.id}`, { notes: `Killed worker note ${index}` });
    intent.edited.set(row.id, { notes: `Killed worker note ${index}` });
    if (index % 3 === 0) {
      await write('PATCH', `/v1/clients/${row.id}`, { phone: `+44 20 7946 00${10 + index}` });
      intent.edited.get(row.id)!.phone = `+44 20 7946 00${10 + index}`;
    }
  }
  for (const row of deletes) {
    await write('DELETE', `/v1/clients/${row.id}`);
    intent.deleted.push(row.id);
  }

  const batch = rfqBatch.parse(
    await write('POST', `/v1/trip-requests/${SYNC_TRIP}/rfqs`, batchOf(4, 'Midsize, 6 pax')),
  );
  intent.operators = batch.items.map((item) => item.operator.id);
  const say = async (at: number, body: string) => {
    const item = batch.items[at]!;
    await write('POST', `/v1/rfqs/${item.id}/messages`, { body });
    intent.messages.set(item.operator.id, [...(intent.messages.get(item.operator.id) ?? []), body]);
  };
  await say(0, 'Can you do 7am?');
  await say(1, 'Catering for six, please');
  await say(0, 'Pets: one small dog');
  await say(3, 'Hold this for an hour?');
  await say(1, 'Wi-Fi on board?');
  await say(0, 'Confirm tail number');
  await write('POST', `/v1/rfqs/${batch.items[3]!.id}/withdrawals`);
  // Withdrawn before the batch went: its operator, and what was written to it, never go.
  intent.withdrawnOperator = batch.items[3]!.operator.id;
  intent.operators = intent.operators.filter((id) => id !== intent.withdrawnOperator);
  intent.messages.delete(intent.withdrawnOperator);
  expect(writes).toBe(60);
  return intent;
}

interface Round {
  round: number;
  /** How the kill was timed. */
  trigger: string;
  /** Outbox entries left by the kill (read by the next worker before it sends). */
  left: number;
}

/** A kill that left entries behind hit the drain: nothing moves while no worker runs. */
const drainKills = (rounds: Round[]) =>
  rounds.filter((round) => round.round > 1 && round.left > 0).length;

/**
 * Terminates the draining worker at a random moment: after a delay of a few to a few
 * hundred ms (log-uniform), or right after the remote logged its k-th next /v1 request.
 */
async function killSoon(
  worker: TabWorker,
  remote: SyncRemote,
  random: ReturnType<typeof createRandom>,
  /** The remote's newest request before the worker went online. */
  mark: string | null,
): Promise<string> {
  let trigger: string;
  if (random.chance(0.5)) {
    const ms = Math.round(3 * 100 ** random.next());
    trigger = `after ${ms} ms`;
    await new Promise((resolve) => setTimeout(resolve, ms));
  } else {
    const k = random.int(1, 3);
    trigger = `after request ${k}`;
    const deadline = Date.now() + 2_000;
    while ((await remote.loggedSince(mark)).length < k && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  await worker.terminate();
  return trigger;
}

test(`a worker killed at ${MIN_KILLS}+ random moments of a drain loses nothing and sends nothing twice`, async ({
  baseURL,
}) => {
  // A bound for a hang: each round starts a worker, seconds apiece on a busy machine.
  test.setTimeout(FULL_RUN ? 360_000 : 240_000);
  test.info().annotations.push({ type: 'seed', description: `E2E_SYNC_SEED=${SEED}` });
  const remote = await startSyncRemote(new URL(baseURL!).origin);
  const profile = await mkdtemp(join(tmpdir(), 'charter-desk-kill-'));
  let context: BrowserContext | undefined;
  try {
    const opened = await openPersistent(profile, baseURL!);
    context = opened.context;
    const { page, errors } = opened;
    await endAppWorker(page);
    let worker = await startWorker(page, 'w0');
    await worker.pointAt(remote.url, SYNC_KEY);
    // The first connection's pull brings the clients and the open trip request.
    await until(
      'the first pull',
      () => worker.status(),
      (s) => s.pull.stage === 'steady' && s.activity !== 'standby',
    );
    const remoteClients = (await remote.clients()).sort((a, b) => a.name.localeCompare(b.name));
    await until(
      'the trip request in the replica',
      async () =>
        clientDetail.parse(
          await worker.json({ method: 'GET', path: `/v1/clients/${remote.tripOwner}` }),
        ),
      (detail) => detail.recent_trip_requests.some((trip) => trip.id === SYNC_TRIP),
    );

    await worker.setOnline(false);
    const intent = await writeOffline(
      worker,
      remoteClients.filter((row) => row.id !== remote.tripOwner),
    );
    const before = await worker.status();
    expect(before.pending).toBeGreaterThan(30);
    await worker.terminate();
    const drainStart = (await remote.history()).length;

    // Writes wait in the remote a little, so kills land while requests are in flight too.
    await remote.sim('PUT', '/faults', { latency_ms: 15, methods: ['POST', 'PATCH', 'DELETE'] });
    const random = createRandom(SEED);
    const rounds: Round[] = [];
    let trigger = 'terminated offline';
    for (let round = 1; ; round += 1) {
      expect(round, `the drain never ended: ${JSON.stringify(rounds)}`).toBeLessThan(MAX_ROUNDS);
      // Started offline, so it reads what the kill left before sending anything.
      worker = await startWorker(page, `w${round}`, false);
      // The killed worker's lock is free: this one takes it. Nothing was parked.
      const found = await until(
        `worker ${round} to take the sync lock (${trigger})`,
        () => worker.status(),
        (status) => status.activity !== 'standby',
      );
      expect(found.parked, trigger).toBe(0);
      const left = found.pending + found.in_flight;
      rounds.push({ round, trigger, left });
      if (left === 0) break;
      await remote.history();
      const mark = await remote.mark();
      await worker.setOnline(true);
      if (drainKills(rounds) >= ENOUGH_KILLS) {
        await until(
          'the last worker to drain the outbox',
          () => worker.status(),
          (status) => status.pending + status.in_flight + status.parked === 0,
        );
        break;
      }
      trigger = await killSoon(worker, remote, random, mark);
    }
    test.info().annotations.push({ type: 'rounds', description: JSON.stringify(rounds) });
    const kills = drainKills(rounds);
    expect(kills, JSON.stringify(rounds)).toBeGreaterThanOrEqual(MIN_KILLS);
    const log = (await remote.history()).slice(drainStart);
    await remote.sim('PUT', '/faults', {});
    await worker.setOnline(true);
    await worker.json({ method: 'POST', path: '/local/sync/run' });

    // The remote: each create once, edits applied, deletes gone.
    const onRemote = await remote.clients();
    for (const [name, fields] of intent.created) {
      const named = onRemote.filter((row) => row.name === name);
      expect(named, name).toHaveLength(1);
      expect(named[0], name).toMatchObject(fields);
    }
    for (const name of intent.createdThenDeleted) {
      expect(
        onRemote.filter((row) => row.name === name),
        name,
      ).toEqual([]);
    }
    for (const [id, fields] of intent.edited) {
      expect(
        onRemote.find((row) => row.id === id),
        id,
      ).toMatchObject(fields);
    }
    for (const id of intent.deleted) expect(await remote.clientDetail(id), id).toBeNull();
    expect(onRemote).toHaveLength(30 - intent.deleted.length + intent.created.size);

    // The batch's RFQs once each, their threads once each and in order; none to the operator
    // withdrawn before the batch went.
    const rfqs = await remote.tripRfqs(SYNC_TRIP);
    expect(rfqs.map((item) => item.operator.id).sort()).toEqual([...intent.operators].sort());
    for (const item of rfqs) {
      const expected = intent.messages.get(item.operator.id) ?? [];
      const thread = await remote.messages(item.id);
      expect(
        thread.map((m) => [m.author, m.body]),
        item.operator.designator,
      ).toEqual(expected.map((body) => ['broker', body]));
      expect(item.status).toBe('sent');
    }

    // The replica agrees with the remote on every client the broker touched, and on the RFQs.
    const touched = onRemote.filter(
      (row) => intent.created.has(row.name) || intent.edited.has(row.id),
    );
    expect(touched).toHaveLength(intent.created.size + intent.edited.size);
    for (const row of touched) {
      const local = clientDetail.parse(
        await worker.json({ method: 'GET', path: `/v1/clients/${row.id}` }),
      );
      expect(brokerView(local), row.name).toEqual(brokerView(row));
    }
    for (const id of intent.deleted) {
      expect((await worker.call({ method: 'GET', path: `/v1/clients/${id}` })).status).toBe(404);
    }
    const kept = await listReplica(worker, 'q=Kill%20Test');
    expect(kept.map((row) => row.name).sort()).toEqual([...intent.created.keys()].sort());
    const localRfqs = pageOf(rfq).parse(
      await worker.json({ method: 'GET', path: `/v1/trip-requests/${SYNC_TRIP}/rfqs` }),
    ).items;
    // The one withdrawn before it went stays here only, withdrawn.
    const sentHere = localRfqs.filter((item) => item.operator.id !== intent.withdrawnOperator);
    expect(localRfqs.filter((item) => !sentHere.includes(item)).map((item) => item.status)).toEqual(
      ['withdrawn'],
    );
    expect(sentHere.map((item) => [item.id, item.status, item.message_count]).sort()).toEqual(
      rfqs.map((item) => [item.id, item.status, item.message_count]).sort(),
    );

    // The request log: each delete done once (a DELETE sent again after its first attempt
    // landed unseen finds nothing: 404, taken as done), nothing else refused but a retry
    // that found its first attempt still running.
    const writes = log.filter((entry) => entry.method !== 'GET' && entry.method !== 'OPTIONS');
    for (const id of intent.deleted) {
      const statuses = writes
        .filter((entry) => entry.method === 'DELETE' && entry.path === `/v1/clients/${id}`)
        .map((entry) => entry.status);
      expect(statuses, id).toEqual([204, ...statuses.slice(1).map(() => 404)]);
    }
    expect(
      writes.filter(
        (entry) =>
          entry.status >= 400 &&
          entry.method !== 'DELETE' &&
          entry.problem_type !== 'idempotency_key_in_use',
      ),
    ).toEqual([]);
    test.info().annotations.push({
      type: 'writes sent',
      description: `${writes.length} for ${before.pending} outbox entries, ${kills} kills`,
    });
    expect(errors).toEqual([]);
  } finally {
    await context?.close();
    await remote.close();
    await removeProfile(profile);
  }
});
