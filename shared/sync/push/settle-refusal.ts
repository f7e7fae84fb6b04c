// A refusal a write may settle itself (writes/: checkRefusal) before its entry parks: one
// GET reads the remote's copy of what the entry acts on (through the same transport and
// budget as the push), and when the copy shows the broker's intent moot, the entry goes
// with the copy landed, in one transaction. Any other outcome of the read parks the entry
// as refused, as without a check: the broker still sees why.
import type { Problem } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import { inTransaction } from '../../db/unit-of-work';
import type { Clock } from '../../encoding/clock';
import type { SyncDecision } from '../policy/classify';
import { readAnswer, type RemoteAnswer } from '../transport/remote-answer';
import { responseData } from '../transport/response-data';
import type { Transport } from '../transport/transport';
import { writeOf } from '../writes';
import type { RefusalCheck } from '../writes/behavior';
import { landing } from './land';

/** What the check's read goes through: the push's own transport, budget and clock. */
export interface RefusalDeps {
  db: CharterDb;
  transport: Transport;
  clock: Clock;
  /** Every answer goes through the budget, whatever becomes of the entry. */
  observe(answer: RemoteAnswer): Promise<void>;
}

/** The check's read, settled against its answer; null when it did not answer 200. */
async function readAndSettle(deps: RefusalDeps, check: RefusalCheck) {
  const { operationId, url } = check.read;
  try {
    const response = await deps.transport.send({ method: 'GET', url, headers: {}, body: null });
    const answer = readAnswer(response);
    await deps.observe(answer);
    if (answer.status !== 200) return null;
    return check.settle(responseData(operationId, response), deps.clock.now());
  } catch {
    // Unreachable, or an answer that does not fit: the entry parks, the broker decides.
    return null;
  }
}

/** `done` when the write settled the refusal, null when the entry is to park. */
export async function settleRefusal(
  deps: RefusalDeps,
  entry: OutboxRow,
  problem: Problem | null,
): Promise<SyncDecision | null> {
  const { db } = deps;
  const check = await writeOf(entry.operation_id).checkRefusal?.(db, entry, problem);
  const settled = check ? await readAndSettle(deps, check) : null;
  if (!settled) return null;
  const landed = await inTransaction(db, 'rw', db.tables, async (db) => {
    // The outbox changes first: that is what lets the replica's guard accept the rest.
    if (!(await db.outbox.get(entry.seq))) return false;
    await db.outbox.delete(entry.seq);
    await settled.land(db, landing);
    return true;
  });
  return landed ? { kind: 'done', reason: settled.words } : null;
}
