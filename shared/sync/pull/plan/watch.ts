// What the broker watches gets the operators' answers within seconds. With a trip (or one of
// its threads) or the Inbox on screen in a window that shows, the RFQs of the trips concerned
// are read every 10 s while an operator may still answer one (a quote, a decline; else at the
// record on screen's interval, on-screen.ts), and their open threads as often as the threads'
// share of the rate allows (messages are free). Metered reads spend the screen's own
// allowance, not the rounds' pace: a burst (ten minutes of one trip, at most a hundredth of
// what is above the reserve) refilled at half the pace's pulls an hour, so a watched trip is
// read every 10 s for its first minutes and then as the refill pays, and a day of watching
// costs at most half again what the rounds spend; the reserve holds. It keeps no working
// hours: a broker with a trip on screen is working (docs/decisions.md). In memory.
import type { CharterDb } from '../../../db/database';
import type { RfqRow } from '../../../db/rows';
import { actionRefusal, threadRefusal } from '../../../rules/rfq-states';
import { resolveAlias } from '../../aliases';
import { heldHereOnly } from '../../local-only';
import { missingIds } from '../findings/findings-record';
import { isMetered } from '../kinds';
import { pullTask } from '../kinds/pull-task';
import type { PullTarget } from '../targets';
import type { Cadence, PullContext, PullTask, Screen } from '../task';
import { THREAD_RATE_SHARE } from './cadence';
import { onScreenInterval } from './on-screen';

/** How often what is watched is read: an answer shows within this and a read's time. */
export const WATCH_MS = 10_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The screen's burst: ten minutes of one trip read every 10 s... */
const BURST = 60;
/** ...but never more than this share of what is above the reserve. */
const BURST_OF_ABOVE = 0.01;
/** The burst refills at this share of the pace's metered pulls a working hour. */
const REFILL_OF_PACE = 0.5;
/** Before the remote has told its allowance: a small burst, slowly refilled. */
const UNKNOWN_PACE: ScreenPace = { burst: 6, perHour: 6 };

/** The screen's allowance: a burst of metered reads, refilled by the hour. */
export interface ScreenPace {
  burst: number;
  perHour: number;
}

/** The screen's allowance at `cadence`, with `above` calls above the reserve (null: unknown). */
export function screenPaceOf(cadence: Cadence, above: number | null): ScreenPace {
  if (above === null) return UNKNOWN_PACE;
  const burst = Math.max(1, Math.min(BURST, Math.floor(above * BURST_OF_ABOVE)));
  return { burst, perHour: cadence.perHour * REFILL_OF_PACE };
}

/**
 * One watched trip as the Sync screen says it (shared/rpc/forecast-words.ts): read every
 * `every_ms` for `for_ms` of watching from a full burst (null: as long as it shows), then
 * every `then_every_ms` (null: only when what is above the reserve grows again).
 */
export function watchForecast(pace: ScreenPace) {
  const reads = HOUR_MS / WATCH_MS;
  return {
    every_ms: WATCH_MS,
    for_ms: pace.perHour >= reads ? null : (pace.burst / (reads - pace.perHour)) * HOUR_MS,
    then_every_ms: pace.perHour > 0 ? Math.max(WATCH_MS, HOUR_MS / pace.perHour) : null,
  };
}

/** The screen's metered reads spent and refilled: a bucket, full when the app starts. */
export class ScreenAllowance {
  private tokens: number | null = null;
  private at = 0;

  private level(nowMs: number, pace: ScreenPace): number {
    const refilled = this.tokens === null ? pace.burst : this.tokens;
    const elapsed = Math.max(0, nowMs - this.at);
    this.tokens = Math.min(pace.burst, refilled + (elapsed * pace.perHour) / HOUR_MS);
    this.at = nowMs;
    return this.tokens;
  }

  allows(nowMs: number, pace: ScreenPace): boolean {
    return this.level(nowMs, pace) >= 1;
  }

  spend(nowMs: number, pace: ScreenPace): void {
    this.tokens = this.level(nowMs, pace) - 1;
  }

