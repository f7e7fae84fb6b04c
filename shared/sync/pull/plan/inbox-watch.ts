// The Inbox on screen watches every trip awaiting an answer, more than the allowance can read
// every 10 s (12 trips so would cost ~2,900 metered calls an hour; the 10,000-a-month plan's
// pace is ~22), so it spends where an answer is likeliest and soonest useful (watch.ts):
// each trip once when the Inbox opens; a trip whose thread just showed a new operator
// message every 10 s for two minutes (an operator who writes often quotes next); the rest in
// turn at half the screen's refill, the other half refilling the burst for those. Messages
// are free: the threads take a share of the per-minute rate, those whose operator wrote
// lately, or with news the broker has not read, or awaiting the broker's reply, every 10 s
// first, the rest as what is left of that share allows.
import Dexie from 'dexie';
import type { BudgetWindow } from '../../../api';
import type { CharterDb } from '../../../db/database';
import type { RfqRow } from '../../../db/rows';
import type { Cadence } from '../task';
import { HOUR_MS, MINUTE_MS, WATCH_MS, type ScreenPace } from './screen-allowance';

/** After a new operator message shows, its trip is read every 10 s this long. */
export const HOT_MS = 2 * MINUTE_MS;
/** A thread whose operator wrote within this is read first. */
const LATELY_MS = 30 * MINUTE_MS;
/** The share of the screen's refill the trips' turns take; the rest refills the burst. */
const TURN_SHARE = 0.5;
/** The Inbox's threads take this share of the per-minute rate (the rounds' threads 0.25). */
const THREAD_SHARE = 0.6;
/** Threads read first take at most this part of that share, so the rest still come round. */
const FIRST_PART = 0.5;
/** The threads wait for the next minute when less than this share of its calls is left. */
const RATE_KEPT = 0.25;

/**
 * Between two turns of each of `trips` trips: what half the screen's refill pays for. Every
 * interval here is in whole milliseconds: a wake is a time the timers meet exactly.
 */
export function turnEvery(trips: number, pace: ScreenPace): number | null {
  const perHour = pace.perHour * TURN_SHARE;
  if (trips === 0) return null;
  return perHour > 0 ? Math.max(WATCH_MS, Math.ceil((trips * HOUR_MS) / perHour)) : null;
}

/** The Inbox's thread reads a minute at the rate `rate` (null: unknown, 10 s each). */
const threadsPerMinute = (rate: BudgetWindow | null) =>
  rate && rate.limit > 0 ? rate.limit * THREAD_SHARE : null;

const READS_PER_MINUTE = MINUTE_MS / WATCH_MS;

/** How many threads may be read first, every 10 s, at `perMinute` (null: every one). */
const firstCapacity = (perMinute: number | null) =>
  perMinute === null ? Infinity : Math.floor((perMinute * FIRST_PART) / READS_PER_MINUTE);

/**
 * Between two reads of the threads read first (at most `firstCount` of the `first` that
 * want to be) and of the others (the rest, `rest` of them), within the Inbox's share of `rate`.
 */
export function threadGaps(first: number, rest: number, rate: BudgetWindow | null) {
  const perMinute = threadsPerMinute(rate);
  const firstCount = Math.min(first, firstCapacity(perMinute));
  const others = rest + first - firstCount;
  if (perMinute === null || others === 0) return { first: WATCH_MS, firstCount, rest: WATCH_MS };
  const left = perMinute - firstCount * READS_PER_MINUTE;
  const between = Math.max(WATCH_MS, Math.ceil((others * MINUTE_MS) / left));
  return { first: WATCH_MS, firstCount, rest: between };
}

/**
 * When the Inbox's thread reads may go at `nowMs`: at once, or when the minute's window resets
 * while what is left of it is kept for the trips' reads and the broker's changes.
 */
export function threadsMayGoAt(rate: BudgetWindow | null, nowMs: number): number {
  if (!rate || rate.limit === 0 || rate.remaining > rate.limit * RATE_KEPT) return nowMs;
  return Math.max(nowMs, Math.ceil(rate.resetAt * 1000));
}

/** What the Sync screen says of the Inbox on screen (shared/rpc/forecast-words.ts). */
export function inboxForecast(
  counts: { trips: number; threads: number },
  pace: ScreenPace,
  cadence: Cadence,
  rate: BudgetWindow | null,
) {
  const turn = turnEvery(counts.trips, pace);
  // The others' threads are read last when as many as may are read first.
  const first = Math.min(counts.threads, firstCapacity(threadsPerMinute(rate)));
  const gaps = threadGaps(first, counts.threads - first, rate);
  return {
    trips: counts.trips,
    // Each trip is read in its turn and in the rounds', whichever comes first.
    every_ms: counts.trips === 0 ? null : Math.min(turn ?? Infinity, cadence.intervals.trip_rfqs),
    after_message_ms: HOT_MS,
    messages_every_ms: gaps.rest,
    first_threads: gaps.firstCount,
  };
}

/** What makes a thread worth reading first, from the replica. */
export interface ThreadFacts {
  /** The operator's message is the last word: the broker has not replied. */
  unanswered: boolean;
  /** The Inbox holds something of it the broker has not read. */
  unread: boolean;
  /** Its last message's time, to see a new one come. */
  lastMessageAt: string | null;
}

/** The facts of each of `rfqs`' threads. */
export async function threadFacts(
  db: CharterDb,
  rfqs: readonly RfqRow[],
): Promise<Map<string, ThreadFacts>> {
  const unread = await db.inbox
    .where('[unread+at+key]')
    .between([1, Dexie.minKey, Dexie.minKey], [1, Dexie.maxKey, Dexie.maxKey])
    .toArray();
  const unreadRfqs = new Set(unread.map((item) => item.rfq_id));
  return new Map(
    rfqs.map((rfq) => [
      rfq.id,
      {
        unanswered: rfq.last_message_author === 'operator',
        unread: unreadRfqs.has(rfq.id),
        lastMessageAt: rfq.last_message_at,
      },
    ]),
  );
}

/** How much a thread wants reading first: lately active, then unread, then unanswered. */
export function threadRank(
  facts: ThreadFacts | undefined,
  wroteAt: number | undefined,
  nowMs: number,
) {
  if (wroteAt !== undefined && nowMs - wroteAt <= LATELY_MS) return 3;
  if (facts?.unread) return 2;
  return facts?.unanswered ? 1 : 0;
}
