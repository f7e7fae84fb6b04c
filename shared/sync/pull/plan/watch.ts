// What the broker watches gets the operators' answers within seconds. With a trip (or one of
// its threads) in a window that shows, the trip's RFQs are read every 10 s while an operator
// may still answer one (a quote, a decline; else at the record on screen's interval,
// on-screen.ts), and its open threads as often as the threads' share of the rate allows
// (messages are free). The Inbox watches every trip awaiting an answer and spends where an
// answer is likeliest (inbox-watch.ts). Metered reads spend the screen's own allowance
// (screen-allowance.ts), not the rounds' pace; the reserve holds. It keeps no working hours:
// a broker with a trip on screen is working (docs/decisions.md). In memory.
import type { CharterDb } from '../../../db/database';
import type { RfqRow } from '../../../db/rows';
import { actionRefusal, threadRefusal } from '../../../rules/rfq-states';
import { resolveAlias } from '../../aliases';
import { heldHereOnly } from '../../local-only';
import { missingIds } from '../findings/findings-record';
import { isMetered, kindOf } from '../kinds';
import { pullTask } from '../kinds/pull-task';
import type { PullTarget } from '../targets';
import type { Cadence, PullContext, PullTask, Screen } from '../task';
import { THREAD_RATE_SHARE } from './cadence';
import {
  HOT_MS,
  threadFacts,
  threadGaps,
  threadRank,
  threadsMayGoAt,
  turnEvery,
  type ThreadFacts,
} from './inbox-watch';
import { onScreenInterval } from './on-screen';
import { MINUTE_MS, ScreenAllowance, WATCH_MS, type ScreenPace } from './screen-allowance';

/** What a screen watches: trips' RFQs (metered) and threads (free), with their threads' facts. */
interface Watched {
  trips: { id: string; target: PullTarget; answersAwaited: boolean }[];
  /** `id`: the RFQ's. */
  threads: { id: string; target: PullTarget }[];
  facts: Map<string, ThreadFacts>;
}

const NOTHING: Watched = { trips: [], threads: [], facts: new Map() };
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
  const threads = remote
    .filter((rfq) => (onlyThreads ? onlyThreads.has(rfq.id) : answerable(now)(rfq)))
    .filter((rfq) => threadRefusal(rfq) === null);
  return {
    trips: tripIds
      .filter((id) => !missingTrips.has(id))
      .map((id) => ({
        id,
        target: { kind: 'trip_rfqs', id, cursor: null },
        answersAwaited: awaited.has(id),
      })),
    threads: threads.map((rfq) => ({
      id: rfq.id,
      target: { kind: 'thread', id: rfq.id, cursor: null },
    })),
    facts: await threadFacts(db, threads),
  };
}

/** The RFQs here of trip `tripId`. */
const rfqsOf = (db: CharterDb, tripId: string) =>
  db.rfqs.where('trip_request_id').equals(tripId).toArray();

/** What the Inbox watches at `now`: every trip with an answer awaited, and their open threads. */
export async function inboxWatched(db: CharterDb, now: Date): Promise<Watched> {
  // From the RFQs alone: the trips' rows, with their legs' airports, cost far more to read.
  const rfqs = await db.rfqs.filter(answerable(now)).toArray();
  const trips = [...new Set(rfqs.map((rfq) => rfq.trip_request_id))];
  const watched = await watchedOf(db, trips, rfqs, null, now);
  return { ...watched, trips: watched.trips.filter((trip) => trip.answersAwaited) };
}

