// A first connection as the app makes it: the app's workspace (a replica with its sync
// engine and /v1 app, shared/host/workspace/) pulls from the reference remote over real
// HTTP. The engine's clock is manual and moves the remote's frozen one through the bench's
// static server (a page may not call /_sim/), so the rate's waits cost no wall time: pages
// land back to back, the hardest case for searches made meanwhile.
import { Dexie } from 'dexie';
import { openWorkspace, type Workspace } from '../../../shared/host/workspace/workspace';
import { budgetState } from '../../../shared/sync/policy/budget';
import { createFetchTransport } from '../../../shared/sync/transport/fetch';
import { readState, STATE_KEYS } from '../../../shared/sync/sync-state';
import type { Transport } from '../../../shared/sync/transport/transport';
import { driveEngine, ManualTime } from '../../sync/manual-time';
import type { PullCalls, PullReport, PullSetup } from './protocol';
import { ALL_DAY_UTC } from '../../../shared/sync/policy/pacing';

interface Call {
  step: string;
  metered: boolean;
  status: number;
  /** The engine's (manual) clock when it was sent. */
  at: number;
}

/** The first connection's last step (rules/pull-steps.ts FIRST_PULL): what follows is steady work. */
const LAST_STEP = 'operator contacts';

/** Which part of the first connection a request belongs to, by its path. */
function stepOf(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://remote.invalid');
  if (pathname === '/v1/clients') {
    return searchParams.has('last_request') ? 'clients with recent trips' : 'client walk';
  }
  if (pathname.startsWith('/v1/clients/')) return 'client details';
  if (pathname.endsWith('/rfqs')) return 'RFQs of open trip requests';
  if (pathname.endsWith('/messages')) return 'messages of open RFQs';
  if (pathname === '/v1/operator-contacts') return LAST_STEP;
  return pathname;
}

/** The transport, noting each call: the remote's log keeps only its last 1,000. */
function recording(transport: Transport, calls: Call[], time: ManualTime): Transport {
  return {
    async send(request) {
      const at = time.now;
      const response = await transport.send(request);
      // The remote counts an admitted metered call; it says which are metered by X-Quota-*.
      const refunded = response.status === 429 || response.status >= 500;
      calls.push({
        step: stepOf(request.url),
        metered: 'x-quota-limit' in response.headers && !refunded,
        status: response.status,
        at,
      });
      return response;
    },
  };
}

function callsByStep(calls: readonly Call[]): PullCalls[] {
  const steps = new Map<string, PullCalls>();
  for (const call of calls) {
    const step = steps.get(call.step) ?? { step: call.step, calls: 0, metered: 0 };
    step.calls += 1;
    if (call.metered) step.metered += 1;
    steps.set(call.step, step);
  }
  return [...steps.values()];
}

export interface Pull {
  workspace: Workspace;
  done: Promise<PullReport>;
}

export async function startPull(setup: PullSetup): Promise<Pull> {
  await Dexie.delete(setup.dbName);
  const time = new ManualTime(Date.parse(setup.start), async (iso) => {
    const moved = await fetch(new URL('/_bench/clock', self.location.href), {
      method: 'POST',
      body: iso,
    });
    if (!moved.ok) throw new Error(`The remote's clock did not move: ${moved.status}`);
  });
  const calls: Call[] = [];
  const started = performance.now();
  const workspace = await openWorkspace(
    { kind: 'remote', dbName: setup.dbName, remoteUrl: setup.remoteUrl },
    {
      clock: time.clock,
      timers: time.timers,
      random: () => 0.5,
      transport: () =>
        recording(
          createFetchTransport({
            baseUrl: setup.remoteUrl,
            apiKey: setup.apiKey,
            fetch: (url, init) => fetch(url, init),
          }),
          calls,
          time,
        ),
      reservePercent: () => 10,
      workingDay: () => ALL_DAY_UTC,
      online: () => true,
      onSyncChange: () => {},
    },
  );
  const { engine, planner, deps } = workspace;
  if (!engine || !planner) throw new Error('The workspace has no sync engine');
  const done = driveEngine(
    engine,
    time,
    async () => (await planner.progress(deps.db)).stage === 'steady',
    { maxWakes: 100_000 },
  ).then(async () => {
    const wallMs = performance.now() - started;
    const budget = await readState(deps.db, STATE_KEYS.budget, budgetState);
    const quota = budget?.quota;
    // The engine goes on with the steady rounds due by then until it sleeps: left out.
    const first = calls.slice(0, calls.findLastIndex((call) => call.step === LAST_STEP) + 1);
    const minuteOf = (ms: number) => Math.floor(ms / 60_000);
    return {
      clientsPulled: await deps.db.clients.count(),
      calls: callsByStep(first),
      callsAfter: calls.length - first.length,
      rateLimited: calls.filter((call) => call.status === 429).length,
      quotaAgrees: quota
        ? quota.limit - quota.remaining === calls.filter((call) => call.metered).length
        : null,
      minutes: minuteOf(first.at(-1)?.at ?? NaN) - minuteOf(Date.parse(setup.start)) + 1,
      wallMs,
    };
  });
  return { workspace, done };
}
