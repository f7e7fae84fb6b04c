// The freshness section of docs/benchmarks.md: issue 22's working day and a colleague's
// changes, and issue 29's news on screen, simulated on the virtual clock against the
// reference remote.
import { COLLEAGUE_PLAN, type ColleagueResult } from './freshness-colleague';
import { DAY_PLAN, type DayResult } from './freshness-day';
import { ON_SCREEN_PLAN, type OnScreenResult } from './freshness-on-screen';
import { count, measuredOn, table, verdict, type SectionRun } from './report-format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The figure: metered pulls per working hour within ±20% of their mean. */
const EVENNESS = 0.2;

function duration(valueMs: number): string {
  if (!Number.isFinite(valueMs)) return 'over 20 days';
  if (valueMs < HOUR_MS) return `${(valueMs / MINUTE_MS).toFixed(1)} min`;
  if (valueMs < 48 * HOUR_MS) return `${(valueMs / HOUR_MS).toFixed(1)} h`;
  return `${(valueMs / (24 * HOUR_MS)).toFixed(1)} days`;
}

/** Seconds under a minute: news on screen is counted in them. */
const shortDuration = (valueMs: number) =>
  valueMs < MINUTE_MS ? `${Math.round(valueMs / 1000)} s` : duration(valueMs);

function onScreenSection(result: OnScreenResult): string {
  const rows = result.phases.map((phase) => [
    phase.name,
    phase.answers.map(shortDuration).join(', '),
    phase.messages.map(shortDuration).join(', '),
    `${phase.metered} in ${(phase.lengthMs / MINUTE_MS).toFixed(0)} min`,
  ]);
  return table(
    ['on screen', 'a quote or a decline to the replica', 'a message', 'metered calls'],
    [...rows, ['calls left above the reserve at the end', count(result.aboveReserve), '', '']],
  );
}

function daySection(day: DayResult): string {
  const mean = day.perHour.reduce((sum, n) => sum + n, 0) / day.perHour.length;
  const spread = Math.max(...day.perHour.map((n) => Math.abs(n - mean) / mean));
  const rows = [
    ['metered pulls per working hour, 07:00 to 21:00', day.perHour.join(', ')],
    [
      `their mean, and the largest deviation from it (≤ ${EVENNESS * 100}%)`,
      `${mean.toFixed(1)}, ${(spread * 100).toFixed(1)}% ${verdict(spread <= EVENNESS)}`,
    ],
    [
      'working hours without a pull of every trip awaiting an answer (0)',
      `${day.hoursMissingAwaited} ${verdict(day.hoursMissingAwaited === 0)}`,
    ],
    ['quotes made / RFQs never answered', `${day.quotes} / ${day.unanswered}`],
    [
      "operator's quote to the replica: median, p95, longest",
      [day.latencyP50, day.latencyP95, day.latencyMax].map(duration).join(', '),
    ],
    [
      `calls left at the period's end (≥ the reserve, ${count(day.reserve)})`,
      `${count(day.leftAtEnd)} ${verdict(day.leftAtEnd >= day.reserve)}`,
    ],
    ['wall time', `${(day.wallMs / 60_000).toFixed(1)} min`],
  ];
  return table(['measure', 'figure'], rows);
}

function colleagueSection(results: readonly ColleagueResult[]): string {
  const row = (label: string, cell: (result: ColleagueResult) => string) => [
    label,
    ...results.map(cell),
  ];
  return table(
    ['clients', ...results.map((result) => count(result.clients))],
    [
      row('first copy complete after (by the pace)', (r) => duration(r.firstCopyMs)),
      row('walk of every client, about every', (r) => duration(r.walkEveryMs)),
      row("a colleague's new client shows after", (r) => duration(r.newClientMs)),
      row("a colleague's edit of a client shows after", (r) => duration(r.editMs)),
      row('calls left above the reserve then', (r) => count(r.aboveReserve)),
      row('wall time', (r) => `${(r.wallMs / 60_000).toFixed(1)} min`),
    ],
  );
}

