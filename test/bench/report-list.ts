// The clients-list section of docs/benchmarks.md: opening the app, scrolling and exporting.
import type { ListResult } from './list';
import { count, measuredOn, ms, table, verdict, type SectionRun } from './report-format';

export const TARGET_FIRST_ROW_MS = 500;
export const TARGET_FRAME_MS = 50;
export const TARGET_EXPORT_MS = 2000;

const mb = (value: number) => `${value.toFixed(1)} MB`;

export function listSection(results: readonly ListResult[], chromium: string, run: SectionRun) {
  const opens = table(
    ['clients', 'load', 'first paint', 'first client row', `row ≤ ${TARGET_FIRST_ROW_MS} ms`],
    results.flatMap((result) =>
      result.opens.map((open, index) => [
        count(result.clients),
        index === 0 ? 'first after seeding' : `reload ${index}`,
        `${ms(open.firstPaintMs)} ms`,
        `${ms(open.firstRowMs)} ms`,
        verdict(open.firstRowMs <= TARGET_FIRST_ROW_MS),
      ]),
    ),
  );
  const scrolls = table(
    ['clients', 'frames', 'seconds', 'p95 gap', 'max gap', `max ≤ ${TARGET_FRAME_MS} ms`],
    results.map(({ clients, scroll }) => [
      count(clients),
      count(scroll.frames),
      scroll.seconds.toFixed(1),
      `${ms(scroll.p95GapMs)} ms`,
      `${ms(scroll.maxGapMs)} ms`,
      verdict(scroll.maxGapMs <= TARGET_FRAME_MS),
    ]),
  );
  const exports = table(
    ['clients', 'time', 'file', 'heap before', 'peak heap', `≤ ${TARGET_EXPORT_MS} ms`],
    results.flatMap(({ clients, export: e }) =>
      e
        ? [
            [
              count(clients),
              `${ms(e.ms)} ms`,
              mb(e.bytes / 2 ** 20),
              mb(e.heapBeforeMb),
              mb(e.heapPeakMb),
              verdict(e.ms <= TARGET_EXPORT_MS),
            ],
          ]
        : [],
    ),
  );
  const seeds = results.map((r) => `${count(r.clients)} in ${(r.seedMs / 1000).toFixed(1)} s`);
  return `## The clients list in the app: opening, scrolling, exporting

${measuredOn(run)}

Method: Chromium ${chromium}, headless, 1280×800; the built app (\`dist/\`) served on
127.0.0.1. Per size, a fresh on-disk profile whose local book (database \`charter-desk\`) a
small page on the app's origin fills with \`generateClients(N, 42)\` and one trip request
per 20 clients (test/support/seeded-book.ts; seeded ${seeds.join(', ')}). Times are from
the navigation's start (\`performance.now()\`): first paint from the paint timing entry,
the first client row when a loaded row's link is in the DOM (a MutationObserver). The
first load after seeding fetches the app from the server; each reload comes from the
service worker's cache and starts the app's worker, and so its database, cold. Scrolling:
focus on the first row, 20 × Page Down, then End, until the last client's row is loaded
(every page read by cursor on the way): the gaps between \`requestAnimationFrame\`
callbacks meanwhile. Export: Export CSV of the whole list, from the click to the download
(the Blob sink, as in a browser without a save picker); the page's JS heap
(CDP \`Runtime.getHeapUsage\`, after a forced GC before) sampled every 25 ms meanwhile. The
app's worker, which reads the pages, has a heap of its own, not counted here.

### Opening the app (milliseconds from navigation start)

${opens}

### Scrolling to the end by keyboard

${scrolls}

### CSV export of the whole list

${exports}`;
}
