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
    ['clients', 'for', 'time', 'file', 'heap before', 'peak heap', `≤ ${TARGET_EXPORT_MS} ms`],
    results.flatMap(({ clients, exports: timings }) =>
      timings.map((e) => [
        count(clients),
        e.purpose.replace(/^For /, ''),
        `${ms(e.ms)} ms`,
        mb(e.bytes / 2 ** 20),
        mb(e.heapBeforeMb),
        mb(e.heapPeakMb),
        verdict(e.ms <= TARGET_EXPORT_MS),
      ]),
    ),
  );
  const seeds = results.map((r) => `${count(r.clients)} in ${(r.seedMs / 1000).toFixed(1)} s`);
  return `## The clients list in the app: opening, scrolling, exporting

${measuredOn(run)}

Method: Chromium ${chromium}, headless, 1280×800, the built app served on 127.0.0.1. Per size, a
fresh on-disk profile's book is seeded from a tab of its own, closed before the app opens
(test/support/seeded-book.ts; ${seeds.join(', ')}). Opening: from navigation start to first paint
and to the first loaded client row; the first load fetches the app, each reload comes from the
offline cache with the worker and its database cold. Scrolling: 20 × Page Down, then End until
the last row is loaded; the gaps between animation frames, their p95 and longest. The frame
budget is judged here only: the e2e test of the list (test/e2e/clients-list-scale.spec.ts)
checks where the keyboard lands, never a frame's length, which a loaded machine stretches.
Export: the whole list for a spreadsheet, then for an import, from the dialog's Export to the
download (the Blob sink), with the page's JS heap sampled every 25 ms (the worker's not counted).

### Opening the app (milliseconds from navigation start)

${opens}

### Scrolling to the end by keyboard

${scrolls}

### CSV export of the whole list

${exports}`;
}
