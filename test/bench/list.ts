// The clients list in the built app (dist/, served as the e2e tests serve it): per size, a
// fresh on-disk profile whose local book is seeded, then the app opened (first paint and
// first client row, on the first load and on reloads), scrolled to the end by keyboard
// (requestAnimationFrame gaps) and, at the largest size, its CSV exported (time and the
// page's peak JS heap, sampled through CDP while the export runs).
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../support/chromium';
import { seedLocalBook } from '../support/seeded-book';
import {
  timeOpenings,
  timeScrollToEnd,
  watchFirstRow,
  type OpenTiming,
  type ScrollTiming,
} from './row-timing';

const LINK = '.client-link[href]';

export interface ListResult {
  clients: number;
  seedMs: number;
  /** The first load after seeding, then each reload (the worker starts cold each time). */
  opens: OpenTiming[];
  scroll: ScrollTiming;
  /** At the largest size, the whole list for a spreadsheet, then for an import. */
  exports: ExportTiming[];
}

export interface ExportTiming {
  /** The dialog's choice, as it reads. */
  purpose: string;
  ms: number;
  bytes: number;
  heapBeforeMb: number;
  heapPeakMb: number;
}

const PURPOSES = ['For a spreadsheet', 'For importing elsewhere'];

async function exportAll(page: Page, clients: number, purpose: string): Promise<ExportTiming> {
  const cdp = await page.context().newCDPSession(page);
  const heap = async () =>
    ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize / 2 ** 20;
  await cdp.send('HeapProfiler.collectGarbage');
  const heapBeforeMb = await heap();
  let heapPeakMb = heapBeforeMb;
  let running = true;
  const sampling = (async () => {
    while (running) {
      heapPeakMb = Math.max(heapPeakMb, await heap());
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  // Timed from the dialog's Export, as before the dialog the button's click started it.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const choice = page.getByRole('dialog', { name: 'Export clients' });
  await choice.getByRole('radio', { name: purpose }).check();
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  const started = performance.now();
  await choice.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const ms = performance.now() - started;
  running = false;
  await sampling;
  await page
    .getByText(`Exported ${clients.toLocaleString('en-US')} clients`)
    .last()
    .waitFor({ timeout: 10_000 })
    .catch(() =>
      page
        .getByText(/^Exported/)
        .last()
        .waitFor(),
    );
  const bytes = (await stat((await download.path())!)).size;
  return { purpose, ms, bytes, heapBeforeMb, heapPeakMb };
}

export async function measureList(
  appUrl: string,
  sizes: readonly number[],
  log: (line: string) => void,
): Promise<{ results: ListResult[]; version: string }> {
  const results: ListResult[] = [];
  let version = 'unknown';
  for (const clients of sizes) {
    const profile = await mkdtemp(join(tmpdir(), 'charter-list-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions,
      headless: true,
      viewport: { width: 1280, height: 800 },
    });
    version = context.browser()?.version() ?? version;
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // As in a browser without a save picker: the export comes as a download.
      await page.addInitScript(() =>
        Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }),
      );
      await page.addInitScript(watchFirstRow(LINK));
      log(`list of ${clients} clients: seeding…`);
      const { seedMs } = await seedLocalBook(context, new URL(appUrl).origin, clients);
      const opens = await timeOpenings(page, appUrl);
      log(`  first row: ${opens.map((o) => Math.round(o.firstRowMs)).join(', ')} ms`);
      const scroll = await timeScrollToEnd(page, { link: LINK, rows: clients });
      log(`  scroll: ${scroll.frames} frames, max gap ${scroll.maxGapMs.toFixed(1)} ms`);
      const exports: ExportTiming[] = [];
      for (const purpose of clients === Math.max(...sizes) ? PURPOSES : []) {
        const exported = await exportAll(page, clients, purpose);
        log(`  export ${purpose}: ${Math.round(exported.ms)} ms, peak ${exported.heapPeakMb} MB`);
        exports.push(exported);
      }
      results.push({ clients, seedMs, opens, scroll, exports });
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  }
  return { results, version };
}
