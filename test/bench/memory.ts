// What the app holds in memory (issue 21), in the built app (dist/): per size, a fresh
// on-disk profile whose local book is seeded, then the app opened, a search made, the list
// scrolled to its end and the book exported to CSV; after each, the worker's and the page's
// live heaps (after a full collection, array buffers included), the worker's heap as it
// stood before that collection, and the resident set of the renderer process running both.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../support/chromium';
import { seedLocalBook } from '../support/seeded-book';
import {
  attachWorkers,
  heapUsage,
  workerRendererRssMb,
  type WorkerSession,
} from './process-memory';

export const MEMORY_STAGES = ['opened', 'searched', 'scrolled', 'exported'] as const;
export type MemoryStage = (typeof MEMORY_STAGES)[number];

export interface MemorySample {
  stage: MemoryStage;
  /** The worker's heap as it ran (V8's committed size, array buffers included), in MB. */
  workerCommittedMb: number;
  /** The worker's live heap after a full collection, array buffers included. */
  workerLiveMb: number;
  pageLiveMb: number;
  /** The renderer process's resident set as it ran, and after the collections. */
  rssRunningMb: number;
  rssMb: number;
}

export interface MemoryResult {
  clients: number;
  samples: MemorySample[];
}

/** Waits until the list shows `total` with its first row. */
async function listed(page: Page, total: RegExp) {
  await page.locator('.list-total').filter({ hasText: total }).waitFor({ timeout: 180_000 });
  await page.locator('.client-link[href]').first().waitFor({ timeout: 180_000 });
}

async function stage(page: Page, name: MemoryStage, clients: number) {
  const all = new RegExp(`^${clients.toLocaleString('en-US')} clients$`);
  if (name === 'opened') return listed(page, all);
  if (name === 'searched') {
    // A term and phone digits: the index's postings of texts and of phones are made.
    for (const q of ['smi', '555']) {
      await page.getByLabel('Search clients').fill(q);
      await listed(page, / match$/);
    }
    await page.getByLabel('Search clients').fill('');
    return listed(page, all);
  }
  if (name === 'scrolled') {
    await page.locator('.client-link[href]').first().focus();
    await page.keyboard.press('End');
    await page
      .locator(`[data-index="${clients - 1}"] .client-link[href]`)
      .waitFor({ timeout: 120_000 });
    return;
  }
  const download = page.waitForEvent('download', { timeout: 180_000 });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  // For a spreadsheet, the dialog's default.
  await page
    .getByRole('dialog', { name: 'Export clients' })
    .getByRole('button', { name: 'Export' })
    .click();
  // Saved whole: the export's last chunk has been read.
  await (await download).path();
}

async function sample(
  page: Page,
  worker: WorkerSession,
  name: MemoryStage,
  rss: () => Promise<number>,
): Promise<MemorySample> {
  const [before, rssBefore] = [await heapUsage(worker, false), await rss()];
  const after = await heapUsage(worker, true);
  const cdp = await page.context().newCDPSession(page);
  const pageHeap = await heapUsage(cdp, true);
  await cdp.detach();
  return {
    stage: name,
    workerCommittedMb: before.committedMb,
    workerLiveMb: after.liveMb,
    pageLiveMb: pageHeap.liveMb,
    rssRunningMb: rssBefore,
    rssMb: await rss(),
  };
}

export async function measureMemory(
  appUrl: string,
  sizes: readonly number[],
  log: (line: string) => void,
): Promise<{ results: MemoryResult[]; version: string }> {
  const results: MemoryResult[] = [];
  let version = 'unknown';
  for (const clients of sizes) {
    const profile = await mkdtemp(join(tmpdir(), 'charter-memory-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions,
      headless: true,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const browser = context.browser();
      if (!browser) throw new Error('The memory bench reads the browser’s processes');
      version = browser.version();
      const page = context.pages()[0] ?? (await context.newPage());
      // As in a browser without a save picker: the export comes as a download.
      await page.addInitScript(() =>
        Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }),
      );
      log(`memory at ${clients} clients: seeding…`);
      await seedLocalBook(context, new URL(appUrl).origin, clients);
      const workers = await attachWorkers(page);
      await page.goto(appUrl);
      const samples: MemorySample[] = [];
      for (const name of MEMORY_STAGES) {
        await stage(page, name, clients);
        const worker = workers().find((session) => session.url.includes('worker'));
        if (!worker) throw new Error('The app runs no worker');
        const taken = await sample(page, worker, name, () => workerRendererRssMb(browser));
        log(
          `  ${name}: worker ${taken.workerLiveMb.toFixed(1)} MB live, ` +
            `${taken.workerCommittedMb.toFixed(1)} as it ran; page ${taken.pageLiveMb.toFixed(1)}; ` +
            `process ${taken.rssRunningMb.toFixed(1)} as it ran, ${taken.rssMb.toFixed(1)} after`,
        );
        samples.push(taken);
      }
      results.push({ clients, samples });
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  }
  return { results, version };
}
