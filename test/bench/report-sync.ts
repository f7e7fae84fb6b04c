// The sync sections of docs/benchmarks.md: the outbox drain and the first connection's pull.
import type { DrainResult } from './drain';
import { searchUrls } from './page/measure';
import { SEARCH_GAP_MS, SEARCHES_AT_REST, type PullResult } from './page/protocol';
import { PULL_PLAN, PULL_START } from './pull-remote';
import {
  count,
  measuredOn,
  ms,
  percent,
  table,
  TARGET_P95_MS,
  verdict,
  type SectionRun,
} from './report-format';

export type PullBench = PullResult & { clients: number; seedMs: number };

const TARGET_RATE_SHARE = 0.95;
const PAGE = 100;

function drainRows(drains: readonly DrainResult[]): string[][] {
  const row = (label: string, cell: (drain: DrainResult) => string) => [label, ...drains.map(cell)];
  return [
    row(
      'plan (a month, a minute)',
      ({ scenario: { plan } }) => `${count(plan.monthly_quota)}, ${plan.requests_per_minute}`,
    ),
    row('start (remote clock)', ({ scenario }) => scenario.start.slice(0, 16).replace('T', ' ')),
    row('creates sent', (drain) => count(drain.pushes)),
    row('requests from the first create to the last', (drain) => count(drain.requests)),
    row('minutes', (drain) => String(drain.minutes)),
    row(
      `rate used (≥ ${percent(TARGET_RATE_SHARE)})`,
      (drain) => `${percent(drain.rateShare)} ${verdict(drain.rateShare >= TARGET_RATE_SHARE)}`,
    ),
    row(
      '429 in the first minute / later (0)',
      (drain) =>
        `${drain.rateLimitedFirstMinute} / ${drain.rateLimitedLater} ${verdict(drain.rateLimitedLater === 0)}`,
    ),
    row('429 `quota_exceeded`', (drain) => String(drain.quotaExceeded)),
    row(
      'duplicates / missing on the remote (0)',
      (drain) =>
        `${drain.duplicates} / ${drain.missing} ${verdict(drain.duplicates + drain.missing === 0)}`,
    ),
    row('pulls during the drain (metered)', (drain) => `${drain.pulls} (${drain.meteredPulls})`),
    row('creates before / after the period ended', (drain) =>
      drain.period ? `${drain.period.before} / ${drain.period.after}` : '–',
    ),
    row('minutes waited for the period', (drain) =>
      drain.period ? String(drain.period.waitedMinutes) : '–',
    ),
    row('wall time', (drain) => `${(drain.wallMs / 1000).toFixed(1)} s`),
  ];
}

export function drainSection(drains: readonly DrainResult[], run: SectionRun): string {
  const entries = drains[0]?.scenario.entries ?? 0;
  const rate = drains[0]?.scenario.plan.requests_per_minute ?? 0;
  return `## Outbox drain: ${count(entries)} creates at ${rate} requests a minute (Node)

${measuredOn(run)}

Method: in Node, as it measures the engine's scheduling, not speed (\`test/bench/drain.ts\` on the
rig of \`test/sync/sync-rig.ts\`): the app's sync engine and pull planner, over a replica in
fake-indexeddb, send to the reference remote over real HTTP; both clocks move to each wake, so
waits take no wall time. ${count(entries)} \`POST /v1/clients\` wait in the outbox at the start of a UTC
minute; the run ends when it is empty. Minutes: the remote's, from the first create to the last,
less those waited for the billing period; rate used = requests ÷ (${rate} × minutes), at most
${percent(entries / (rate * Math.ceil(entries / rate)))} here. Duplicates: the remote's clients read back by name. One run each.

${table(['', ...drains.map((drain) => drain.scenario.name)], drainRows(drains))}`;
}

function pullRows(pulls: readonly PullBench[]): string[][] {
  const { requests_per_minute: rate } = PULL_PLAN;
  return pulls.map(({ clients, seedMs, pull }) => {
    const metered = pull.calls.reduce((sum, step) => sum + step.metered, 0);
    const calls = pull.calls.reduce((sum, step) => sum + step.calls, 0);
    const walk = Math.ceil(clients / PAGE);
    return [
      count(clients),
      `${(seedMs / 1000).toFixed(1)} s`,
      `${(pull.wallMs / 1000).toFixed(1)} s`,
      count(calls),
      `${count(metered)} ${pull.quotaAgrees ? '(agrees)' : '(**disagrees**)'}`,
      count(walk),
      String(pull.rateLimited),
      `${count(pull.minutes)} min`,
      `${count(Math.ceil(walk / rate))} min`,
      `${count(Math.ceil(calls / rate))} min`,
      count(pull.clientsPulled),
    ];
  });
}

