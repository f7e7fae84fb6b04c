// The records the broker asked for fresh copies of (a screen opened them), newest ask first,
// and the record on screen, asked again as often as its interval says (on-screen.ts). Metered
// copies spend a burst of their own, not the rounds' pace. They live in memory: a screen asks
// again when it opens.
import type { CharterDb } from '../../../db/database';
import { resolveAlias } from '../../aliases';
import { heldHereOnly } from '../../local-only';
import { missingIds } from '../findings/findings-record';
import { isMetered, kindOf } from '../kinds';
import { pullTask, type Place } from '../kinds/pull-task';
import type { PullTarget } from '../targets';
import type { Cadence, FreshCopy, PullContext, PullTask, Screen } from '../task';
import { onScreenInterval, ScreenBudget } from './on-screen';

/** The target that reads `copy`, as its kind says. */
const targetOf = (copy: FreshCopy): PullTarget => kindOf(copy.kind).askedTarget(copy);

const recordOf = (target: PullTarget) => `${target.kind}:${'id' in target ? target.id : ''}`;

/**
 * The target as the server knows it (a record made offline answers under its server id), or
 * null while it is held here only (its create has not synced, or it never will: an RFQ
 * withdrawn before it was sent), or once it is found missing there: the server has no copy
 * to give.
 */
async function onServer(db: CharterDb, target: PullTarget): Promise<PullTarget | null> {
  const record = kindOf(target.kind).record;
  if (!record || !('id' in target)) return target;
  const id = await resolveAlias(db, target.id);
  const [local, missing] = await Promise.all([heldHereOnly(db, [id]), missingIds(db, record.kind)]);
  return local.has(id) || missing.has(id) ? null : { ...target, id };
}

export interface AskedCopies {
  /** Whether a window of the app shows. */
  visible(): boolean;
  /**
   * Asks for the record on screen again when its interval has passed (`cadence`, read only
   * while a record is on screen).
   */
  askFocus(cadence: () => Promise<Cadence>, context: PullContext): Promise<void>;
  /** The newest ask that may go now, as a task. */
  next(
    db: CharterDb,
    allowed: (target: PullTarget) => boolean,
    nowMs: number,
  ): Promise<PullTask | null>;
  /** When asks and the record on screen are next due (none: an empty list). */
  dues(cadence: Cadence, context: PullContext): number[];
  ask(copy: FreshCopy): void;
  setScreen(next: Screen): void;
}

/** `pulled`: told of each copy read, so the watch (watch.ts) does not read it again at once. */
export function createAskedCopies(
  pulled: (target: PullTarget, nowMs: number) => void = () => {},
): AskedCopies {
  let asked: PullTarget[] = [];
  let screen: Screen = { visible: true, focus: null };
  let focusPulledAt = -Infinity;
  const screenBudget = new ScreenBudget();

  /**
   * When the client on screen is next due for a fresh copy, or null when none is (a trip or a
   * thread on screen is watched more closely: watch.ts).
   */
  function focusDueAt(cadence: Cadence, metered: boolean): number | null {
    const focus = screen.focus?.kind === 'client' ? targetOf(screen.focus) : null;
    if (!focus || !screen.visible || (isMetered(focus) && !metered)) return null;
    return focusPulledAt + onScreenInterval(focus, cadence);
  }

  const askedPlace = (target: PullTarget): Place => ({
    record: async () => {},
    committed: (follow) => {
      const at = asked.findIndex((other) => recordOf(other) === recordOf(target));
      if (at >= 0) asked = [...asked.slice(0, at), ...follow, ...asked.slice(at + 1)];
    },
  });

  function ask(copy: FreshCopy) {
    const target = targetOf(copy);
    asked = [target, ...asked.filter((other) => recordOf(other) !== recordOf(target))];
  }

  return {
    visible: () => screen.visible,

    async askFocus(cadence, { metered, nowMs }) {
      if (screen.focus?.kind !== 'client') return;
      const at = focusDueAt(await cadence(), metered);
      if (at === null || at > nowMs || !screen.focus) return;
      focusPulledAt = nowMs;
      ask(screen.focus);
    },

    async next(db, allowed, nowMs) {
      // The screen's copies are metered within a burst of their own, not the rounds' pace.
      const onScreen = (target: PullTarget) =>
        allowed(target) && (!isMetered(target) || screenBudget.allows(nowMs));
      for (const target of asked.filter(onScreen)) {
        const resolved = await onServer(db, target);
        asked = asked.flatMap((other) => (other === target ? (resolved ?? []) : [other]));
        if (!resolved) continue;
        if (isMetered(resolved)) screenBudget.spend(nowMs);
        pulled(resolved, nowMs);
        return pullTask(resolved, askedPlace(resolved));
      }
      return null;
    },

    dues(cadence, { nowMs, metered }) {
      const onScreen = metered ? screenBudget.nextAt(nowMs) : Infinity;
      const askedDue = asked.some((target) => !isMetered(target))
        ? nowMs
        : asked.length > 0 && metered
          ? onScreen
          : null;
      const focus = focusDueAt(cadence, metered);
      return [
        ...(askedDue === null ? [] : [askedDue]),
        ...(focus === null ? [] : [Math.max(focus, onScreen)]),
      ];
    },

    ask,

    setScreen(next) {
      // A record newly on screen is fetched at once (a fresh copy), then at its interval.
      if (next.focus && JSON.stringify(next.focus) !== JSON.stringify(screen.focus)) {
        focusPulledAt = -Infinity;
      }
      screen = next;
    },
  };
}
