// Sends one outbox entry and carries out what the classifier decides (../policy/classify.ts). The
// entry is marked in flight, with its attempt counted, before it leaves: after a crash its
// outcome is unknown, so it goes again with the same key and is never folded into.
import { operationById } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import { inTransaction } from '../../db/unit-of-work';
import type { HttpResponse } from '../../rpc/worker-protocol';
import { acknowledge } from './acknowledge';
import { readBackOf, type BaseCheckDeps, type ReadBack } from './base-check';
import { backoffDelay } from '../policy/backoff';
import { classify, type SyncDecision } from '../policy/classify';
import { entryRequest } from './entry-request';
import { readAnswer } from '../transport/remote-answer';
import { responseData } from '../transport/response-data';
import { settleRefusal, type RefusalDeps } from './settle-refusal';

/** What a push needs: what its read-backs (base-check.ts) and refusal checks need, and chance. */
export interface PushDeps extends BaseCheckDeps, RefusalDeps {
  random: () => number;
}

/** Changes the stored entry, unless it went meanwhile (a discard of a parked dependant). */
function updateEntry(db: CharterDb, entry: OutboxRow, changes: Partial<OutboxRow>) {
  return inTransaction(db, 'rw', [db.outbox], async (db) => {
    if (await db.outbox.get(entry.seq)) await db.outbox.update(entry.seq, changes);
  });
}

async function settle(
  deps: PushDeps,
  entry: OutboxRow,
  decision: SyncDecision,
  response: HttpResponse | null,
  readBack: ReadBack | null,
): Promise<SyncDecision> {
  const { db, clock } = deps;
  const nowMs = clock.now().getTime();
  const updated_at = new Date(nowMs).toISOString();
  switch (decision.kind) {
    case 'done':
      try {
        if (readBack) return await readBack.settle(response!);
        await acknowledge(db, entry, response ? responseData(entry.operation_id, response) : null);
        return decision;
      } catch (error) {
        const reason = `The server's answer does not fit the API, so it was not applied: ${String(error)}`;
        await updateEntry(db, entry, { state: 'parked', reason, problem: null, updated_at });
        return { kind: 'park', reason, problem: null };
      }
    case 'retry':
    case 'retry_same_key': {
      // Full jitter, capped; the timer is re-armed by the engine from next_attempt_at.
      const next_attempt_at = nowMs + backoffDelay(entry.attempts, { random: deps.random });
      await updateEntry(db, entry, {
        state: 'pending',
        next_attempt_at,
        reason: decision.reason,
        updated_at,
      });
      return decision;
    }
    case 'wait':
    case 'pause':
      // Refused before it ran (a limit, the key): it was not an attempt.
      await updateEntry(db, entry, {
        state: 'pending',
        attempts: entry.attempts - 1,
        reason: decision.reason,
        updated_at,
      });
      return decision;
    case 'park': {
      // A refusal the write may settle itself (a withdrawal of an RFQ closed meanwhile).
      const settled = await settleRefusal(deps, entry, decision.problem);
      if (settled) return settled;
      await updateEntry(db, entry, {
        state: 'parked',
        reason: decision.reason,
        problem: decision.problem,
        updated_at,
      });
      return decision;
    }
  }
}

export interface PushResult {
  decision: SyncDecision;
  /** False when no answer came at all: the remote is unreachable, or the network is down. */
  answered: boolean;
}

export async function pushEntry(deps: PushDeps, stored: OutboxRow): Promise<PushResult> {
  const operation = operationById(stored.operation_id);
  // In flight at start means the app stopped mid-send last time: the remote may have it.
  const attemptedBefore = stored.attempts > 0 || stored.state === 'in_flight';
  const entry: OutboxRow = {
    ...stored,
    state: 'in_flight',
    attempts: stored.attempts + 1,
    next_attempt_at: null,
    updated_at: deps.clock.now().toISOString(),
  };
  await updateEntry(deps.db, stored, entry);
  // An edit from a base that may be stale sends the read of its record this time instead.
  const readBack = await readBackOf(deps, entry);
  const sentBefore = attemptedBefore && !readBack;
  let response: HttpResponse | null = null;
  let decision: SyncDecision;
  try {
    response = await deps.transport.send(readBack?.request ?? entryRequest(entry));
    const answer = readAnswer(response);
    await deps.observe(answer);
    decision = classify({ operation, attemptedBefore: sentBefore, outcome: { answer } });
  } catch (error) {
    decision = classify({ operation, attemptedBefore: sentBefore, outcome: { error } });
  }
  const settled = await settle(deps, entry, decision, response, readBack);
  return { decision: settled, answered: response !== null };
}
