// A /v1 answer as screens use it: data, or a ProblemFailure a query shows and a form reads
// its field errors from.
import type { FieldError, Problem } from '../../shared/api';
import type { ApiResult } from '../../shared/rpc/api';

export class ProblemFailure extends Error {
  override name = 'ProblemFailure';
  constructor(readonly problem: Problem) {
    super(problem.detail ? `${problem.title}: ${problem.detail}` : problem.title);
  }

  get fieldErrors(): FieldError[] {
    return this.problem.errors ?? [];
  }
}

/** The data of a success; a problem is thrown as a ProblemFailure. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ProblemFailure(result.problem);
}

/** What to tell the broker about any failure. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
