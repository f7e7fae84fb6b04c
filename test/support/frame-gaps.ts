// How smooth the page stays: the gaps between successive requestAnimationFrame callbacks
// while something runs. A gap is one frame's time; a long one is a frame the broker sees
// stall (a long task, or a layout of too many rows).
import type { Page } from '@playwright/test';

interface GapRecorder {
  gaps: number[];
  running: boolean;
}

export async function startFrameGaps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recorder: GapRecorder = { gaps: [], running: true };
    (window as unknown as { frameGaps: GapRecorder }).frameGaps = recorder;
    let last = performance.now();
    const tick = (now: number) => {
      if (!recorder.running) return;
      recorder.gaps.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
}

/** The gaps since startFrameGaps, in milliseconds. */
export async function stopFrameGaps(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const recorder = (window as unknown as { frameGaps: GapRecorder }).frameGaps;
    recorder.running = false;
    return recorder.gaps;
  });
}
