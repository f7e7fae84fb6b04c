// A steady round's pages go evenly over its interval rather than in one burst. A walk of
// 10,000 clients is 100 pages every few hours: in one burst it spent those hours' pulls in
// minutes, the pace then held everything back, and the hours between had little to do, so
// the metered pulls of one working hour ran from half the mean to half again. Spread, each
// round's demand is even, and so are the hours. The first copy and "Sync now" are not spread
// (the broker waits for them), nor the free threads (they follow the per-minute rate).

/**
 * The pages a round under way is expected to take: those pulled and those queued, or the
 * step's last cost if more (a walk queues only its next page).
 */
export function roundSize(cost: number | undefined, pulled: number, queued: number): number {
  return Math.max(cost ?? 0, pulled + queued);
}

/**
 * A round of at most this many pages goes at once: as a burst it is no more than a "Sync now"
 * may send, and spread, its last trips or a walk's checks of missing clients would only come
 * later for nothing.
 */
export const AT_ONCE_PAGES = 10;

/**
 * When a round's next page is due: its `size` pages evenly over `intervalMs` from its start,
 * or all from its start for a small round.
 */
export function nextPageAt(
  startedMs: number,
  pulled: number,
  size: number,
  intervalMs: number,
): number {
  if (size <= AT_ONCE_PAGES) return startedMs;
  // Whole milliseconds: a wake is a time the timers meet exactly.
  return startedMs + Math.ceil((intervalMs * pulled) / size);
}

/** How many targets a round's stored queue holds (one a line). */
export function queuedIn(queue: string): number {
  if (queue === '') return 0;
  let lines = 1;
  for (let at = queue.indexOf('\n'); at >= 0; at = queue.indexOf('\n', at + 1)) lines += 1;
  return lines;
}
