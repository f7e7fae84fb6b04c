// Messages between the bench page and its worker, and the results the page hands back.
export type BenchRequest =
  | { type: 'seed'; dbName: string; clients: number }
  | { type: 'first'; dbName: string; url: string }
  | { type: 'measure'; repetitions: number };

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

export type BenchReply =
  | { type: 'seeded'; report: SeedReport }
  | { type: 'answered'; status: number }
  | { type: 'measured'; queries: QueryTiming[] }
  | { type: 'failed'; message: string };