export function freshnessSection(
  day: DayResult,
  colleagues: readonly ColleagueResult[],
  onScreen: OnScreenResult,
  run: SectionRun,
): string {
  return [
    '## Freshness within the allowance (issue 22)',
    `${measuredOn(run)} Simulated in Node, not in a browser over real hours: the app's sync engine (the real planner, pace and cadence, \`shared/sync/\`) runs on a virtual clock against the reference remote over HTTP, whose frozen clock moves with it (\`test/sync/sync-rig.ts\`); each figure is from the remote's request log or the replica's database, in virtual time. Working hours 07:00–21:00 (UTC), reserve 10%, the window on screen with no trip open.`,
    `### A working day at ${count(day.clients)} clients and ${day.trips} open trips`,
    `Plan: ${count(DAY_PLAN.monthly_quota)} calls a month, ${DAY_PLAN.requests_per_minute} a minute: checking ${day.trips} awaited trips every working hour takes ${day.trips} × 14 × 30 = ${count(day.trips * 14 * 30)} calls a month, more than a 10,000 plan holds above its reserve (on one, the Sync screen's forecast says how often it can check instead). The first copy is made the night before (1 April, 23:30); at 06:00 on 2 April the broker sends 2 RFQs on each trip; operators quote at seeded times from 07:00 to 19:00 through \`/_sim/\`, a fifth never. "Awaiting" is as the remote holds it at each hour's start. A quote reaches the replica with the first pull of its trip's RFQs after it. For the period's end, the ${day.daysBetween} days between are not simulated: as many calls as this day's metered pulls for each of them are spent through two other keys of the organization, a minute's rate each at a time on the remote's clock (a call the rate refuses spends nothing), then the engine runs the last day, 30 April, from 06:00 to the reset. The engine wakes only when its timers say (the virtual clock moves to the next wake or event, never in fixed steps), and the remote's log is read after each wake that sent something. What keeps the hours even: no working hour may spend more than its share of the day and a tenth (\`pacing.ts\`), and a round of more than 10 pages goes evenly over its interval (\`spread.ts\`) instead of in one burst, so the walk's 100 pages no longer take hours of pulls in minutes and leave the hours between short.`,
    daySection(day),
    `### A colleague's changes, on a ${count(COLLEAGUE_PLAN.monthly_quota)}-a-month plan`,
    "Clients only (no trips), so the walk is all that can find them: the API cannot list clients changed since a time. The first copy is not simulated (at 100,000 clients its 1,002 pulls merged into fake-indexeddb take longer than the whole bench may): the replica starts as a finished first copy leaves it (`test/bench/freshness-first-copy.ts`: its clients marked with the first walk, the walk and every round finished, the rounds' costs, the budget and the day's ledger), at the time the pace (`pacing.ts`: a first copy takes each day's share at once) lets its ⌈N/100⌉ + 2 calls end, and as many calls are spent at the remote. Compared with the engine's own copy at 240 clients, and at 10,000 on a 1,000-a-month plan over four days, that state differs only in the per-minute rate window. After the first copy, at 10:00 on the next working day, another key of the organization creates a client and edits another one; the time is until the replica holds each. Each time is one sample: a walk reads each page once an interval, so a change shows anywhere from minutes to a walk's interval after it (half of one on average), by where its page falls in the walk when it is made.",
    colleagueSection(colleagues),
    `### News on screen, on a ${count(ON_SCREEN_PLAN.monthly_quota)}-a-month plan (issue 29)`,
    `The demo's plan (${count(ON_SCREEN_PLAN.monthly_quota)} calls a month, ${ON_SCREEN_PLAN.requests_per_minute} a minute), 240 clients and 12 open trips, 5 operators asked on each at 06:30 (\`test/bench/freshness-on-screen.ts\`). Operators quote, write and decline through \`/_sim/\` at seeded times while the broker has a trip on screen (10:00 to 11:00, its first ten minutes apart), the Inbox (11:00 to 12:00), the window with no trip open (14:00 to 15:00), and a trip at night (23:00). Each time is from the act to the replica holding it (what the screens read), in virtual time; metered calls are the engine's counted GETs in the phase, from the remote's log. A trip or a thread on screen is read every 10 s while an answer may come, its metered reads within the screen's allowance (\`shared/sync/pull/plan/screen-allowance.ts\`: a burst of 60, refilled at half the pace's pulls an hour), so past its first ten minutes a trip is read as that refill pays. The Inbox (\`inbox-watch.ts\`) reads each trip once when it opens, a trip whose operator just wrote every 10 s for two minutes, the others in turn at half the refill; its threads within 60% of the rate, those an operator wrote in lately first.`,
    onScreenSection(onScreen),
  ].join('\n\n');
}
