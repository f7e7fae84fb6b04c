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

Method: it measures the engine's scheduling against the plan, not speed, so it runs in Node
(\`test/bench/drain.ts\` on the rig of \`test/sync/sync-rig.ts\`): the app's sync engine with the
real pull planner, over a replica in fake-indexeddb, sends to the reference remote over real
HTTP. Both clocks are manual: the remote's is frozen and is moved, with the engine's, to each
time the engine wakes at, so waits take no wall time. ${count(entries)} \`POST /v1/clients\` are
made in the replica before the engine starts, at the start of a UTC minute; the run ends when
the outbox is empty. The remote's request log (it keeps 1,000) is read at every wake.
Requests are every /v1 request from the first create sent to the last, pulls included;
minutes are the UTC minutes of the remote's clock from the first create to the last, both
counted, less whole minutes spent waiting for the billing period to end; rate used =
requests ÷ (${rate} × minutes). With ${count(entries)} at ${rate} a minute the last minute
holds ${entries % rate || rate}, so ${percent(entries / (rate * Math.ceil(entries / rate)))} is the most possible. Duplicates: the
remote's clients read back by name (with another key), each name once. One run each.

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

/**
 * Where a search's time went during a pull, found once with timers put in for the purpose
 * (not kept in the code), what was done about it, and the round trips measured over
 * repeated runs (one run's table cannot show the load's spread).
 */
const WHY_SEARCHES_WAIT = `Where a search's time went during a pull, timed at 10,000 clients with timers put in
for the purpose and taken out again (2026-11-23, loads of 3 to 4 on 2 cores). Each page of
100 clients is merged in chunks of 10, each a transaction of its own (relaxed,
docs/decisions.md), with a macrotask's pause between. A search's read transaction (the
index's revision, the page's 25 rows, their aircraft types) waited for the chunk's write
transaction under way, which held it 12 ms at the median (p95 23); the first read waited
2.2–2.6 ms at the median, 18–24 ms at p95; the 25 rows took 4 ms (p95 10), the index
search 1 ms (p95 8–9). Round trip then: p50 14.8–22.0 ms, p95 37.5–63.5 ms (loads 3.3–5.9).

Now a search reads nothing from storage when memory can answer it (docs/decisions.md,
\`shared/db/row-memory/\`): the index is caught up from this worker's own commits, and the
page's rows and aircraft types come from rows kept as this worker's transactions commit
them (the pull's chunks among them) or as searches read them, at most 20,000, all at the
index's revision; another connection's commit, in this thread or another tab's (a note on a
BroadcastChannel), empties them. During a pull at 10,000 clients all searches but the
first (before the index has loaded) were answered so (149 of 150 in one run, counted with
a counter put in and taken out). That left the index's own work: every change dropped its
joined text scans, so nearly every search during a pull joined all 10,000 texts again,
which took the search 2.6–4.1 ms at the median and 10–11 ms at p95 in the worker; now the
entries changed since the scans were joined are tested one by one until one in eight has
changed. What remains is the thread's and the machine's: a search queued behind the pull's
own tasks on the worker's one thread, garbage collection, and two cores shared with other
work.

Round trip over repeated runs of \`BENCH_SIZES=10000 npm run bench -- --only pull\`
(1-minute loads at each run's start and end): before (main), p50 14.7–26.7 ms, p95
42.9–176.2 ms (five runs, loads 0.3–8.3; at rest p95 12.0–48.0 ms; 46.0–47.5 ms at loads
of 0.3–3.3); rows in memory alone, p50 6.4–7.9 ms, p95 43.6–50.5 ms (two runs, loads
2.1–7.0; at rest p95 4.0–8.8 ms); with the scans kept as well, p50 3.7–4.4 ms, p95
10.9–11.6 ms (two runs, loads 1.0–1.3; at rest p95 4.2–4.6 ms, in worker 3.3–3.8),
and 10.6 ms in the table's run on the merged tree (load 2.6 to 1.4). 16 ms at p95 is met at such loads; at the loads of 4 to 8 that other
benchmarks brought during this work, even a search at rest reached 15–48 ms before. At
100,000 clients the rows held (20,000) are fewer than the clients: a page with a row not
held reads storage and waits for a chunk as before. One run of 100,000 with this code
(\`BENCH_SIZES=100000\`, not in the table, loads 1.6–3.3): 2,813 searches, p50 11.2 ms,
p95 31.0 ms, max 584 ms (in worker p95 24.0), at rest p95 18.5 ms (in worker 16.7).

Where the time went at 100,000 clients, timed with timers put in and taken out again
(2026-11-23, one run, loads 4 to 6): every search of the pull but the first was answered
from memory (4,690 of 4,690), so none waited for storage. The index's own search took
8.4 ms at the median and 28.9 at p95 (its joined texts scanned with \`indexOf\`, 5.9 million
characters, and joined again 37 times, up to 183 ms), 10.6 and 20.9 at rest. Now it reads
trigram postings (docs/decisions.md): 0.4 ms at the median and 2.3 at p95 during the pull,
0.5 and 3.1 at rest, never rebuilt (one run, loads 4.3 to 2.3); in the worker, p95 10.5 ms
during the pull and 5.9 at rest. The round trip's p95 stayed at 28.3 ms: the search's
message waited for the worker's thread, busy with the pull's own work, mostly a chunk's ten
snapshot buckets of ~400 entries parsed and stringified whole (~11 ms a chunk at load 0.4).
They are now rewritten in their strings (~2.5 ms a chunk). Round trip at 100,000, before:
p95 31.0 ms (loads 1.6–3.3) and 58.3 (loads 4.3–6.1); postings alone, 28.3 ms (loads
4.3–2.3); both, 19.6 ms, max 399 (the table's run, loads 2.3 to 1.7; in worker p95 10.0,
at rest 5.7, in worker 3.8). At rest the target was met; during the pull the worker's own
answer was (p95 10.0 ms), but not the round trip: the search waited for the pull's tasks on
the worker's one thread.

Which tasks, traced in Chromium (CDP, 15-second windows of a 100,000-client run, load
~3): during the walk the worker was busy 58% of the time, and its tasks over 8 ms (35 in
15 s) were nearly all garbage collection (scavenges of 10–27 ms, major GCs of ~30 ms);
during the details of recently active clients it was busy 51%, with 200 tasks over 8 ms
(44 over 16), JavaScript of 8–26 ms each. Each detail read the pull plan three or four
times and wrote it once, and the plan held the round's queue of 3,234 targets as objects:
~3 ms to clone out of IndexedDB and check with zod at each read (2–4 ms for the clone
alone in Node). The queue is now one text, a target per line, in a record of its own
(docs/decisions.md). With the text alone (68274ff): p95 14.7 ms at 100,000 (loads 1.5 to
0.9; in worker 7.8, at rest 4.3; 9.4 at 10,000) and 16.8 ms in a second run (loads 1.7 to
1.9; in worker 8.1). A trace of that code in the details step still showed 222 tasks over
8 ms in 15 s (busy 52%); the largest share of their time was IndexedDB's \`put\` serializing
the values written (~0.8 s of the 15 s; the queue's text, ~145 kB, was read three or four
times a detail and written once), then garbage collection. With the queue in its own
record, read only by the step that takes from it (5bcaf15), the table's run (loads 2.4 to
1.3): p95 14.5 ms at 100,000 (in worker 7.7, at rest 4.7) and 9.8 at 10,000; the first
connection's wall time at 100,000 fell from 1,162 s to 819 s. The max (484 ms, of which 99
in the worker) is a single search that waited behind other work on the thread; it was not
traced.`;

export function pullSection(
  pulls: readonly PullBench[],
  chromium: string,
  run: SectionRun,
): string {
  const { monthly_quota: quota, requests_per_minute: rate } = PULL_PLAN;
  return `## First connection: pulling the clients (Chromium worker, remote in Node)

${measuredOn(run)}

Method: the reference remote runs in the Node process with one organization of N demo
clients and N/20 trip requests (\`generateDemoOrganization\`, seed 42), a plan of
${count(quota)} requests a month and ${rate} a minute, its clock frozen at ${PULL_START}
(30 days left in the period) and CORS for the bench page's origin; "seeded" times the
data's generation, the config's check and the writes into its in-memory database. In
Chromium ${chromium} (headless), a module worker opens the app's own workspace for a remote (\`openWorkspace\`,
shared/host: a replica on the on-disk profile, its /v1 app and its sync engine with the
pull planner, the fetch transport and a 10% reserve), which makes its first connection over
real HTTP. The engine's clock is manual: when it sleeps, the worker moves both clocks to its
wake time (the remote's through the bench's static server, as /_sim/ refuses pages), so the
rate's waits take no wall time and pages land back to back. Calls are counted by the
worker's transport, by step, up to the last call of the first connection's last step
(operator contacts; the steady rounds then due, which the engine goes on with until it
sleeps, are left out): metered when answered with \`X-Quota-*\` and no 429 or 5xx, and
whether all metered calls agree with the quota window the engine last saw (limit −
remaining). Remote clock: the UTC minutes from the start to the first connection's last
call, both counted; its bounds at ${rate} a minute: the walk's ⌈N/${PAGE}⌉ calls ÷ ${rate}, and all
calls ÷ ${rate}, rounded up. One run per size.

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

Searches while it pulls: the page sends a q search (the ${searchUrls.length} terms of the queries above,
in turn) to the pulling worker, which answers through the workspace's /v1 app; the next
goes ${SEARCH_GAP_MS} ms after the previous answer, as a broker types. Round trip: from the page's
\`postMessage\` to the answer's arrival, which is what a screen waits, time queued behind the
pull's work included; in worker: \`app.fetch\` and the body read alone. The first search
(waiting for the workspace to open) is left out. Then ${SEARCHES_AT_REST} more once the pull is done, at
rest. Target: round-trip p95 ≤ ${TARGET_P95_MS} ms.

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

${WHY_SEARCHES_WAIT}`;
}
