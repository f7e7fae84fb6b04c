// The section of docs/benchmarks.md on what strict durability costs (issue 7).
import type { DurabilityResult } from './page/protocol';
import { count, measuredOn, ms, table, type SectionRun } from './report-format';

function rows(results: readonly DurabilityResult[]): string[][] {
  return results.map((result) => [
    `${result.durability} (${result.observed})`,
    ms(result.create.p50),
    ms(result.create.p95),
    ms(result.create.max),
    result.bulkMs.map((total) => Math.round(total)).join(', '),
    ms(result.bulkTransaction.p50),
    ms(result.bulkTransaction.p95),
    ms(result.bulkTransaction.max),
  ]);
}

/** What strict adds to relaxed, in words, from the medians. */
function difference(results: readonly DurabilityResult[]): string {
  const strict = results.find((result) => result.durability === 'strict');
  const relaxed = results.find((result) => result.durability === 'relaxed');
  if (!strict || !relaxed) return '';
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
  const bulk = median(strict.bulkMs) - median(relaxed.bulkMs);
  return `Strict adds ${ms(strict.create.p50 - relaxed.create.p50)} ms to a create at the median
(${ms(strict.create.p95 - relaxed.create.p95)} ms at p95) and ${Math.round(bulk)} ms to the median bulk run.`;
}

export function durabilitySection(
  results: readonly DurabilityResult[],
  chromium: string,
  run: SectionRun,
): string {
  const first = results[0];
  const creates = first?.create.count ?? 0;
  const runs = first?.bulkMs.length ?? 0;
  const bulkClients = first?.bulkClients ?? 0;
  return `## Strict against relaxed durability (Chromium)

${measuredOn(run)}

Method (Chromium ${chromium}, headless, on-disk profile): the bench sets Dexie's
\`chromeTransactionDurability\` on a database before its first transaction and reads back what
Chromium reports (\`IDBTransaction.durability\`, in brackets), so the modes differ in nothing
else. Creates: per mode ${creates} \`POST /v1/clients\` (after 5 warm-ups, in 4 alternating rounds)
through the /v1 app of a 10,000-client replica without a remote, each writing the client, its
index bucket and its outbox entry in one transaction. Bulk: ${count(bulkClients)} clients by \`bulkPut\` in
transactions of ${first?.bulkChunk ?? 0} (a pull page), ${runs} runs per mode, alternating.

${table(
  [
    'durability',
    'create p50',
    'p95',
    'max',
    `bulk of ${count(bulkClients)}, ms per run`,
    'a transaction p50',
    'p95',
    'max',
  ],
  rows(results),
)}

${difference(results)}`;
}
