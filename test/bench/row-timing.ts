// What the list benches time in the built app (list.ts, trips-list-bench.ts): from navigation start to
// the first loaded row, and how smoothly a virtualized list scrolls to its end by keyboard.
// `link` is the selector of a loaded row's link (a row still loading has no href).
import type { Page } from 'playwright';
import { startFrameGaps, stopFrameGaps } from '../support/frame-gaps';

export interface OpenTiming {
  firstPaintMs: number;
  firstRowMs: number;
}

export interface ScrollTiming {
  frames: number;
  maxGapMs: number;
  p95GapMs: number;
  seconds: number;
}

/**
 * An init script recording, from the page's start, when the first `link` is in the DOM. A
 * string, as in frame-gaps.ts: tsx's helpers must not reach the page.
 */
export const watchFirstRow = (link: string) => `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(link)})) return;
    window.firstRowAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** Reloads after the first load: each one with the worker and its database cold. */
const RELOADS = 3;

/** The first load of `url`, then each reload. */
export async function timeOpenings(page: Page, url: string): Promise<OpenTiming[]> {
  const opens = [await timeOpening(page, () => page.goto(url))];
  for (let n = 0; n < RELOADS; n += 1) opens.push(await timeOpening(page, () => page.reload()));
  return opens;
}

async function timeOpening(page: Page, load: () => Promise<unknown>): Promise<OpenTiming> {
  await load();
  await page.waitForFunction(() => 'firstRowAt' in window, undefined, { timeout: 60_000 });
  return page.evaluate(() => ({
    firstPaintMs:
      performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint')
        ?.startTime ?? NaN,
    firstRowMs: (window as unknown as { firstRowAt: number }).firstRowAt,
  }));
}

/** 20 × Page Down, then End until the last of `rows` is loaded; the frames' gaps meanwhile. */
export async function timeScrollToEnd(
  page: Page,
  { link, rows }: { link: string; rows: number },
): Promise<ScrollTiming> {
  // The first rows may be the page kept from the last opening: scroll the list once live.
  await page.locator('.list-total[aria-busy="false"]').waitFor({ timeout: 60_000 });
  await page.locator(link).first().focus();
  const started = performance.now();
  await startFrameGaps(page);
  for (let n = 0; n < 20; n += 1) await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  await page.locator(`[data-index="${rows - 1}"] ${link}`).waitFor({ timeout: rows * 3 });
  const gaps = (await stopFrameGaps(page)).sort((a, b) => a - b);
  return {
    frames: gaps.length,
    maxGapMs: gaps.at(-1) ?? NaN,
    p95GapMs: gaps[Math.floor(gaps.length * 0.95)] ?? NaN,
    seconds: (performance.now() - started) / 1000,
  };
}
