// The peers bench, driven from Node (issue 21): per size, the bench page seeds a database and
// opens one worker on it; each engine is built there a step at a time, the worker's live heap
// (after a full collection, through the DevTools protocol) read between steps; then every query kind is timed through each engine in that worker.
import type { Page } from 'playwright';
import type {
  BenchReply,
  BenchRequest,
  BuildStep,
  PeerDifference,
  PeerEngine,
  PeerTiming,
  SeedReport,
  StepReport,
} from './page/protocol';
import { attachWorkers, liveHeapMb, type WorkerSession } from './process-memory';

/** Built in this order: the Dexie scan first, as it holds nothing but the open database. */
const STEPS: readonly BuildStep[] = [
  'dexie',
  'index-entries',
  'index-postings',
  'index-orders',
  'rows',
  'csv',
  'minisearch',
  'minisearch-words',
];

export interface WeighedStep extends StepReport {
  /** The worker's live heap (array buffers included) after the step, less before it, in MB. */
  heapMb: number;
}

export interface PeersResult {
  clients: number;
  seed: SeedReport;
  /** The worker's live heap with the database open and nothing built. */
  baseHeapMb: number;
  steps: WeighedStep[];
  timings: PeerTiming[];
  differences: PeerDifference[];
}

async function ask<T extends BenchReply['type']>(page: Page, request: BenchRequest, type: T) {
  const reply = await page.evaluate((body) => window.peers.ask(body), request);
  if (reply.type !== type) throw new Error(`Expected ${type}, got ${JSON.stringify(reply)}`);
  return reply as Extract<BenchReply, { type: T }>;
}

/** The worker the page opened last: the measured one (the seeding one has ended). */
export function newest(sessions: readonly WorkerSession[]): WorkerSession {
  const session = sessions.at(-1);
  if (!session) throw new Error('The bench page runs no worker');
  return session;
}

export async function measurePeers(
  page: Page,
  sizes: readonly number[],
  repetitions: (clients: number) => Record<PeerEngine, number>,
  log: (line: string) => void,
): Promise<PeersResult[]> {
  const workers = await attachWorkers(page);
  const results: PeersResult[] = [];
  for (const clients of sizes) {
    log(`peers at ${clients} clients: seeding…`);
    const seed = await page.evaluate(([dbName, count]) => window.peers.seed(dbName, count), [
      `bench-peers-${clients}`,
      clients,
    ] as const);
    const worker = newest(workers());
    const baseHeapMb = await liveHeapMb(worker);
    let heap = baseHeapMb;
    const steps: WeighedStep[] = [];
    for (const step of STEPS) {
      const { report } = await ask(page, { type: 'peers-build', step }, 'peers-built');
      const heapAfter = await liveHeapMb(worker);
      steps.push({ ...report, heapMb: heapAfter - heap });
      log(`  ${step}: ${Math.round(report.ms)} ms, heap +${(heapAfter - heap).toFixed(1)} MB`);
      heap = heapAfter;
    }
    const measured = await ask(
      page,
      { type: 'peers-measure', repetitions: repetitions(clients) },
      'peers-measured',
    );
    for (const timing of measured.timings) {
      log(
        `  ${timing.kind}, ${timing.engine}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`,
      );
    }
    await page.evaluate(() => window.peers.close());
    results.push({ clients, seed, baseHeapMb, steps, ...measured });
  }
  return results;
}
