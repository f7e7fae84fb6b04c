// A remote response as the budget and the classifier read it: status, headers, and the
// problem body when the remote sent one we understand.
import { readProblem, type Problem } from '../../api';
import type { HttpResponse } from '../../rpc/worker-protocol';

export interface RemoteAnswer {
  status: number;
  headers: Headers;
  /** Null on success, and for an error body that is not one of our problem details. */
  problem: Problem | null;
}

export function readAnswer(response: HttpResponse): RemoteAnswer {
  return {
    status: response.status,
    headers: new Headers(response.headers),
    // A proxy's HTML error page is still an answer; only its problem body is unknown.
    problem: response.status >= 400 ? readProblem(response.body) : null,
  };
}

/**
 * Which limit a 429 hit. A 429 without our problem type (a proxy's) is taken for a rate
 * limit: the short wait, after which the remote tells us more.
 */
export function refusedBy(answer: RemoteAnswer): 'rate' | 'quota' | null {
  if (answer.status !== 429) return null;
  return answer.problem?.type === 'quota_exceeded' ? 'quota' : 'rate';
}
