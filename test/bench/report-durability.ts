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

Method (Chromium ${chromium}, headless): the app opens every database with \`durability: 'strict'\`
(\`chromeTransactionDurability\`, shared/db/database.ts) and has no switch for it. The bench
sets that Dexie option on a database it opened, before its first transaction (Dexie reads it
as each transaction opens), and reads back what Chromium reports
(\`IDBTransaction.durability\`, in brackets), so the modes differ in nothing else. Creates:
per mode a database of 10,000 clients (seeded as for the queries) opened as the app's
replica workspace without a remote, so each \`POST /v1/clients\` through its /v1 app writes
the client, its index bucket and its outbox entry in one transaction; after 5 warm-up
creates, ${creates} per mode in 4 alternating rounds, each timed from \`app.fetch\` to its body
read. Bulk: ${count(bulkClients)} generated clients into a fresh database with \`bulkPut\` in
transactions of ${first?.bulkChunk ?? 0} (a pull page), ${runs} runs per mode, alternating; the
total of each run, and each transaction. All on the on-disk profile (ext4, on a virtual disk).

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
