// The Trips list in the built app (dist/, served as the e2e tests serve it): a fresh on-disk
// profile whose local book holds `trips` trip requests with their RFQs and messages
// (bench/page/seed-trips.ts), the app opened on the Trips screen (first paint and first trip
// row, on the first load and on reloads, the worker and its database cold each time), then
// every trip listed (Any status) and scrolled to the end by keyboard.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../support/chromium';
import { seedLocalTrips } from '../support/seeded-book';
import {
  timeOpenings,
  timeScrollToEnd,
  watchFirstRow,
  type OpenTiming,
  type ScrollTiming,
} from './row-timing';

const LINK = '.trip-link[href]';

export interface TripsResult {
  trips: number;
  seedMs: number;
  /** Trips the screen lists as it opens (open or quoted). */
  listed: number;
  opens: OpenTiming[];
  scroll: ScrollTiming;
}

const totalOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

export async function measureTrips(
  appUrl: string,
  trips: number,
  log: (line: string) => void,
): Promise<{ result: TripsResult; version: string }> {
  const profile = await mkdtemp(join(tmpdir(), 'charter-trips-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    headless: true,
    viewport: { width: 1280, height: 800 },
  });
  const version = context.browser()?.version() ?? 'unknown';
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(watchFirstRow(LINK));
    log(`trips list of ${trips} trips: seeding…`);
    const { seedMs } = await seedLocalTrips(context, new URL(appUrl).origin, trips);
    const screen = `${appUrl}#/trips`;
    const opens = await timeOpenings(page, screen);
    log(`  first row: ${opens.map((o) => Math.round(o.firstRowMs)).join(', ')} ms`);
    const total = page.locator('.list-total[aria-busy="false"]');
    const listed = totalOf(await total.innerText());
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any status' });
    await page.locator('.list-total', { hasText: /^[\d,]+ trips$/ }).waitFor();
    const all = totalOf(await total.innerText());
    const scroll = await timeScrollToEnd(page, { link: LINK, rows: all });
    log(`  scroll: ${scroll.frames} frames, max gap ${scroll.maxGapMs.toFixed(1)} ms`);
    return { result: { trips: all, seedMs, listed, opens, scroll }, version };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
