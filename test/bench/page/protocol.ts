// Messages between the bench page and its worker, and the results the page hands back.
// Requests carry an id, so the page can search while a pull is still under way.
export type BenchRequest =
  | { type: 'seed'; dbName: string; clients: number }
  | { type: 'first'; dbName: string; url: string }
  | { type: 'measure'; repetitions: number }
  | { type: 'pull'; setup: PullSetup }
  /** A search through the pulling workspace's /v1 app. */
  | { type: 'search'; url: string }
  | { type: 'durability'; creates: number; bulkClients: number; bulkRuns: number };

/**
 * A broker typing: the next search during a pull goes this long after the previous answer,
 * the client search box's debounce (renderer/clients/list/ClientSearch.tsx).
 */
export const SEARCH_GAP_MS = 250;
/** Searches once the pull is done, for comparison. */
export const SEARCHES_AT_REST = 100;

export interface SeedReport {
  seedMs: number;
  tripRequests: number;
}

export interface QueryTiming {
  query: string;
  /** The first of the URLs the query cycles through. */
  example: string;
  /** How many URLs it cycles through. */
  variants: number;
  /** The example's total: one fixed query, comparable between runs. */
  total: number | null;
  p50: number;
  p95: number;
  max: number;
  repetitions: number;
}

export interface SizeResult {
  clients: number;
  seed: SeedReport;
  /** Worker start to the first answer of `GET /v1/clients?limit=25`, one per cold start. */
  startMs: number[];
  queries: QueryTiming[];
}

export interface Spread {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

/** A first connection of the app's workspace to the reference remote (in the Node process). */
export interface PullSetup {
  dbName: string;
  /** The remote's base URL, ending in `/`. */
  remoteUrl: string;
  apiKey: string;
  /** Where the remote's frozen clock stands; the engine's manual clock starts there too. */
  start: string;
}

export interface PullCalls {
  /** What the first connection was doing: the walk, recent clients, their details... */
  step: string;
  calls: number;
  /** Counted against the allowance (the answer carried `X-Quota-*` and was no 429 or 5xx). */
  metered: number;
}

export interface PullReport {
  clientsPulled: number;
  /** The first connection's calls, to its last step's last call. */
  calls: PullCalls[];
  /** Steady-round calls made after it, at the same instant, before the engine slept. */
  callsAfter: number;
  rateLimited: number;
  /** Whether every call counted here as metered is what the quota window says was spent. */
  quotaAgrees: boolean | null;
  /** UTC minutes of the remote's clock from the start to the last call, both counted. */
  minutes: number;
  wallMs: number;
}

export interface PullResult {
  pull: PullReport;
  /** From the page's postMessage to the answer's arrival, and inside the worker alone. */
  search: { roundTrip: Spread; inWorker: Spread };
  /** The same searches once the pull is done, for comparison. */
  searchAtRest: { roundTrip: Spread; inWorker: Spread };
}

export interface DurabilityResult {
  durability: 'strict' | 'relaxed';
  /** `IDBTransaction.durability` as Chromium reports it for the database's transactions. */
  observed: string;
  /** One `POST /v1/clients` each, body read. */
  create: Spread;
  /** Every bulk run's total, in ms. */
  bulkMs: number[];
  /** Each transaction of every bulk run. */
  bulkTransaction: Spread;
  bulkClients: number;
  bulkChunk: number;
}

export type BenchReply =
  | { type: 'seeded'; report: SeedReport }
  | { type: 'answered'; status: number }
  | { type: 'measured'; queries: QueryTiming[] }
  | { type: 'pulled'; report: PullReport }
  | { type: 'searched'; ms: number }
  | { type: 'durability'; results: DurabilityResult[] }
  | { type: 'failed'; message: string };

export interface Envelope<T> {
  id: number;
  body: T;
}
