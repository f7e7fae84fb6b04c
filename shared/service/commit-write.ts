// Exactly-once writes (docs/decisions.md, Idempotency). A write and the record of its answer
// commit in one IndexedDB transaction, so a retry after a crash either finds the answer or
// finds nothing written: never a write without its record.
import { REPLAYED_HEADER, makeProblem, type Operation } from '../api';
import type { CharterDb } from '../db/database';
import type { IdempotencyRow } from '../db/rows';
import { inTransaction } from '../db/unit-of-work';
import type { LocalWrite, ServiceDeps } from './deps';
import { jsonResponse } from './http';
import { ProblemError } from '../api/problem-error';

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
// Named here too for the modules that read it beside commitWrite.
export { REPLAYED_HEADER };

interface IdempotentCall {
  /** `METHOD /route/template`: keys are scoped per route (and per database = organization). */
  route: string;
  key: string;
  fingerprint: string;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The call's identity: same key + same method, path and body = the same request. */
async function idempotentCall(write: LocalWrite, key: string): Promise<IdempotentCall> {
  const { operation } = write;
  const fingerprint = await sha256(`${operation.method}\n${write.path}\n${write.bodyText}`);
  return { route: routeOf(operation), key, fingerprint };
}

const routeOf = (operation: Operation) => `${operation.method} ${operation.path}`;

// Requests still running, per database: a concurrent retry with the same key is a 409.
const running = new WeakMap<CharterDb, Set<string>>();

function runningSet(db: CharterDb): Set<string> {
  let set = running.get(db);
  if (!set) {
    set = new Set();
    running.set(db, set);
  }
  return set;
}

function replayOf(row: IdempotencyRow, call: IdempotentCall): Response {
  if (row.fingerprint !== call.fingerprint) {
    throw new ProblemError(
      makeProblem('idempotency_key_mismatch', {
        detail: 'This Idempotency-Key was already used for a different request',
        errors: [
          {
            field: 'Idempotency-Key',
            code: 'idempotency_key_mismatch',
            message: 'Use a new key for a different request',
          },
        ],
      }),
    );
  }
  return new Response(row.status === 204 ? null : row.body, {
    status: row.status,
    headers: {
      ...(row.status === 204 ? {} : { 'Content-Type': 'application/json' }),
      [REPLAYED_HEADER]: 'true',
    },
  });
}

async function storedAnswer(db: CharterDb, call: IdempotentCall, nowMs: number) {
  const row = await db.idempotency.get([call.route, call.key]);
  return row && row.expires_at > nowMs ? row : undefined;
}

/** A write's work, given the service bound to its transaction (unit-of-work.ts). */
export type WriteWork = (unit: ServiceDeps) => Promise<unknown>;

/** The work, and (with sync) its outbox entry, in the unit's transaction. */
function recorded(deps: ServiceDeps, write: LocalWrite, work: WriteWork, unitDb: CharterDb) {
  const unit: ServiceDeps = { ...deps, db: unitDb };
  const { journal } = deps;
  return journal ? journal.record(write, unitDb, () => work(unit)) : work(unit);
}

/**
 * The one way a write commits: `work` runs in one read-write transaction over every table,
 * with the idempotency record of its answer (and, with sync, its outbox entry). It reaches
 * the database only through the service it is given and awaits nothing but its requests.
 * With an Idempotency-Key, a stored answer is replayed instead. Errors are not stored, so a
 * corrected retry may reuse its key.
 */
export async function commitWrite(
  deps: ServiceDeps,
  write: LocalWrite,
  work: WriteWork,
): Promise<Response> {
  const { db } = deps;
  const { status } = write.operation.success;
  const nowMs = deps.clock.now().getTime();
  const key = write.idempotencyKey;
  if (key === null) {
    const body = await inTransaction(db, 'rw', db.tables, (unitDb) =>
      recorded(deps, write, work, unitDb),
    );
    return jsonResponse(status, body);
  }

  const slot = `${routeOf(write.operation)}\n${key}`;
  const inFlight = runningSet(db);
  if (inFlight.has(slot)) {
    throw new ProblemError(
      makeProblem('idempotency_key_in_use', {
        detail: 'Retry when the first request with this key has finished',
      }),
    );
  }
  // Marked before the first await, so a retry arriving during any part of this call is a 409.
  inFlight.add(slot);
  try {
    const call = await idempotentCall(write, key);
    const earlier = await storedAnswer(db, call, nowMs);
    if (earlier) return replayOf(earlier, call);
    const outcome = await inTransaction(
      db,
      'rw',
      db.tables,
      async (unitDb): Promise<{ replay: IdempotencyRow } | { body: unknown }> => {
        const raced = await storedAnswer(unitDb, call, nowMs);
        if (raced) return { replay: raced };
        const body = await recorded(deps, write, work, unitDb);
        await unitDb.idempotency.where('expires_at').below(nowMs).delete();
        await unitDb.idempotency.put({
          route: call.route,
          key: call.key,
          fingerprint: call.fingerprint,
          status,
          body: status === 204 ? '' : JSON.stringify(body),
          created_at: new Date(nowMs).toISOString(),
          expires_at: nowMs + IDEMPOTENCY_TTL_MS,
        });
        return { body };
      },
    );
    if ('replay' in outcome) return replayOf(outcome.replay, call);
    return jsonResponse(status, outcome.body);
  } finally {
    inFlight.delete(slot);
  }
}
