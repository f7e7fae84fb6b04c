// The search-everything section of docs/benchmarks.md (issue 29): one table, and its method.
import type { SearchEngine } from './page/search-protocol';
import {
  count,
  measuredOn,
  ms,
  table,
  TARGET_P95_MS,
  verdict,
  type SectionRun,
} from './report-format';
import { TYPED_QUERIES, type SearchBenchResult, type WeighedSearchStep } from './search';

/** Issue 29's ceiling for the worker's whole heap at this size. */
const WORKER_TARGET_MB = 150;

const mb = (value: number) => value.toFixed(1);

const ENGINE_NAMES: Record<SearchEngine, string> = {
  index: 'search everything: each kind’s best ranked',
  'index-shown': 'search everything, as shown: clients read, texts marked',
  minisearch: 'MiniSearch 7.2 (word prefixes) over the same records',
};

export function searchSection(
  result: SearchBenchResult,
  chromium: string,
  run: SectionRun,
): string {
  const { seed, steps, typing } = result;
  const step = (name: WeighedSearchStep['step']) => steps.find((s) => s.step === name);
  const [clients, everything, put, mini] = [
    step('clients'),
    step('everything'),
    step('everything-put'),
    step('minisearch'),
  ];
  const timing = (engine: SearchEngine) => typing.timings.find((t) => t.engine === engine);
  const wholeHeap =
    result.baseHeapMb + (clients?.heapMb ?? 0) + (everything?.heapMb ?? 0) + (put?.heapMb ?? 0);
  const none = ['–', '–', '–', '–'];
  const keystrokes = (engine: SearchEngine) => {
    const t = timing(engine);
    return t ? [ms(t.p50), ms(t.p95), ms(t.max), verdict(t.p95 <= TARGET_P95_MS)] : none;
  };
  /** A row for a step built: what, its ms (or as given), its heap. */
  const built = (what: string, step: WeighedSearchStep | undefined, msText?: string) => [
    what,
    step ? (msText ?? String(Math.round(step.ms))) : '–',
    step ? mb(step.heapMb) : '–',
  ];
  const rows = [
    [
      ...built('client index: snapshot loaded, postings made, order by last request', clients),
      ...none,
    ],
    [
      ...built(
        `document index: ${count(everything?.count ?? 0)} documents read from the tables in slices (longest slice ${ms(everything?.longestSliceMs ?? 0)} ms; longest wait for the worker ${Math.round(everything?.longestWaitMs ?? 0)} ms)`,
        everything,
      ),
      ...none,
    ],
    [ENGINE_NAMES.index, '–', '–', ...keystrokes('index')],
    [ENGINE_NAMES['index-shown'], '–', '–', ...keystrokes('index-shown')],
    [
      ...built(
        ENGINE_NAMES.minisearch,
        mini,
        `${Math.round(mini?.ms ?? 0)} (rows read: ${Math.round(mini?.readMs ?? 0)})`,
      ),
      ...keystrokes('minisearch'),
    ],
    [
      `the worker’s whole live heap with both indexes (target ≤ ${WORKER_TARGET_MB} MB: ${verdict(wholeHeap <= WORKER_TARGET_MB)})`,
      '–',
      mb(wholeHeap),
      ...none,
    ],
  ];
  const slowest = timing('index-shown')?.slowest ?? [];
  return `## Search everything (issue 29)

${measuredOn(run)}

Method (\`npm run bench -- --only search\`): Chromium ${chromium}, headless, on-disk profile,
a cross-origin isolated page (timers to 5 µs). A worker seeds a database as the queries
section does at ${count(seed.clients)} clients (${count(seed.trips)} trips among them),
then \`test/bench/page/search-book.ts\` adds ${count(seed.operators)} operators with their
contacts, ${count(seed.rfqs)} RFQs (a broker's note on some, the operator's quote or
decline note on the answered) and ${count(seed.messages)} messages written as brokers and
operators write them (aircraft, tail numbers, airports, times, prices, catering, crew,
maintenance). A fresh module worker then opens it and builds, one step at a time, what
search everything holds: the client index as the app loads it (\`shared/search/\`), and
the document index (\`shared/search/everything/\`) filled from the tables a chunk at a time
with a pause between slices, as the app will fill it at each start
(\`shared/host/search/everything-load.ts\`; the longest slice of puts is timed, and a probe
measures the longest a task sent to the worker waited meanwhile: reading a chunk, a
collection and the machine's other work included); then MiniSearch 7.2 over the same records (one document per
record, its default tokenizer, folded terms, prefix search, all terms required). Between
steps the worker's live heap is read through the DevTools protocol after a full collection
(used size plus array buffers). Then ${TYPED_QUERIES.length} queries are typed letter by
letter, ${count(typing.keystrokes)} keystrokes (${TYPED_QUERIES.map((q) => `\`${q}\``).join(', ')}),
each keystroke a search for each kind's 5 best, timed one by one in the worker, one round to
warm up and ${Math.round((timing('index')?.count ?? 0) / Math.max(1, typing.keystrokes))} counted.
"As shown" adds what \`/local/search\` will do: read the shown clients from IndexedDB and
mark every hit's texts. Putting the ${count(put?.count ?? 0)} documents alone, already in
memory, takes ${Math.round(put?.ms ?? 0)} ms: the floor of loading them from any snapshot, against
${Math.round(everything?.ms ?? 0)} ms to read the tables and make them. MiniSearch answers word
prefixes, not substrings: on ${typing.minisearchFoundNothing} of ${typing.keystrokes}
keystrokes it found nothing where search everything showed results. Slowest keystrokes as
shown: ${slowest.map((s) => `\`${s.typed}\` ${ms(s.ms)} ms`).join(', ') || '–'}.

${table(['what', 'build (ms)', 'heap (MB)', 'keystroke p50 (ms)', 'p95', 'max', `p95 ≤ ${TARGET_P95_MS} ms`], rows)}`;
}
