// A remote organization to pull from (numbered clients, trip requests of some of them) and
// helpers to drive a replica's planner against it.
import type { OrganizationSeedInput, TripRequestStatus } from '../../shared/api';
import { seedOrganization } from '../../shared/db/seed';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import type { PullPlanner, PullTask } from '../../shared/sync/pull/task';
import type { Harness } from '../support/service-harness';
import { createHarness } from '../support/service-harness';
import { id } from '../service/rfq-fixtures';
import { remoteDouble, type RemoteDouble } from './remote-double';

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export const clientId = (n: number) => id(1000 + n);
export const clientName = (n: number) => `Client ${String(n).padStart(3, '0')}`;

type TripSeed = NonNullable<OrganizationSeedInput['trip_requests']>[number];

/** A one-leg trip request of client `n`, made at `createdAt`. */
export function tripOf(
  n: number,
  tripId: string,
  createdAt: string,
  status: TripRequestStatus = 'open',
): TripSeed {
  return {
    id: tripId,
    client_id: clientId(n),
    status,
    created_at: createdAt,
    legs: [{ depart_date: '2026-12-20', from: 'KTEB', to: 'KPBI' }],
  };
}

/** A remote holding clients 0 to `count - 1` (named so that name order is number order). */
export async function remoteWith(count: number, trips: TripSeed[] = []): Promise<RemoteDouble> {
  const remote = await remoteDouble();
  const clients = Array.from({ length: count }, (_, n) => ({
    id: clientId(n),
    name: clientName(n),
    email: `client${n}@example.com`,
  }));
  await seedOrganization(remote.server.db, { clients, trip_requests: trips }, remote.server.clock);
  return remote;
}

/** A replica that has never pulled. */
export const emptyReplica = (): Harness => createHarness({ replica: {} });

/** A remote made by `remoteWith(...args)`, and a replica that has pulled all of it. */
export async function mirroredReplica(...args: Parameters<typeof remoteWith>) {
  const remote = await remoteWith(...args);
  const replica = emptyReplica();
  const planner = createPullPlanner();
  await remote.pullAll(replica, planner);
  return { remote, replica, planner };
}

/** Time passes at both ends. */
export function advance(ms: number, ...harnesses: Harness[]): void {
  for (const harness of harnesses) harness.clock.advance(ms);
}

/** A pulled path in short: `clients`, `clients+` (a later page), `recent`, `client:7`, ... */
export function shortPath(path: string): string {
  const url = new URL(path, 'http://local.test');
  const later = url.searchParams.has('cursor') ? '+' : '';
  const segments = url.pathname.split('/').slice(2);
  const [collection, ref, sub] = segments;
  if (collection === 'clients' && ref) return `client:${Number(ref.slice(-4)) - 1000}`;
  if (collection === 'clients') {
    return `${url.searchParams.has('last_request') ? 'recent' : 'clients'}${later}`;
  }
  if (collection === 'trip-requests') return `rfqs:${ref}${later}`;
  if (collection === 'rfqs' && sub === 'messages') return `thread:${ref}${later}`;
  return `${collection}${later}`;
}

/** Pulls as the planner says, up to and including the first pull whose short path is `stop`. */
export async function pullThrough(
  remote: RemoteDouble,
  replica: Harness,
  planner: PullPlanner,
  stop: string,
): Promise<void> {
  for (;;) {
    const nowMs = replica.clock.now().getTime();
    const task = await planner.next(replica.db, { nowMs, metered: true });
    if (!task) throw new Error(`no pull of ${stop} came`);
    await remote.pull(replica, task);
    if (shortPath(task.request.url) === stop) return;
  }
}

/** A page of clients to pull whose answer changes nothing: engine tests answer it themselves. */
export const clientsPage: PullTask = {
  label: 'clients, page 1',
  operationId: 'searchClients',
  request: { method: 'GET', url: '/v1/clients', headers: {}, body: null },
  apply: async () => undefined,
  failed: async () => undefined,
};

/** A stub planner's screen, "Sync now" and cadence: none of its own, the real planner's words. */
export const idleScreen: Pick<PullPlanner, 'setScreen' | 'hurry' | 'hurrying' | 'cadence'> = {
  setScreen: () => undefined,
  hurry: async () => true,
  hurrying: () => false,
  cadence: (db, context) => createPullPlanner().cadence(db, context),
};

/** A planner that hands out what `next` gives, in the first connection's first step. */
export function plannerOf(next: () => PullTask | null): PullPlanner {
  return {
    next: async () => next(),
    nextDueAt: async () => null,
    ask: () => undefined,
    ...idleScreen,
    progress: async () => ({
      stage: 'initial',
      step: 'clients',
      clients_pulled: 0,
      clients_total: null,
      clients_compared_at: null,
    }),
  };
}
