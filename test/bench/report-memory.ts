// The section of docs/benchmarks.md on what the app holds in memory (issue 21).
import type { MemoryResult } from './memory';
import { count, measuredOn, table, type SectionRun } from './report-format';

const mb = (value: number) => value.toFixed(1);

function rows(results: readonly MemoryResult[]): string[][] {
  return results.flatMap(({ clients, samples }) =>
    samples.map((sample) => [
      count(clients),
      sample.stage,
      mb(sample.workerLiveMb),
      mb(sample.workerCommittedMb),
      mb(sample.pageLiveMb),
      mb(sample.rssRunningMb),
      mb(sample.rssMb),
    ]),
  );
}

/** How much the process and the worker grew from the smallest book to the largest, at the end. */
function growth(results: readonly MemoryResult[]): string {
  const [small, large] = [results[0], results.at(-1)];
  const last = (result: MemoryResult | undefined) => result?.samples.at(-1);
  const [from, to] = [last(small), last(large)];
  if (!small || !large || small === large || !from || !to) return '';
  return `From ${count(small.clients)} to ${count(large.clients)} clients, once exported, the
renderer process grew by ${mb(to.rssMb - from.rssMb)} MB, the worker's live heap by
${mb(to.workerLiveMb - from.workerLiveMb)} MB (${mb(to.workerCommittedMb - from.workerCommittedMb)} MB as it ran) and the page's by ${mb(to.pageLiveMb - from.pageLiveMb)} MB.`;
}

export function memorySection(
  results: readonly MemoryResult[],
  chromium: string,
  run: SectionRun,
): string {
  return `## What the app holds in memory

${measuredOn(run)}

Method (\`npm run bench -- --only memory\`): Chromium ${chromium}, headless, 1280×800; the
built app (\`dist/\`) served on 127.0.0.1, a fresh on-disk profile per size whose local book
is seeded as the list section's. The app is opened (list settled), then searched (\`smi\`,
\`555\`, then cleared: the index's postings made), scrolled to its last client (every page
read, rows kept in the worker's row memory) and exported to CSV (the records read). After
each, through the DevTools protocol: the worker's heap as it ran (V8's \`totalSize\` with
array buffers), then its live heap and the page's after a full collection (used size with
array buffers), and the resident set (\`VmRSS\`) of the renderer process running both,
found by its \`DedicatedWorker\` thread, before the collections and after them. What each
structure of the worker holds is in the peers section (the heap each build step adds).

### Heaps and the renderer process (MB)

${table(
  [
    'clients',
    'after',
    'worker live',
    'worker as it ran',
    'page live',
    'process as it ran',
    'process after collections',
  ],
  rows(results),
)}

${growth(results)}`;
}