  /** When the next read may go. */
  nextAt(nowMs: number, pace: ScreenPace): number {
    const level = this.level(nowMs, pace);
    if (level >= 1) return nowMs;
    if (pace.perHour <= 0) return Infinity;
    return nowMs + Math.ceil(((1 - level) * HOUR_MS) / pace.perHour);
  }
}

/** What a screen watches: trips' RFQs (metered) and threads (free). */
interface Watched {
  trips: { target: PullTarget; answersAwaited: boolean }[];
  threads: PullTarget[];
}

const NOTHING: Watched = { trips: [], threads: [] };
const keyOf = (target: PullTarget) => `${target.kind}:${'id' in target ? target.id : ''}`;

/** An operator may still answer it: sent or quoted, not expired. */
const answerable = (now: Date) => (rfq: RfqRow) => actionRefusal(rfq, 'quote', now) === null;

/**
 * The trips `tripIds`, whose RFQs here are `rfqs`, and the open threads among those (or only
 * those of `onlyThreads`), as the remote has them.
 */
async function watchedOf(
  db: CharterDb,
  tripIds: readonly string[],
  rfqs: readonly RfqRow[],
  onlyThreads: ReadonlySet<string> | null,
  now: Date,
): Promise<Watched> {
  const [missingTrips, missingRfqs, local] = await Promise.all([
    missingIds(db, 'trip_request'),
    missingIds(db, 'rfq'),
    heldHereOnly(
      db,
      rfqs.map((rfq) => rfq.id),
    ),
  ]);
  const remote = rfqs.filter((rfq) => !local.has(rfq.id) && !missingRfqs.has(rfq.id));
  const awaited = new Set(remote.filter(answerable(now)).map((rfq) => rfq.trip_request_id));
  return {
    trips: tripIds
      .filter((id) => !missingTrips.has(id))
      .map((id) => ({
        target: { kind: 'trip_rfqs', id, cursor: null },
        answersAwaited: awaited.has(id),
      })),
    threads: remote
      .filter((rfq) => (onlyThreads ? onlyThreads.has(rfq.id) : answerable(now)(rfq)))
      .filter((rfq) => threadRefusal(rfq) === null)
      .map((rfq) => ({ kind: 'thread', id: rfq.id, cursor: null })),
  };
}

/** The RFQs here of trip `tripId`. */
const rfqsOf = (db: CharterDb, tripId: string) =>
  db.rfqs.where('trip_request_id').equals(tripId).toArray();

/** What `screen` watches at `now`. */
async function watchOf(db: CharterDb, screen: Screen, now: Date): Promise<Watched> {
  if (!screen.visible) return NOTHING;
  if (screen.inbox) {
    // Every trip with an answer awaited, and the threads an operator may still answer. From
    // the RFQs alone: the trips' rows, with their legs' airports, cost far more to read.
    const rfqs = await db.rfqs.filter(answerable(now)).toArray();
    const trips = [...new Set(rfqs.map((rfq) => rfq.trip_request_id))];
    const watched = await watchedOf(db, trips, rfqs, null, now);
    return { ...watched, trips: watched.trips.filter((trip) => trip.answersAwaited) };
  }
  const focus = screen.focus;
  if (focus?.kind === 'trip_rfqs') {
    const tripId = focus.tripRequestId;
    return watchedOf(db, [tripId], await rfqsOf(db, tripId), null, now);
  }
  if (focus?.kind === 'thread') {
    const rfq = await db.rfqs.get(await resolveAlias(db, focus.rfqId));
    if (!rfq) return NOTHING;
    const rfqs = await rfqsOf(db, rfq.trip_request_id);
    return watchedOf(db, [rfq.trip_request_id], rfqs, new Set([rfq.id]), now);
  }
  return NOTHING;
}

/** How long what a screen watches is kept before it is read again: the Inbox reads every RFQ. */
const watchedFor = (screen: Screen) => (screen.inbox ? MINUTE_MS : WATCH_MS);

