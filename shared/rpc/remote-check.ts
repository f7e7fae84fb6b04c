// The check a remote URL and key get when saved: one request, and its answer read as what the
// broker needs to know (local/settings.ts `remoteCheck`). The same in the worker (browser
// mode) and in main (the desktop shell, where the key lives). Why this request:
// docs/decisions.md, "Checking a remote when saved".
import { parseBudgetHeaders, readProblem } from '../api';
import type { RemoteCheck } from './local/settings';
import type { HttpRequest, HttpResponse } from './worker-protocol';

/** A check with no answer by then finds the remote unreachable. */
export const REMOTE_CHECK_TIMEOUT_MS = 10_000;

/**
 * PATCH /v1/clients/{an id no one has} with an empty body: it needs the write scope, so a
 * read-only key is refused (403) as it would be for the broker's changes; it is metered, so
 * the answer carries the allowance (and counts as one request of it); and it changes nothing,
 * as the API answers 404 for the unknown id.
 */
export function checkRequest(): HttpRequest {
  return {
    method: 'PATCH',
    url: `/v1/clients/${crypto.randomUUID()}`,
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  };
}

/** What the answer to checkRequest() says; `keyed`: the request carried a key. */
export function readCheckAnswer(response: HttpResponse, keyed: boolean): RemoteCheck {
  const { status } = response;
  const headers = new Headers(response.headers);
  const problem = readProblem(response.body);
  const notApi: RemoteCheck = {
    outcome: 'not_api',
    status,
    content_type: headers.get('Content-Type'),
  };
  if (status >= 500) return { outcome: 'remote_error', status };
  if (status === 401) {
    const bearer = /^Bearer\b/i.test(headers.get('WWW-Authenticate') ?? '');
    if (!problem && !bearer) return notApi;
    return keyed
      ? { outcome: 'rejected', cause: 'key', status, detail: problem?.detail ?? null }
      : { outcome: 'connected', keyed: false, allowance: null, limited: null };
  }
  if (status === 403 && problem && keyed) {
    return { outcome: 'rejected', cause: 'scope', status, detail: problem.detail ?? null };
  }
  // The API answers a metered call with the allowance: one without it came from elsewhere.
  const { quota } = parseBudgetHeaders(headers);
  if (!keyed || !quota || (!problem && status >= 300)) return notApi;
  return {
    outcome: 'connected',
    keyed: true,
    allowance: {
      limit: quota.limit,
      remaining: quota.remaining,
      reset_at: new Date(quota.resetAt * 1000).toISOString(),
    },
    limited: status === 429 ? (problem?.type === 'quota_exceeded' ? 'quota' : 'rate') : null,
  };
}

/** No answer came; `detail` says what is known of why (a timeout, a refused connection). */
export function unreachable(detail: string | null): RemoteCheck {
  return { outcome: 'unreachable', detail };
}

/** Why a key that replaces a working one is not kept, by what the remote said of it. */
function keyNotAccepted(check: RemoteCheck): string | null {
  const kept = 'the previous key is kept, and sync goes on with it';
  switch (check.outcome) {
    case 'connected':
      return null;
    case 'rejected':
      return check.cause === 'key'
        ? `The remote refused this key: ${kept}.`
        : `The remote refused this key (it cannot write): ${kept}.`;
    case 'offline':
      return `This computer is offline, so the remote could not accept this key: ${kept}.`;
    default:
      return `The remote did not accept this key (it did not answer as the API): ${kept}.`;
  }
}

/**
 * Why `key` may not replace `working`, the key kept for the same remote, or null when it may:
 * it is kept only once the remote accepts it (both shells), unless the remote refuses the
 * working one too, when there is nothing working to keep. `tryKey` sends checkRequest().
 */
export async function replacementRefusal(
  tryKey: (key: string) => Promise<RemoteCheck>,
  key: string,
  working: string,
): Promise<string | null> {
  const refusal = keyNotAccepted(await tryKey(key));
  if (refusal === null) return null;
  return (await tryKey(working)).outcome === 'rejected' ? null : refusal;
}
