// The budget as the engine keeps it (../policy/budget.ts): in sync_state, so a restart still
// respects a wait a 429 imposed, and learned from every answer, a push's or a pull's.
import type { CharterDb } from '../../db/database';
import type { Clock } from '../../encoding/clock';
import { budgetState, initialBudget, observe, type BudgetState } from '../policy/budget';
import { readState, STATE_KEYS, writeState } from '../sync-state';
import type { RemoteAnswer } from '../transport/remote-answer';

export async function storedBudget(db: CharterDb): Promise<BudgetState> {
  return (await readState(db, STATE_KEYS.budget, budgetState)) ?? initialBudget;
}

/** What `answer`, received now, teaches the stored budget. */
export async function observeAnswer(
  db: CharterDb,
  answer: RemoteAnswer,
  clock: Clock,
): Promise<void> {
  const known = await storedBudget(db);
  await writeState(db, STATE_KEYS.budget, observe(known, answer, clock.now().getTime()));
}