/** What `screen` watches at `now`. */
async function watchOf(db: CharterDb, screen: Screen, now: Date): Promise<Watched> {
  if (!screen.visible) return NOTHING;
  if (screen.inbox) return inboxWatched(db, now);
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

/** Between two reads of a trip's watched threads: what the threads' share of the rate allows. */
function threadsEvery(threads: number, context: PullContext): number {
  const rate = context.pace?.rate;
  if (!rate || rate.limit === 0) return WATCH_MS;
  return Math.max(WATCH_MS, (threads * MINUTE_MS) / (rate.limit * THREAD_RATE_SHARE));
}

/** A read due at `at`; of reads due at once, the lower `rank` goes first. */
interface DueRead {
  target: PullTarget;
  at: number;
  rank: number;
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
  /** When the Inbox last came on screen (its first reads learn it): each trip is read once. */
  let inboxSince: number | null = null;
  let inboxOpening = false;
  const pulledAt = new Map<string, number>();
  /** Each watched thread's last message time as last seen, to tell a new one. */
  const lastSeen = new Map<string, string | null>();
  /** When an operator's new message was seen, by RFQ and by trip. */
  const wroteAt = new Map<string, number>();
  const tripWroteAt = new Map<string, number>();
  const allowance = new ScreenAllowance();
  /** Later pages of watched lists, read next. */
  let follow: PullTarget[] = [];
  /** What the screen watches, read again once it is `watchedFor` old. */
  let cache: { screen: Screen; at: number; watched: Watched } | null = null;

  async function watched(db: CharterDb, nowMs: number): Promise<Watched> {
    const stale = (at: number) => nowMs - at >= watchedFor(screen) || nowMs < at;
    if (cache?.screen !== screen || stale(cache.at)) {
      cache = { screen, at: nowMs, watched: await watchOf(db, screen, new Date(nowMs)) };
      for (const [id, facts] of cache.watched.facts) {
        if (!lastSeen.has(id)) lastSeen.set(id, facts.lastMessageAt);
      }
    }
    return cache.watched;
  }

  /** After a watched read: the RFQs of `target` whose operator wrote since last seen. */
  async function newsOf(db: CharterDb, target: PullTarget): Promise<RfqRow[]> {
    const { rfqsRead } = kindOf(target.kind);
    if (!rfqsRead) return [];
    const rfqs = await rfqsRead(db, target);
    return rfqs.filter((rfq) => {
      const seen = lastSeen.get(rfq.id);
      lastSeen.set(rfq.id, rfq.last_message_at);
      const newer = rfq.last_message_at !== null && (seen ?? '') < rfq.last_message_at;
      return seen !== undefined && newer && rfq.last_message_author === 'operator';
    });
  }

  /** The Inbox's trips: once on opening, at once and then every 10 s after news, in turn. */
  function inboxTripReads(trips: Watched['trips'], pace: ScreenPace, nowMs: number) {
    const turn = turnEvery(trips.length, pace);
    return trips.flatMap(({ id, target }): DueRead[] => {
      const since = pulledAt.get(keyOf(target)) ?? -Infinity;
      const reads: DueRead[] = [];
      if (turn !== null) reads.push({ target, at: since + turn, rank: 0 });
      const wrote = tripWroteAt.get(id);
      if (wrote !== undefined && nowMs - wrote <= HOT_MS) {
        reads.push({ target, at: Math.max(wrote, since + WATCH_MS), rank: 1 });
      }
      if (inboxSince !== null && since < inboxSince) {
        reads.push({ target, at: inboxSince, rank: 2 });
      }
      return reads;
    });
  }

  /** The Inbox's threads: those most wanting it every 10 s, the rest within the rate left. */
  function inboxThreadReads({ threads, facts }: Watched, context: PullContext): DueRead[] {
    const ranked = threads
      .map((thread) => ({
        ...thread,
        rank: threadRank(facts.get(thread.id), wroteAt.get(thread.id), context.nowMs),
      }))
      .sort((a, b) => b.rank - a.rank);
    const wanting = ranked.filter((thread) => thread.rank > 0).length;
    const rate = context.pace?.rate ?? null;
    const gaps = threadGaps(wanting, threads.length - wanting, rate);
    const mayGo = threadsMayGoAt(rate, context.nowMs);
    return ranked.map(({ target }, index) => ({
      target,
      at: Math.max(
        mayGo,
        (pulledAt.get(keyOf(target)) ?? -Infinity) +
          (index < gaps.firstCount ? gaps.first : gaps.rest),
      ),
      rank: 3,
    }));
  }

  /** Each watched read with when it is due; metered ones only when they may go. */
  async function dueReads(
    db: CharterDb,
    context: PullContext,
    pace: ScreenPace,
    cadence: Cadence,
  ): Promise<DueRead[]> {
    const { nowMs } = context;
    if (inboxOpening) {
      inboxSince = nowMs;
      inboxOpening = false;
    }
    const watching = await watched(db, nowMs);
    const since = (target: PullTarget) => pulledAt.get(keyOf(target)) ?? -Infinity;
    const reads: DueRead[] = [];
    if (context.screenMetered ?? context.metered) {
      const allowed = allowance.nextAt(nowMs, pace);
      const trips = screen.inbox
        ? inboxTripReads(watching.trips, pace, nowMs)
        : watching.trips.map(({ target, answersAwaited }) => ({
            target,
            at: since(target) + (answersAwaited ? WATCH_MS : onScreenInterval(target, cadence)),
            rank: 0,
          }));
      for (const read of trips) reads.push({ ...read, at: Math.max(read.at, allowed) });
    }
    if (screen.inbox) return [...reads, ...inboxThreadReads(watching, context)];
    const every = threadsEvery(watching.threads.length, context);
    for (const { target } of watching.threads) {
      reads.push({ target, at: since(target) + every, rank: 3 });
    }
    return reads;
  }

  return {
    setScreen(next) {
      if (JSON.stringify(next) !== JSON.stringify(screen)) follow = [];
      const inbox = (each: Screen) => each.visible && each.inbox === true;
      if (inbox(next) && !inbox(screen)) inboxOpening = true;
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
          .sort((a, b) => a.at - b.at || a.rank - b.rank)[0]?.target;
      if (!target) return null;
      follow = follow.filter((each) => each !== target);
      pulledAt.set(keyOf(target), nowMs);
      const spends = isMetered(target);
      if (spends) allowance.spend(nowMs, pace);
      let news: RfqRow[] = [];
      const task = pullTask(target, {
        record: async (db) => {
          news = await newsOf(db, target);
        },
        committed: (more) => {
          follow = [...follow, ...more];
          // An operator who writes often quotes next: their trip is read at once.
          for (const rfq of news) {
            wroteAt.set(rfq.id, nowMs);
            tripWroteAt.set(rfq.trip_request_id, nowMs);
          }
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
