// A record the broker opens while online is fetched from the remote ahead of background
// work. Screens read the same record again when a pull lands, so one record is asked for
// at most once a minute: that reading must not ask again, round after round.
import type { FreshCopy } from '../../sync/pull/task';

const ASK_AGAIN_AFTER_MS = 60_000;

const PATTERNS: [RegExp, (id: string) => FreshCopy][] = [
  [/^\/v1\/clients\/([^/]+)$/, (id) => ({ kind: 'client', id })],
  [/^\/v1\/rfqs\/([^/]+)\/messages$/, (rfqId) => ({ kind: 'thread', rfqId })],
  [
    /^\/v1\/trip-requests\/([^/]+)\/rfqs$/,
    (tripRequestId) => ({ kind: 'trip_rfqs', tripRequestId }),
  ],
];

/** `asked(path, nowMs)`: the fresh copy a GET of `path` asks for, if it is due. */
export function freshCopyOf(): (path: string, nowMs: number) => FreshCopy | null {
  const lastAsked = new Map<string, number>();
  return (path, nowMs) => {
    for (const [pattern, copyOf] of PATTERNS) {
      const id = pattern.exec(path)?.[1];
      if (id === undefined) continue;
      if (nowMs - (lastAsked.get(path) ?? -Infinity) < ASK_AGAIN_AFTER_MS) return null;
      lastAsked.set(path, nowMs);
      return copyOf(decodeURIComponent(id));
    }
    return null;
  };
}

/** The page's routes whose record sync keeps fresher while it is on screen. */
const SCREENS: [RegExp, (id: string) => FreshCopy][] = [
  [/^\/trips\/[^/]+\/rfqs\/([^/]+)$/, (rfqId) => ({ kind: 'thread', rfqId })],
  [/^\/trips\/([^/]+)$/, (tripRequestId) => ({ kind: 'trip_rfqs', tripRequestId })],
  // A proposal being made or as sent: its quotes, so a new one is said, never priced unseen.
  [
    /^\/trips\/([^/]+)\/proposals?(?:\/[^/]+)?$/,
    (tripRequestId) => ({ kind: 'trip_rfqs', tripRequestId }),
  ],
  [/^\/clients\/([^/]+)$/, (id) => ({ kind: 'client', id })],
];

/** Whether a page's route is the Inbox, whose awaited answers sync watches closely. */
export const isInbox = (path: string): boolean => /^\/inbox(?:[?/]|$)/.test(path);

/** The record a page's route shows, if sync keeps one fresher. */
export function focusOf(path: string): FreshCopy | null {
  for (const [pattern, copyOf] of SCREENS) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined && id !== 'new') return copyOf(id);
  }
  return null;
}
