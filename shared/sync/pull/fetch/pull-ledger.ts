// The metered pulls the pace counts (../../policy/pacing.ts), kept in sync_state so a restart
// keeps the day's count: a pull counts as it leaves, whatever its answer, and goes back when
// it cost nothing.
import type { CharterDb } from '../../../db/database';
import {
  pullLedger,
  pullsSpentThisHour,
  pullsSpentToday,
  recordPull,
  type PullLedger,
  type WorkingDay,
} from '../../policy/pacing';
import { deleteState, readState, STATE_KEYS, writeState } from '../../sync-state';

export interface LedgerNow {
  /** As stored: what a pull given back restores. */
  ledger: PullLedger | null;
  spentToday: number;
  spentThisHour: number;
}

export async function readLedger(
  db: CharterDb,
  nowMs: number,
  working: WorkingDay,
): Promise<LedgerNow> {
  const ledger = await readState(db, STATE_KEYS.pullLedger, pullLedger);
  return {
    ledger,
    spentToday: pullsSpentToday(ledger, nowMs, working.timeZone),
    spentThisHour: pullsSpentThisHour(ledger, nowMs, working),
  };
}

/** Counts a metered pull as it leaves. */
export function countPull(
  db: CharterDb,
  { ledger }: LedgerNow,
  nowMs: number,
  working: WorkingDay,
): Promise<unknown> {
  return writeState(db, STATE_KEYS.pullLedger, recordPull(ledger, nowMs, working));
}

/** The pull cost nothing: the ledger goes back as it was before it was counted. */
export async function givePullBack(db: CharterDb, { ledger }: LedgerNow): Promise<void> {
  if (ledger) await writeState(db, STATE_KEYS.pullLedger, ledger);
  else await deleteState(db, STATE_KEYS.pullLedger);
}
