// npm run bench: builds the bench page (test/bench/page) with Vite, serves it on
// 127.0.0.1, drives Debian's Chromium with a persistent on-disk profile, runs the client
// queries at 10,000 and 100,000 clients, the first connection's pull of as many from the
// reference remote (in this process) with searches meanwhile, and strict against relaxed
// writes; the client index beside its peers (a Dexie scan, MiniSearch); search everything
// at 100,000 clients, 5,000 trips and 50,000 messages beside MiniSearch; the clients list in
// the built app (dist/) at those sizes, and the Trips list at 5,000 trips; then, in Node,
// the outbox drains; and writes docs/benchmarks.md.
// `--only pull,drain` measures only those sections and keeps the others from the previous
// report; BENCH_SIZES (e.g. `10000`) limits the sizes of the queries and the pulls.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import { DRAIN_SCENARIOS, measureDrain, type DrainResult } from './drain';
import { COLLEAGUE_SIZES, measureColleague } from './freshness-colleague';
import { measureDay } from './freshness-day';
import { measureOnScreen } from './freshness-on-screen';
import { freshnessSection } from './report-freshness';
import { measureList } from './list';
import { measureTrips } from './trips-list-bench';
import { tripsSection } from './report-trips';
import type { SizeResult } from './page/protocol';
import { measureMemory } from './memory';
import { measurePeers } from './peers';
import { measureSearch } from './search';
import { searchSection } from './report-search';
import { PULL_START, startPullRemote, type PullRemote } from './pull-remote';
import { queriesSection, REPORT_HEADING } from './report';
import { listSection } from './report-list';
import { durabilitySection } from './report-durability';
import { memorySection } from './report-memory';
import { peersSection } from './report-peers';
import type { SectionRun } from './report-format';
import { drainSection, pullSection, type PullBench } from './report-sync';
import { assembleReport, sectionsToRun, type Section } from './sections';
import { serveDirectory } from './static-server';
import { chromiumLaunchOptions } from '../support/chromium';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 100);
/** The measure of the Trips list (issue 22). */
const TRIPS_SIZE = Number(process.env.BENCH_TRIPS ?? 5_000);
/** The demo's book (shared/demo): the memory section's smallest. */
const MEMORY_SMALLEST = 240;
const DURABILITY = { creates: 200, bulkClients: 5_000, bulkRuns: 3 };
/**
 * A Dexie scan reads every row, and MiniSearch's substring search at 100,000 lists
 * thousands of terms a query: fewer of them there, a pass over the variants at least.
 */
const peerRepetitions = (clients: number) => ({
  index: REPETITIONS,
  dexie: clients > 10_000 ? 10 : 30,
  minisearch: clients > 10_000 ? 20 : REPETITIONS,
  'minisearch-words': REPETITIONS,
});
const pageRoot = fileURLToPath(new URL('./page', import.meta.url));
const reportPath = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
const appRoot = fileURLToPath(new URL('../../dist', import.meta.url));

