// The section of docs/benchmarks.md that sets the client index beside its peers (issue 21).
import type { PeerEngine } from './page/protocol';
import type { PeersResult, WeighedStep } from './peers';
import { count, measuredOn, ms, table, verdict, type SectionRun } from './report-format';

const ENGINE_NAMES: Record<PeerEngine, string> = {
  index: 'this app’s index',
  dexie: 'Dexie filter() scan',
  minisearch: 'MiniSearch, substrings',
  'minisearch-words': 'MiniSearch, word prefixes',
};

const STEP_NAMES: Record<WeighedStep['step'], string> = {
  dexie: 'Dexie filter() scan (nothing kept)',
  'index-entries': 'index: entries (snapshot loaded)',
  'index-postings': 'index: trigram postings (first search)',
  'index-orders': 'index: orders by name and last request',
  rows: 'row memory (list walked to the end)',
  csv: 'CSV records (all read and held)',
  minisearch: ENGINE_NAMES.minisearch,
  'minisearch-words': ENGINE_NAMES['minisearch-words'],
};

const mb = (value: number) => value.toFixed(1);

/** What the app's worker keeps of these steps: the peers and whole CSV records it never holds. */
const APP_STEPS: readonly WeighedStep['step'][] = [
  'index-entries',
  'index-postings',
  'index-orders',
  'rows',
];
/** Issue 21's ceiling for the worker's share at 100,000 clients. */
const WORKER_TARGET_MB = 100;

/** The worker's share at the largest size measured, against the issue's ceiling. */
function workerShare(results: readonly PeersResult[]): string {
  const largest = results.at(-1);
  if (!largest) return '';
  const kept = largest.steps.filter((step) => APP_STEPS.includes(step.step));
  const share = largest.baseHeapMb + kept.reduce((sum, step) => sum + step.heapMb, 0);
  const csv = largest.steps.find((step) => step.step === 'csv')?.heapMb ?? 0;
  return `The app's worker at ${count(largest.clients)} clients holds the open database, its index (entries, postings, orders) and its row memory: ${mb(share)} MB of live heap, against issue 21's ${WORKER_TARGET_MB} MB (within it: ${verdict(share <= WORKER_TARGET_MB)}). The CSV records, ${mb(csv)} MB held whole, are not held by the app: its export reads them 32 buckets at a time (\`shared/host/client-export/export-buckets.ts\`), and the memory section measures the app's worker after an export.`;
}
const ratio = (value: number, of: number) => (of > 0 ? `${(value / of).toFixed(1)}×` : '–');

function timingRows(results: readonly PeersResult[]): string[][] {
  return results.flatMap(({ clients, timings }) =>
    timings.map((timing) => {
      const ours = timings.find((t) => t.engine === 'index' && t.kind === timing.kind);
      return [
        count(clients),
        timing.kind,
        ENGINE_NAMES[timing.engine],
        ms(timing.p50),
        ms(timing.p95),
        timing.engine === 'index' || !ours
          ? '1'
          : `${ratio(timing.p50, ours.p50)} / ${ratio(timing.p95, ours.p95)}`,
      ];
    }),
  );
}

function differenceRows(results: readonly PeersResult[]): string[][] {
  return results.flatMap(({ clients, differences }) =>
    differences.map((difference) => [
      count(clients),
      difference.kind,
      ENGINE_NAMES[difference.engine],
      `${difference.variantsDiffering} of ${difference.variants}`,
      count(difference.fewer),
      count(difference.more),
      String(difference.totalsDiffering),
      String(difference.pagesDiffering),
      difference.examples.slice(0, 2).join('; ') || '–',
    ]),
  );
}

function stepRows(results: readonly PeersResult[]): string[][] {
  return results.flatMap(({ clients, steps }) =>
    steps.map((step) => [
      count(clients),
      STEP_NAMES[step.step],
      step.readMs === undefined
        ? String(Math.round(step.ms))
        : `${Math.round(step.ms)} (rows read: ${Math.round(step.readMs)})`,
      mb(step.heapMb),
    ]),
  );
}

export function peersSection(
  results: readonly PeersResult[],
  chromium: string,
  run: SectionRun,
): string {
  const timing = results[0]?.timings.find((t) => t.engine === 'index');
  const dexie = results[0]?.timings.find((t) => t.engine === 'dexie');
  return `## Client search beside its peers

${measuredOn(run)}

Method (\`npm run bench -- --only peers\`): Chromium ${chromium}, headless, on-disk profile.
Per size, the bench page seeds a database as the queries section does (clients, trip
requests, CSV records), then one module worker opens it and builds, one step at a time:
a Dexie \`filter()\` scan (the same database opened by a plain \`new Dexie(name)\`, without
the app's middlewares), this app's index (\`shared/search/\`, loaded from its snapshot as
the app loads it), the row memory and CSV records (for the memory count), and MiniSearch
7.2 in two setups. Between steps the worker's live heap is read through the DevTools
protocol after a full collection (\`HeapProfiler.collectGarbage\`, \`Runtime.getHeapUsage\`
on the worker's target: used size plus array buffers' backing stores). Then every query kind is run through each engine in that worker: each variant
once to warm up (the Dexie scan: one), a full collection (\`gc()\`, Chromium started with
\`--js-flags=--expose-gc\`), then ${timing?.count ?? 0} timed answers cycling through the variants
(${dexie?.count ?? 0} for the Dexie scan), each answer a page of 25 ids and the total.
Each engine pages as it can: the index from the cursor of the page before (as the app),
the others by offset into their sorted matches. Then each variant's every match is
compared with the index's: **fewer** are clients the index finds and the peer does not,
**more** the reverse. The Dexie scan tests each row with the index's own folded text and
terms, so it finds the same by construction; its cost is reading and folding every row.
MiniSearch, substrings: each field folded and split at whitespace only, every token listed
with all its suffixes, every term a prefix search over them (a substring of a token is a
prefix of one of its suffixes), the phone as its digits, searched by terms that read as
phone digits; all terms must match, the tag a filter on a stored field, the matches sorted
here by stored keys in the spec's order. MiniSearch, word prefixes: as it is usually set
up, its default tokenizer (words split at punctuation), folded terms, prefix search, the
phone as typed. FlexSearch was not used: its substring mode (\`tokenize: 'full'\`) lists
every substring of every word (more than the suffixes here), and its queries cannot say
"every term, each in the texts or, as digits, in the phone", which MiniSearch's query trees
can.

### Queries (milliseconds; ratio to the index, p50 / p95)

${table(['clients', 'query', 'engine', 'p50', 'p95', 'ratio'], timingRows(results))}

### Where the answers differ from the index's

${table(
  [
    'clients',
    'query',
    'engine',
    'variants differing',
    'fewer',
    'more',
    'totals differing',
    'pages differing',
    'e.g. (index total against peer)',
  ],
  differenceRows(results),
)}

### Build time and memory (growth of the worker's live heap per step, array buffers included)

${table(['clients', 'step', 'ms', 'MB'], stepRows(results))}

The worker's live heap with the database open and nothing built: ${results
    .map((result) => `${mb(result.baseHeapMb)} MB at ${count(result.clients)}`)
    .join(', ')}.

${workerShare(results)}`;
}