/** The walk against ⌈N/100⌉, and the first connection's remote time against the rate. */
function pullVerdict({ clients, pull }: PullBench): string {
  const walk = pull.calls.find((step) => step.step === 'client walk')?.metered ?? 0;
  const calls = pull.calls.reduce((sum, step) => sum + step.calls, 0);
  const bound = Math.ceil(calls / PULL_PLAN.requests_per_minute);
  return `At ${count(clients)} clients the walk took ${count(walk)} metered calls against ⌈N/${PAGE}⌉ = ${count(Math.ceil(clients / PAGE))}; the whole first connection (the walk, the details of recently active clients, the RFQs of open trips) took ${count(pull.minutes)} minutes of remote clock against ⌈its ${count(calls)} calls ÷ ${PULL_PLAN.requests_per_minute}⌉ = ${count(bound)}.`;
}

function stepRows(pulls: readonly PullBench[]): string[][] {
  return pulls.flatMap(({ clients, pull }) =>
    pull.calls.map((step) => [count(clients), step.step, count(step.calls), count(step.metered)]),
  );
}

function searchRows(pulls: readonly PullBench[]): string[][] {
  return pulls.map(({ clients, search, searchAtRest }) => [
    count(clients),
    String(search.roundTrip.count),
    ms(search.roundTrip.p50),
    ms(search.roundTrip.p95),
    ms(search.roundTrip.max),
    ms(search.inWorker.p50),
    ms(search.inWorker.p95),
    ms(search.inWorker.max),
    `${ms(searchAtRest.roundTrip.p95)} / ${ms(searchAtRest.inWorker.p95)}`,
    verdict(search.roundTrip.p95 <= TARGET_P95_MS),
  ]);
}

/** Where a search's time goes during a pull, found with timers and traces. */
const PULL_SEARCH_TIME = `### Where a search's time goes

The worker has one thread: a search waits behind the pull's own tasks and garbage collection
(during the walk the worker was busy 58% of the time, its long tasks nearly all collection).`;

export function pullSection(
  pulls: readonly PullBench[],
  chromium: string,
  run: SectionRun,
): string {
  const { monthly_quota: quota, requests_per_minute: rate } = PULL_PLAN;
  return `## First connection: pulling the clients (Chromium worker, remote in Node)

${measuredOn(run)}

Method: the reference remote runs in Node with N demo clients and N/20 trip requests, a plan of
${count(quota)} requests a month and ${rate} a minute, its clock frozen at ${PULL_START} (30 days left in
the period); "seeded" times its setup. In Chromium ${chromium} (headless), a module worker opens the
app's workspace for it (\`openWorkspace\`: a replica on disk, its /v1 app, its sync engine, the fetch
transport, a 10% reserve), which makes its first connection over real HTTP; when the engine
sleeps, both clocks move to its wake, so the rate's waits take no wall time. Calls are counted
by step up to the first connection's last call: metered when answered with \`X-Quota-*\` and no
429 or 5xx, checked against the quota window the engine saw. Remote clock: the UTC minutes the
first connection took, against the walk's ⌈N/${PAGE}⌉ calls and all calls at ${rate} a minute. One run per
size.

${table(
  [
    'clients',
    'remote seeded',
    'wall time',
    'calls',
    'metered (quota window)',
    `⌈N/${PAGE}⌉`,
    '429',
    'remote clock',
    'walk ÷ rate',
    'all calls ÷ rate',
    'clients pulled',
  ],
  pullRows(pulls),
)}

${pulls.map(pullVerdict).join(' ')}

The first connection's calls, in order of their steps:

${table(['clients', 'step', 'calls', 'metered'], stepRows(pulls))}

Searches while it pulls: the page sends a q search (the ${searchUrls.length} terms above, in turn) to the
pulling worker, the next ${SEARCH_GAP_MS} ms after each answer, as a broker types. Round trip: from
\`postMessage\` to the answer, time queued behind the pull included; in worker: \`app.fetch\` and the
body alone. The first search (the workspace opening) is left out; then ${SEARCHES_AT_REST} more at rest.
Target: round-trip p95 ≤ ${TARGET_P95_MS} ms.

${table(
  [
    'clients',
    'searches',
    'round trip p50',
    'p95',
    'max',
    'in worker p50',
    'p95',
    'max',
    'at rest p95 (round trip / in worker)',
    `p95 ≤ ${TARGET_P95_MS} ms`,
  ],
  searchRows(pulls),
)}

${PULL_SEARCH_TIME}`;
}
