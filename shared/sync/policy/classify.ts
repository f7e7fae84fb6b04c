// The one place that decides what an outcome means for an outbox entry (Signal Desktop's
// idea): done, try again, wait for the budget, pause sync, or park for the broker. The
// reasons are shown on the Sync screen as written, so they speak to a broker.
import type { Operation, Problem } from '../../api';
import { refusedBy, type RemoteAnswer } from '../transport/remote-answer';
import { MissingKeyError, NetworkError } from '../../rpc/remote-errors';

export type PauseCause = 'key_rejected' | 'key_not_allowed' | 'no_key' | 'redirected' | 'app_error';

export type SyncDecision =
  /** Reached the remote; `reason` is set when that is worth a word. */
  | { kind: 'done'; reason: string | null }
  /** Not applied, or unknown: send again after a backoff; counts an attempt. */
  | { kind: 'retry'; reason: string }
  /** The remote is still running an earlier send: back off as for `retry`, same key, never park. */
  | { kind: 'retry_same_key'; reason: string }
  /** Refused by a limit: the budget knows until when. Counts no attempt. */
  | { kind: 'wait'; limit: 'rate' | 'quota'; reason: string }
  /** Nothing can go until the key, the URL or the app is fixed; nothing is dropped. */
  | { kind: 'pause'; cause: PauseCause; reason: string }
  /** This entry waits for the broker to fix, retry or discard; others go on. */
  | { kind: 'park'; reason: string; problem: Problem | null };

export interface ClassifyInput {
  operation: Operation;
  /**
   * An earlier send of this entry may have reached the remote: it failed on the network or
   * with a 5xx, or the app stopped while it was in flight.
   */
  attemptedBefore: boolean;
  outcome: { answer: RemoteAnswer } | { error: unknown };
}

const AGAIN = 'will try again';

/** The pause a key refused with 401 (unknown) or 403 (without the scope) brings. */
export function keyRefusal(status: 401 | 403): Extract<SyncDecision, { kind: 'pause' }> {
  if (status === 401) {
    const reason = 'The server rejected the API key. Enter a valid key in Settings.';
    return { kind: 'pause', cause: 'key_rejected', reason };
  }
  const reason =
    'The API key is not allowed to do this (a read-only key cannot send changes). ' +
    'Enter a key with write access in Settings.';
  return { kind: 'pause', cause: 'key_not_allowed', reason };
}

function refusal(problem: Problem | null, status: number): string {
  const fields = problem?.errors ?? [];
  if (fields.length > 0) {
    const list = fields.map((error) => `${error.field} (${error.message})`).join('; ');
    return `The server asks to correct: ${list}.`;
  }
  const why = problem ? (problem.detail ?? problem.title) : `HTTP ${status}`;
  return `The server refused this change: ${why}.`;
}

function classifyAnswer(
  answer: RemoteAnswer,
  operation: Operation,
  attemptedBefore: boolean,
): SyncDecision {
  const { status, problem } = answer;
  if (status >= 200 && status < 300) return { kind: 'done', reason: null };
  const limit = refusedBy(answer);
  if (limit === 'rate') {
    return { kind: 'wait', limit, reason: 'Too many requests this minute; waiting a moment.' };
  }
  if (limit === 'quota') {
    const reason =
      "The organization's request allowance is used up until the billing period resets. " +
      'Changes that count against it wait; messages still go.';
    return { kind: 'wait', limit, reason };
  }
  // A 5xx rolled back (or, behind a proxy, has an unknown outcome); a 408 never ran.
  if (status >= 500 || status === 408) {
    return { kind: 'retry', reason: `The server had a problem (HTTP ${status}); ${AGAIN}.` };
  }
  if (status === 401 || status === 403) return keyRefusal(status);
  if (status < 400) {
    const reason = `The server answered with a redirect (HTTP ${status}). Check the API URL in Settings.`;
    return { kind: 'pause', cause: 'redirected', reason };
  }
  if (status === 409 && problem?.type === 'idempotency_key_in_use') {
    const reason = `The server is still working on an earlier send of this change; ${AGAIN}.`;
    return { kind: 'retry_same_key', reason };
  }
  if (status === 404 && operation.method === 'DELETE' && attemptedBefore) {
    return { kind: 'done', reason: 'Deleted on the server by an earlier attempt.' };
  }
  if (status === 404) {
    // An edit or a delete of a record the server no longer has.
    const reason =
      operation.method === 'GET' || operation.method === 'POST'
        ? 'Not found on the server: it may have been deleted there.'
        : 'Deleted on the server. Re-create it with your changes, or discard them.';
    return { kind: 'park', reason, problem };
  }
  return { kind: 'park', reason: refusal(problem, status), problem };
}

export function classify({ operation, attemptedBefore, outcome }: ClassifyInput): SyncDecision {
  if ('answer' in outcome) return classifyAnswer(outcome.answer, operation, attemptedBefore);
  if (outcome.error instanceof NetworkError) {
    return { kind: 'retry', reason: `The server could not be reached; ${AGAIN}.` };
  }
  if (outcome.error instanceof MissingKeyError) {
    const reason = 'No API key is saved for this remote. Enter it in Settings.';
    return { kind: 'pause', cause: 'no_key', reason };
  }
  const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  return { kind: 'pause', cause: 'app_error', reason: `Sync stopped: ${message}` };
}
