// The bench page: per size, seeds in one worker, then starts fresh workers on the stored
// database (cold starts, as when the app opens) and times their queries; times searches
// while a worker pulls from the remote; has a worker time strict and relaxed writes; and
// holds the peers bench's worker for the Node side to step (and, search-page.ts, the search
// bench's).
import { searchUrls, spread } from './measure';
// The search section's side of the page (window.searchBench).
import './search-page';
import {
  SEARCH_GAP_MS,
  SEARCHES_AT_REST,
  type BenchReply,
  type BenchRequest,
  type Envelope,
  type PullResult,
  type PullSetup,
  type SizeResult,
} from './protocol';

const COLD_STARTS = 3;

type Ask = (request: BenchRequest) => Promise<BenchReply>;

function startWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}

/** Requests to `worker`, several at a time, each answered by the reply with its id. */
function connect(worker: Worker): Ask {
  let lastId = 0;
  const waiting = new Map<number, { resolve(reply: BenchReply): void; reject(e: Error): void }>();
  worker.onmessage = (event: MessageEvent<Envelope<BenchReply>>) => {
    const { id, body } = event.data;
    const caller = waiting.get(id);
    waiting.delete(id);
    if (body.type === 'failed') caller?.reject(new Error(body.message));
    else caller?.resolve(body);
  };
  worker.onerror = (event) => {
    for (const caller of waiting.values()) caller.reject(new Error(event.message));
    waiting.clear();
  };
  return (request) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve, reject });
      worker.postMessage({ id: lastId, body: request } satisfies Envelope<BenchRequest>);
    });
}

function replyOf<T extends BenchReply['type']>(reply: BenchReply, type: T) {
  if (reply.type !== type) throw new Error(`Expected ${type}, got ${reply.type}`);
  return reply as Extract<BenchReply, { type: T }>;
}

async function runSize(clients: number, repetitions: number): Promise<SizeResult> {
  const dbName = `bench-${clients}`;
  const seeder = startWorker();
  const seeded = replyOf(await connect(seeder)({ type: 'seed', dbName, clients }), 'seeded');
  seeder.terminate();
  console.log(`seeded ${clients} clients in ${Math.round(seeded.report.seedMs)} ms`);

  const startMs: number[] = [];
  let worker: Worker | null = null;
  let ask: Ask | null = null;
  for (let n = 0; n < COLD_STARTS; n += 1) {
    worker?.terminate();
    const started = performance.now();
    worker = startWorker();
    ask = connect(worker);
    const first = replyOf(
      await ask({ type: 'first', dbName, url: '/v1/clients?limit=25' }),
      'answered',
    );
    startMs.push(performance.now() - started);
    if (first.status !== 200) throw new Error('first query failed');
  }
  const measured = replyOf(await ask!({ type: 'measure', repetitions }), 'measured');
  worker!.terminate();
  return { clients, seed: seeded.report, startMs, queries: measured.queries };
}

/** Searches one after another until `until` holds (or `count` are done), timed both ways. */
async function searches(ask: Ask, until: () => boolean, count = Infinity) {
  const roundTrip: number[] = [];
  const inWorker: number[] = [];
  for (let n = 0; n < count && !until(); n += 1) {
    const started = performance.now();
    const reply = replyOf(
      await ask({ type: 'search', url: searchUrls[n % searchUrls.length]! }),
      'searched',
    );
    roundTrip.push(performance.now() - started);
    inWorker.push(reply.ms);
    await new Promise((resolve) => setTimeout(resolve, SEARCH_GAP_MS));
  }
  return { roundTrip, inWorker };
}

async function runPull(setup: PullSetup): Promise<PullResult> {
  const worker = startWorker();
  const ask = connect(worker);
  let pulling = true;
  const pulled = ask({ type: 'pull', setup }).finally(() => (pulling = false));
  const during = await searches(ask, () => !pulling);
  const report = replyOf(await pulled, 'pulled').report;
  const atRest = await searches(ask, () => false, SEARCHES_AT_REST);
  worker.terminate();
  // The first search waited for the workspace to open: not a search during the pull.
  return {
    pull: report,
    search: {
      roundTrip: spread(during.roundTrip.slice(1)),
      inWorker: spread(during.inWorker.slice(1)),
    },
    searchAtRest: { roundTrip: spread(atRest.roundTrip), inWorker: spread(atRest.inWorker) },
  };
}

async function runDurability(creates: number, bulkClients: number, bulkRuns: number) {
  const worker = startWorker();
  const reply = await connect(worker)({ type: 'durability', creates, bulkClients, bulkRuns });
  worker.terminate();
  return replyOf(reply, 'durability').results;
}

/**
 * The peers bench's worker: one per size, seeded first; the Node side steps it (and reads its
 * heap between steps) through `peers.ask`.
 */
async function seedPeers(dbName: string, clients: number) {
  const seeder = startWorker();
  const seeded = replyOf(await connect(seeder)({ type: 'seed', dbName, clients }), 'seeded');
  seeder.terminate();
  peersWorker?.terminate();
  peersWorker = startWorker();
  peersAsk = connect(peersWorker);
  replyOf(await peersAsk({ type: 'peers-open', dbName }), 'peers-opened');
  return seeded.report;
}

let peersWorker: Worker | null = null;
let peersAsk: Ask | null = null;

const peers = {
  seed: seedPeers,
  ask(request: BenchRequest): Promise<BenchReply> {
    if (!peersAsk) throw new Error('Seed the peers bench first');
    return peersAsk(request);
  },
  close() {
    peersWorker?.terminate();
    peersWorker = null;
  },
};

declare global {
  interface Window {
    peers: typeof peers;
    runBench: typeof runSize;
    runPull: typeof runPull;
    runDurability: typeof runDurability;
  }
}

window.peers = peers;
window.runBench = runSize;
window.runPull = runPull;
window.runDurability = runDurability;
