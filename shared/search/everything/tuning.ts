// Where a search changes its way of finding matches (document-search.ts, client-results.ts).
// Each way finds the same results; these only say which reads less. The defaults were
// measured at 100,000 clients, 5,000 trips and 50,000 messages (docs/benchmarks.md); tests
// set them small, so every way is taken on a few records.
export interface SearchTuning {
  /** Postings a first term may read before its kinds are walked newest first instead. */
  walkAbove: number;
  /** Documents of one kind walked before its postings are read after all. */
  walkedAtMost: number;
  /** Below this many documents left, the next term is tested on each. */
  testEachBelow: number;
  /** Clients tested one by one, most recent first, before the client index's postings are read. */
  clientsWalkedFirst: number;
}

export const DEFAULT_TUNING: SearchTuning = {
  walkAbove: 20_000,
  walkedAtMost: 2_000,
  testEachBelow: 2_000,
  clientsWalkedFirst: 2_000,
};