async function buildPage(outDir: string): Promise<void> {
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    base: './',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
    worker: { format: 'es' },
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function runQueries(page: Page): Promise<SizeResult[]> {
  const results: SizeResult[] = [];
  for (const size of SIZES) {
    console.log(`${size} clients…`);
    const result = await page.evaluate(
      ([clients, repetitions]) => window.runBench(clients, repetitions),
      [size, REPETITIONS] as const,
    );
    for (const query of result.queries) {
      console.log(`  ${query.query}: p50 ${ms(query.p50)}, p95 ${ms(query.p95)}`);
    }
    console.log(`  worker start to first answer: ${result.startMs.map(Math.round).join(', ')} ms`);
    results.push(result);
  }
  return results;
}

/** Each size from its own remote; `use` points the page's clock route at it. */
async function runPulls(page: Page, origin: string, use: (remote: PullRemote | null) => void) {
  const results: PullBench[] = [];
  for (const size of SIZES) {
    console.log(`pull of ${size} clients: seeding the remote…`);
    const remote = await startPullRemote(size, origin);
    use(remote);
    try {
      console.log(`  seeded in ${Math.round(remote.seedMs / 1000)} s; pulling…`);
      const result = await page.evaluate((setup) => window.runPull(setup), {
        dbName: `bench-pull-${size}`,
        remoteUrl: `${remote.api.url}/`,
        apiKey: remote.key,
        start: PULL_START,
      });
      const { pull, search } = result;
      console.log(
        `  ${pull.clientsPulled} clients in ${Math.round(pull.wallMs / 1000)} s, ` +
          `${pull.minutes} remote minutes; search p95 ${ms(search.roundTrip.p95)}`,
      );
      results.push({ clients: size, seedMs: remote.seedMs, ...result });
    } finally {
      use(null);
      await remote.api.close();
    }
  }
  return results;
}

async function runDrains(): Promise<DrainResult[]> {
  const results: DrainResult[] = [];
  for (const scenario of DRAIN_SCENARIOS) {
    console.log(`drain: ${scenario.name}…`);
    const result = await measureDrain(scenario);
    console.log(
      `  ${result.requests} requests over ${result.minutes} minutes, ` +
        `${(result.rateShare * 100).toFixed(1)}% of the rate`,
    );
    results.push(result);
  }
  return results;
}

/** Runs one section, noting when, how long and under what load. */
async function timed(work: () => Promise<(run: SectionRun) => string>): Promise<string> {
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? NaN;
  const write = await work();
  return write({
    date: new Date().toISOString().slice(0, 10),
    minutes: (performance.now() - started) / 60_000,
    load: [loadAtStart, loadavg()[0] ?? NaN],
    cores: availableParallelism(),
  });
}

/** `work` in a page of its own, cross-origin isolated (static-server.ts), then closed. */
async function inIsolatedPage<T>(
  context: BrowserContext,
  outDir: string,
  work: (page: Page) => Promise<T>,
): Promise<T> {
  const server = await serveDirectory(outDir, {}, { isolated: true });
  const page = await context.newPage();
  try {
    page.on('console', (message) => console.log(`  [page] ${message.text()}`));
    await page.goto(server.url);
    return await work(page);
  } finally {
    await page.close();
    server.close();
  }
}

/** The sections measured in Chromium, on one persistent profile. */
async function inChromium(sections: readonly Section[], fresh: Map<Section, string>) {
  const work = await mkdtemp(join(tmpdir(), 'charter-bench-'));
  const outDir = join(work, 'page');
  await buildPage(outDir);
  let pullRemote: PullRemote | null = null;
  const server = await serveDirectory(outDir, {
    '/_bench/clock': async (iso) => {
      if (!pullRemote) throw new Error('No remote is pulled from');
      await pullRemote.moveClock(iso);
    },
  });
  const context = await chromium.launchPersistentContext(join(work, 'profile'), {
    ...chromiumLaunchOptions,
    // gc(), for the peers bench to start each engine's timing without another's garbage.
    args: [...(chromiumLaunchOptions.args ?? []), '--js-flags=--expose-gc'],
    headless: true,
  });
  // The browser's own version: the user agent reports only the major one.
  const version = context.browser()?.version() ?? 'unknown';
  try {
    const page = await context.newPage();
    page.on('console', (message) => console.log(`  [page] ${message.text()}`));
    await page.goto(server.url);
    if (sections.includes('queries')) {
      const queries = await timed(async () => {
        const results = await runQueries(page);
        return (run) => queriesSection(results, version, run);
      });
      fresh.set('queries', queries);
    }
    if (sections.includes('pull')) {
      const origin = new URL(server.url).origin;
      const pull = await timed(async () => {
        const results = await runPulls(page, origin, (remote) => (pullRemote = remote));
        return (run) => pullSection(results, version, run);
      });
      fresh.set('pull', pull);
    }
    if (sections.includes('durability')) {
      console.log('strict and relaxed writes…');
      const durability = await timed(async () => {
        const results = await page.evaluate(
          ({ creates, bulkClients, bulkRuns }) =>
            window.runDurability(creates, bulkClients, bulkRuns),
          DURABILITY,
        );
        return (run) => durabilitySection(results, version, run);
      });
      fresh.set('durability', durability);
    }
    if (sections.includes('peers')) {
      await page.close();
      const peers = await timed(async () => {
        const results = await inIsolatedPage(context, outDir, (page) =>
          measurePeers(page, SIZES, peerRepetitions, console.log),
        );
        return (run) => peersSection(results, version, run);
      });
      fresh.set('peers', peers);
    }
    if (sections.includes('search')) {
      const search = await timed(async () => {
        const result = await inIsolatedPage(context, outDir, (page) =>
          measureSearch(page, console.log),
        );
        return (run) => searchSection(result, version, run);
      });
      fresh.set('search', search);
    }
  } finally {
    await context.close();
    server.close();
    await rm(work, { recursive: true, force: true });
  }
}

/** The clients list in the app as `npm run build` made it. */
async function inApp(fresh: Map<Section, string>) {
  const server = await serveDirectory(appRoot);
  try {
    const list = await timed(async () => {
      const { results, version } = await measureList(server.url, SIZES, console.log);
      return (run) => listSection(results, version, run);
    });
    fresh.set('list', list);
  } finally {
    server.close();
  }
}

/** The Trips list in the app as `npm run build` made it, at TRIPS_SIZE trips. */
async function inAppTrips(fresh: Map<Section, string>) {
  const server = await serveDirectory(appRoot);
  try {
    const trips = await timed(async () => {
      const { result, version } = await measureTrips(server.url, TRIPS_SIZE, console.log);
      return (run) => tripsSection(result, version, run);
    });
    fresh.set('trips', trips);
  } finally {
    server.close();
  }
}

/** What the app as built holds in memory, from the demo's 240 clients to the largest size. */
async function appMemory(fresh: Map<Section, string>) {
  const server = await serveDirectory(appRoot);
  try {
    const memory = await timed(async () => {
      const sizes = [MEMORY_SMALLEST, Math.max(...SIZES)];
      const { results, version } = await measureMemory(server.url, sizes, console.log);
      return (run) => memorySection(results, version, run);
    });
    fresh.set('memory', memory);
  } finally {
    server.close();
  }
}

/**
 * Issue 22's working day and a colleague's changes at each size, on virtual clocks, side by
 * side: each waits on its remote and its database far more than it computes.
 */
async function measureFreshness(): Promise<(run: SectionRun) => string> {
  console.log(
    `freshness: a working day, news on screen, and a colleague at ${COLLEAGUE_SIZES.join(', ')} clients…`,
  );
  const [day, onScreen, ...colleagues] = await Promise.all([
    measureDay(),
    measureOnScreen(),
    ...COLLEAGUE_SIZES.map((clients) => measureColleague(clients)),
  ] as const);
  console.log(JSON.stringify({ day, onScreen, colleagues }));
  return (run) => freshnessSection(day, colleagues, onScreen, run);
}

async function main(): Promise<void> {
  const sections = sectionsToRun(process.argv.slice(2));
  const fresh = new Map<Section, string>();
  const elsewhere: readonly Section[] = ['drain', 'list', 'trips', 'memory', 'freshness'];
  const inBenchPage = sections.filter((section) => !elsewhere.includes(section));
  if (inBenchPage.length > 0) await inChromium(inBenchPage, fresh);
  if (sections.includes('list')) await inApp(fresh);
  if (sections.includes('trips')) await inAppTrips(fresh);
  if (sections.includes('memory')) await appMemory(fresh);
  if (sections.includes('drain')) {
    const drains = await timed(async () => {
      const results = await runDrains();
      return (run) => drainSection(results, run);
    });
    fresh.set('drain', drains);
  }
  if (sections.includes('freshness')) fresh.set('freshness', await timed(measureFreshness));
  const previous = await readFile(reportPath, 'utf8').catch(() => '');
  const report = assembleReport(REPORT_HEADING, fresh, previous);
  // Formatted as the repository formats markdown, so format:check stays green.
  const options = (await resolveConfig(reportPath)) ?? {};
  await writeFile(reportPath, await format(report, { ...options, parser: 'markdown' }));
  console.log(`wrote ${reportPath} (measured now: ${sections.join(', ')})`);
}

await main();
