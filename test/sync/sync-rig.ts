// The sync engine of a replica against the reference remote, answered in-process, test
// controls too (the remote's `fetch`: the same app, gates and faults, without TCP;
// fetch-transport.test.ts covers the transport over real HTTP): Alpha's read+write key, the
// remote's frozen clock moved with the engine's, and a replica that starts with what the
// remote held at the start (as a first pull would have left it).
import type { generateClients } from '../../shared/demo';
import type { CharterDb } from '../../shared/db/database';
import { seedOrganization } from '../../shared/db/seed';
import { createRandom } from '../../shared/demo/random';
import { createSyncEngine, type SyncEngine } from '../../shared/sync/engine/engine';
import { createFetchTransport } from '../../shared/sync/transport/fetch';
import type { PullPlanner } from '../../shared/sync/pull/task';
import { applyFromRemote } from '../../shared/sync/sync-state';
import type { LogEntry } from '../remote-api/request-log';
import type { WorkingDay } from '../../shared/sync/policy/pacing';
import {
  KEYS,
  START,
  startTestApi,
  testConfig,
  type Plan,
  type TestApi,
} from '../remote-api/remote-harness';
import { createHarness, type Harness } from '../support/service-harness';
import { driveEngine, ManualTime } from './manual-time';
import { idleScreen } from './pull-fixtures';

/** A planner with nothing to pull: push tests see only their own requests. */
export const noPulls: PullPlanner = {
  next: async () => null,
  nextDueAt: async () => null,
  ask: () => undefined,
  ...idleScreen,
  progress: async () => ({
    stage: 'steady',
    step: null,
    clients_pulled: 0,
    clients_total: null,
    clients_compared_at: null,
  }),
};

const RIG_SEED = 2026;

export interface SyncRig {
  /** The remote as now: replaced by `startRemote()`. */
  remote: TestApi;
  /** Stops the remote: its port refuses connections, as a server that is down. */
  stopRemote(): Promise<void>;
  /** Starts it again at the same address, holding its data as at the start, at the rig's time. */
  startRemote(): Promise<void>;
  replica: Harness;
  time: ManualTime;
  engine: SyncEngine;
  /** Lets the engine run, moving time to each wake, until `done` holds. */
  runUntil(done: () => Promise<boolean>, maxWakes?: number): Promise<void>;
  /** The remote's request log, oldest first. */
  requests(): Promise<LogEntry[]>;
  close(): Promise<void>;
}

export interface RigOptions {
  plan?: Plan;
  planner?: PullPlanner;
  key?: string;
  reservePercent?: number;
  /** Alpha's clients, instead of the harness's 30. */
  clients?: ReturnType<typeof generateClients>;
  /** A first connection: the replica starts empty instead of holding what the remote holds. */
  empty?: boolean;
  /** Where both clocks start; the harness's START (90 s before a period ends) by default. */
  start?: string;
  /** Alpha's trip requests, instead of the harness's one. */
  tripRequests?: ReturnType<typeof testConfig>['organizations'][number]['trip_requests'];
  /** The broker's working hours; all day in UTC without them. */
  workingDay?: WorkingDay;
  /** The engine's fetch, to act while a call is under way (`remote.fetch` by default). */
  fetch?: typeof fetch;
}

const seedFields = [
  'airports',
  'aircraft_types',
  'operators',
  'operator_contacts',
  'clients',
  'trip_requests',
] as const;

export async function syncRig(options: RigOptions = {}): Promise<SyncRig> {
  const start = options.start ?? START;
  const config = { ...testConfig(options.plan), clock: { start, frozen: true } };
  if (options.clients) {
    const alphaConfig = config.organizations[0]!;
    alphaConfig.clients = options.clients;
    alphaConfig.trip_requests[0]!.client_id = options.clients[0]?.id ?? null;
  }
  if (options.tripRequests) config.organizations[0]!.trip_requests = options.tripRequests;
  // The remote's ids from a seeded source: the records' order (by id) is the same every run,
  // so is every choice the engine makes by it (which thread a round reads first).
  const ids = createRandom(RIG_SEED);
  const remoteOptions = { inProcess: true, newId: () => ids.uuid() };
  const remote = await startTestApi(config, 0, remoteOptions);
  const replica = createHarness({ replica: {} });
  // The replica's clock (its outbox entries' times too) moves with the engine's.
  replica.clock.set(start);
  const time = new ManualTime(Date.parse(start), async (iso) => {
    replica.clock.set(iso);
    if (up) await rig.remote.sim('POST', '/clock', { set: iso });
  });
  replica.deps.clock = time.clock;
  const alpha = config.organizations[0]!;
  const seed = Object.fromEntries(seedFields.map((field) => [field, alpha[field]]));
  if (!options.empty) {
    await applyFromRemote(replica.db, 'seed', start, (db: CharterDb) =>
      seedOrganization(db, seed, time.clock),
    );
  }
  const engine = createSyncEngine({
    db: replica.db,
    transport: createFetchTransport({
      baseUrl: `${remote.url}/`,
      apiKey: options.key ?? KEYS.alphaWrite,
      fetch: (input, init) => (options.fetch ?? rig.remote.fetch)(input, init),
    }),
    planner: options.planner ?? noPulls,
    clock: time.clock,
    timers: time.timers,
    random: () => 0.5,
    reservePercent: () => options.reservePercent ?? 10,
    workingDay: options.workingDay && (() => options.workingDay!),
  });
  // As the app's host does: every local write wakes the engine.
  const call = replica.call;
  replica.call = async (method, path, init) => {
    const response = await call(method, path, init);
    if (method !== 'GET') engine.poke();
    return response;
  };
  const port = Number(new URL(remote.url).port);
  let up = true;
  const rig: SyncRig = {
    remote,
    async stopRemote() {
      await rig.remote.close();
      up = false;
    },
    async startRemote() {
      rig.remote = await startTestApi(config, port, remoteOptions);
      up = true;
      await time.advanceTo(time.now);
    },
    replica,
    time,
    engine,
    runUntil: (done, maxWakes) =>
      driveEngine(engine, time, done, {
        maxWakes,
        stuck: async () => {
          const entries = await replica.db.outbox.toArray();
          const states = entries.map((e) => `${e.operation_id} ${e.state}: ${e.reason}`);
          return states.slice(0, 5).join('\n');
        },
      }),
    async requests() {
      const { items } = await rig.remote.sim<{ items: LogEntry[] }>('GET', '/requests?limit=1000');
      return items.reverse().filter((entry) => entry.path.startsWith('/v1/'));
    },
    async close() {
      await engine.stop();
      if (up) await rig.remote.close();
    },
  };
  return rig;
}
