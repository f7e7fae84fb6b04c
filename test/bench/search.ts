// The search bench, driven from Node (issue 29): the bench page seeds a database of
// 100,000 clients, 5,000 trips and 50,000 messages and opens one worker on it; what search
// everything holds is built there a step at a time, the worker's live heap read between
// steps (after a full collection, through the DevTools protocol); then MiniSearch over the
// same records; then queries are typed letter by letter through each.
import type { Page } from 'playwright';
import { newest } from './peers';
import { attachWorkers, liveHeapMb } from './process-memory';
import type {
  SearchBuildStep,
  SearchReply,
  SearchRequest,
  SearchSeedReport,
  SearchStepReport,
  TypingReport,
} from './page/search-protocol';

export const SEARCH_SIZE = { clients: 100_000, messages: 50_000 };
/** Rounds of every query typed, after one to warm up. */
const ROUNDS = 3;
/**
 * What a broker types: a client's name (accents folded), a company, a trip's number, airports
 * by code, name and city, a departure date three ways, an operator by trading name and
 * designator, words of messages and notes (an aircraft in maintenance, catering, a tail
 * number, a handler), phone digits and an email's domain. Each keystroke is a search.
 */
export const TYPED_QUERIES = [
  'whitmore',
  'muller zoe',
  'blue harbor capital',
  '1042',
  'kteb',
  'teterboro van nuys',
  'geneva',
  '12 dec',
  'dec 12',
  '2026-12-12',
  'harbor jets',
  'apj',
  'global maintenance',
  'catering sushi',
  'crew swap',
  'n512',
  'signature',
  'de-icing',
  '305 555',
  '@icloud',
];

/** Built in this order; MiniSearch last, as it is not what the app holds. */
const STEPS: readonly SearchBuildStep[] = ['clients', 'everything', 'everything-put', 'minisearch'];

export interface WeighedSearchStep extends SearchStepReport {
  /** The worker's live heap after the step less before it, in MB. */
  heapMb: number;
}

export interface SearchBenchResult {
  seed: SearchSeedReport;
  /** The worker's live heap with the database open and nothing built. */
  baseHeapMb: number;
  steps: WeighedSearchStep[];
  typing: TypingReport;
}

async function ask<T extends SearchReply['type']>(page: Page, request: SearchRequest, type: T) {
  const reply = await page.evaluate((body) => window.searchBench.ask(body), request);
  if (reply.type !== type) throw new Error(`Expected ${type}, got ${JSON.stringify(reply)}`);
  return reply as Extract<SearchReply, { type: T }>;
}

export async function measureSearch(
  page: Page,
  log: (line: string) => void,
): Promise<SearchBenchResult> {
  const workers = await attachWorkers(page);
  log(`search: seeding ${SEARCH_SIZE.clients} clients and ${SEARCH_SIZE.messages} messages…`);
  const seed = await page.evaluate(
    ([clients, messages]) => window.searchBench.seed('bench-search', clients, messages),
    [SEARCH_SIZE.clients, SEARCH_SIZE.messages] as const,
  );
  log(`  seeded in ${Math.round(seed.seedMs / 1000)} s: ${JSON.stringify(seed)}`);
  const worker = newest(workers());
  const baseHeapMb = await liveHeapMb(worker);
  let heap = baseHeapMb;
  const steps: WeighedSearchStep[] = [];
  for (const step of STEPS) {
    const { report } = await ask(page, { type: 'build', step }, 'built');
    const heapAfter = await liveHeapMb(worker);
    steps.push({ ...report, heapMb: heapAfter - heap });
    log(`  ${step}: ${Math.round(report.ms)} ms, heap +${(heapAfter - heap).toFixed(1)} MB`);
    heap = heapAfter;
  }
  const { report: typing } = await ask(
    page,
    { type: 'type', queries: TYPED_QUERIES, rounds: ROUNDS },
    'typed',
  );
  for (const timing of typing.timings) {
    log(`  ${timing.engine}: p50 ${timing.p50.toFixed(2)} ms, p95 ${timing.p95.toFixed(2)} ms`);
  }
  await page.evaluate(() => window.searchBench.close());
  return { seed, baseHeapMb, steps, typing };
}
