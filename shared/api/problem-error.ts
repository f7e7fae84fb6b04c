import { makeProblem, validationProblem, type FieldError, type Problem } from './';

/** Thrown anywhere in a handler; the app turns it into an application/problem+json reply. */
export class ProblemError extends Error {
  constructor(
    readonly problem: Problem,
    readonly headers: Record<string, string> = {},
  ) {
    super(problem.detail ?? problem.title);
    this.name = 'ProblemError';
  }
}

export function validationError(errors: FieldError[]): ProblemError {
  return new ProblemError(validationProblem(errors));
}

/** A 404 problem: the record `detail` names is not held here. */
export function notFoundError(detail: string): ProblemError {
  return new ProblemError(makeProblem('not_found', { detail }));
}
