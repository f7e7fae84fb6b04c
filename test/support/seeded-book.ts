// Large books for the list's tests and bench: a small page (seed-page/), built with Vite and
// served under the app's own origin by request interception, writes N generated clients
// into the app's local database before the app first opens there. Seeding in the page is
// the fast way (one transaction per 5,000 clients); through /v1 it would take one request
// per client.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { build } from 'vite';

const SEED_PATH = '/__seed/';
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

let built: Promise<string> | null = null;

async function buildSeedPage(): Promise<string> {
  const outDir = join(await mkdtemp(join(tmpdir(), 'charter-seed-')), 'page');
  await build({
    root: fileURLToPath(new URL('./seed-page', import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    base: './',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

/**
 * Writes `clients` generated clients (seed 42, one trip request per 20) into the local book
 * of `origin`. Call it on a fresh browser context, before the app's first load there: the
 * app's service worker would answer the seed page's navigation once installed. The seed page
 * is a tab of its own, closed once done: what it allocates at 100,000 clients, left in the
 * heap of the tab the app then opened in, was collected in one pause of up to 270 ms while
 * the list scrolled (docs/benchmarks.md).
 */
export function seedLocalBook(context: BrowserContext, origin: string, clients: number) {
  return inSeedPage(context, origin, (count) => window.seedLocalBook(count), clients);
}

/** As seedLocalBook, a book of `trips` trip requests with their RFQs (bench/page/seed-trips.ts). */
export function seedLocalTrips(context: BrowserContext, origin: string, trips: number) {
  return inSeedPage(context, origin, (count) => window.seedLocalTrips(count), trips);
}

async function inSeedPage(
  context: BrowserContext,
  origin: string,
  seed: (count: number) => Promise<{ seedMs: number }>,
  count: number,
) {
  built ??= buildSeedPage();
  const root = await built;
  const page = await context.newPage();
  await page.route(`${origin}${SEED_PATH}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(SEED_PATH.length);
    const file = join(root, path === '' ? 'index.html' : path);
    await route.fulfill({
      body: await readFile(file),
      contentType: types[extname(file)] ?? 'application/octet-stream',
    });
  });
  try {
    await page.goto(`${origin}${SEED_PATH}`);
    return await page.evaluate(seed, count);
  } finally {
    await page.close();
  }
}
