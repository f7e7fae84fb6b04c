// The Trips list section of docs/benchmarks.md: opening the Trips screen and scrolling it.
import { TARGET_FIRST_ROW_MS, TARGET_FRAME_MS } from './report-list';
import { count, measuredOn, ms, table, verdict, type SectionRun } from './report-format';
import type { TripsResult } from './trips-list-bench';

export function tripsSection(result: TripsResult, chromium: string, run: SectionRun): string {
  const opens = table(
    ['trips', 'load', 'first paint', 'first trip row', `row ≤ ${TARGET_FIRST_ROW_MS} ms`],
    result.opens.map((open, index) => [
      count(result.trips),
      index === 0 ? 'first after seeding' : `reload ${index}`,
      `${ms(open.firstPaintMs)} ms`,
      `${ms(open.firstRowMs)} ms`,
      verdict(open.firstRowMs <= TARGET_FIRST_ROW_MS),
    ]),
  );
  const { scroll } = result;
  const scrolls = table(
    ['trips', 'frames', 'seconds', 'p95 gap', 'max gap', `max ≤ ${TARGET_FRAME_MS} ms`],
    [
      [
        count(result.trips),
        count(scroll.frames),
        scroll.seconds.toFixed(1),
        `${ms(scroll.p95GapMs)} ms`,
        `${ms(scroll.maxGapMs)} ms`,
        verdict(scroll.maxGapMs <= TARGET_FRAME_MS),
      ],
    ],
  );
  return `## The Trips list in the app: opening, scrolling

${measuredOn(run)}

Method: Chromium ${chromium}, headless, 1280×800, the built app served on 127.0.0.1. A fresh
on-disk profile's local book is seeded from a tab of its own, closed before the app opens
(test/bench/page/seed-trips.ts, in ${(result.seedMs / 1000).toFixed(1)} s): ${count(result.trips)}
demo trip requests of 1,000 clients, 1 to 6 RFQs on each one open or quoted (sent, quoted,
declined, withdrawn; three in ten with an operator's unread message). Opening: the app loaded
on the Trips screen (\`#/trips\`), which lists the ${count(result.listed)} open or quoted trips
soonest departure first; from navigation start to first paint and to the first loaded trip row.
The first load fetches the app; each reload comes from the offline cache with the worker and its
database cold: the worker answers pages in departure order from storage until its kept list
(shared/host/trip-list/) is read whole. Scrolling: every trip listed (Any status), then
20 × Page Down and End until the last row is loaded; the gaps between animation frames, their
p95 and longest. No test judges a frame's length; this table does.

### Opening the Trips screen (milliseconds from navigation start)

${opens}

### Scrolling to the end by keyboard

${scrolls}

### Where the time goes

- **A reload** draws the opening page kept in the page's storage (as the clients list's first
  page), from the app's own chunk: its first row waits for the app, not the worker.
- **The first opening** after the book filled is the app's first start in that profile, and
  waits for the worker. Traced at a load of about 6 (Chromium tracing, marks in the worker):
  the worker's script is asked for 95–145 ms after navigation start and compiled by
  185–225 ms; running its module takes about 60 ms (mostly building the zod schemas of the
  contract and of the rows); the first start then makes the settings database, asks for
  app-config.json and stores the settings (85–100 ms), opens the book (40–50 ms) and reads
  the page from storage (115–170 ms: shared/host/trip-list/storage-page.ts, each asked
  status's range of the departure order kept in the database, a count of each, then the
  page's trips, their RFQs, unread threads and client names, one read per key sent at once);
  the page draws the row 80–105 ms after the answer: 680–755 ms in all.
- **What is left** is a cold first start: about 200 ms before the worker's module runs (the
  page, then the worker's script fetched and compiled with no code cache, as on every first
  load), about 60 ms running it, about 100 ms making and storing the first settings, 45 ms
  opening the book, 115–170 ms of reads (IndexedDB answers a database's requests one at a
  time: the counts of the two statuses, about 40 ms of it, then the page's keys) and the
  page's own 80–105 ms to draw the answer. Further cuts would need fewer schemas built as
  the worker starts, counts kept with the departure order, or the first settings stored
  while the book opens; no kept page can stand in on a profile the app never opened.
- **After the first pages** the worker reads every trip, RFQ and unread thread into its kept
  list once pages from storage stop for 300 ms; then a page is a sort of what is kept (the
  sort by last activity waits for it), and a commit has only the trips it touched read again.`;
}
