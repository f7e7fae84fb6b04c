// How smooth the page stays: the gaps between successive requestAnimationFrame callbacks
// while something runs. A gap is one frame's time; a long one is a frame the broker sees
// stall (a long task, or a layout of too many rows). The page's code is a string: the bench
// runs under tsx, whose helpers (`__name`) a serialized function would carry to the page.
import type { Page } from '@playwright/test';

const START = `(() => {
  const recorder = { gaps: [], running: true };
  window.frameGaps = recorder;
  let last = 0;
  const tick = (now) => {
    if (!recorder.running) return;
    recorder.gaps.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(tick);
  });
})()`;

const STOP = `(() => {
  window.frameGaps.running = false;
  return window.frameGaps.gaps;
})()`;

export async function startFrameGaps(page: Page): Promise<void> {
  await page.evaluate(START);
}

/** The gaps since startFrameGaps, in milliseconds. */
export async function stopFrameGaps(page: Page): Promise<number[]> {
  return page.evaluate<number[]>(STOP);
}