/** Between two reads of the watched threads: 10 s, or what the threads' share of the rate allows. */
function threadsEvery(threads: number, context: PullContext): number {
  const rate = context.pace?.rate;
  if (!rate || rate.limit === 0) return WATCH_MS;
  return Math.max(WATCH_MS, (threads * MINUTE_MS) / (rate.limit * THREAD_RATE_SHARE));
}

export interface Watch {
  setScreen(screen: Screen): void;
  /** A read of `target` made for another reason (the broker opened it): not needed again yet. */
  pulled(target: PullTarget, nowMs: number): void;
  /** The watched read due now, as a task; a metered one only with `context.screenMetered`. */
  next(
    db: CharterDb,
    context: PullContext,
    pace: ScreenPace,
    cadence: Cadence,
  ): Promise<PullTask | null>;
  /** When the watched reads are next due. */
  dues(db: CharterDb, context: PullContext, pace: ScreenPace, cadence: Cadence): Promise<number[]>;
}

export function createWatch(): Watch {
  let screen: Screen = { visible: true, focus: null };
  const pulledAt = new Map<string, number>();
  const allowance = new ScreenAllowance();
  /** Later pages of watched lists, read next. */
  let follow: PullTarget[] = [];
  /** What the screen watches, read again once it is `WATCH_MS` old. */
  let cache: { screen: Screen; at: number; watched: Watched } | null = null;

  async function watched(db: CharterDb, nowMs: number): Promise<Watched> {
    const stale = (at: number) => nowMs - at >= watchedFor(screen) || nowMs < at;
    if (cache?.screen !== screen || stale(cache.at)) {
      cache = { screen, at: nowMs, watched: await watchOf(db, screen, new Date(nowMs)) };
    }
    return cache.watched;
  }

  /** Each watched read with when it is due; metered ones only when they may go. */
  async function dueReads(db: CharterDb, context: PullContext, pace: ScreenPace, cadence: Cadence) {
    const { nowMs } = context;
    const { trips, threads } = await watched(db, nowMs);
    const since = (target: PullTarget) => pulledAt.get(keyOf(target)) ?? -Infinity;
    const reads: { target: PullTarget; at: number }[] = [];
    if (context.screenMetered ?? context.metered) {
      const allowed = allowance.nextAt(nowMs, pace);
      for (const { target, answersAwaited } of trips) {
        const every = answersAwaited ? WATCH_MS : onScreenInterval(target, cadence);
        reads.push({ target, at: Math.max(since(target) + every, allowed) });
      }
    }
    const every = threadsEvery(threads.length, context);
    for (const target of threads) reads.push({ target, at: since(target) + every });
    return reads;
  }

  return {
    setScreen(next) {
      if (JSON.stringify(next) !== JSON.stringify(screen)) follow = [];
      screen = next;
    },

    pulled(target, nowMs) {
      pulledAt.set(keyOf(target), nowMs);
    },

    async next(db, context, pace, cadence) {
      const { nowMs } = context;
      const metered = context.screenMetered ?? context.metered;
      const target =
        follow.find((each) => metered || !isMetered(each)) ??
        (await dueReads(db, context, pace, cadence))
          .filter((read) => read.at <= nowMs)
          .sort((a, b) => a.at - b.at)[0]?.target;
      if (!target) return null;
      follow = follow.filter((each) => each !== target);
      pulledAt.set(keyOf(target), nowMs);
      const spends = isMetered(target);
      if (spends) allowance.spend(nowMs, pace);
      const task = pullTask(target, {
        record: async () => {},
        committed: (more) => {
          follow = [...follow, ...more];
        },
      });
      return spends ? { ...task, screen: true } : task;
    },

    async dues(db, context, pace, cadence) {
      const metered = context.screenMetered ?? context.metered;
      const reads = await dueReads(db, context, pace, cadence);
      const pages = follow.some((each) => metered || !isMetered(each)) ? [context.nowMs] : [];
      return [...pages, ...reads.map((read) => read.at)];
    },
  };
}
