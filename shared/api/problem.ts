// RFC 9457 problem details, the body of every error response (docs/decisions.md).
import { z } from 'zod';
import { dateTime } from './primitives';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const problemType = z.enum([
  'validation_failed',
  'not_found',
  'conflict',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'quota_exceeded',
  'idempotency_key_mismatch',
  'idempotency_key_in_use',
  'invalid_cursor',
  'unsupported_media_type',
  'payload_too_large',
  'internal_error',
  'unavailable',
  'storage_full',
]);

export const fieldError = z.strictObject({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});

const problemFields = {
  title: z.string(),
  status: z.int().min(400).max(599),
  detail: z.string().optional(),
  errors: z.array(fieldError).optional(),
};

/**
 * A problem as a client reads one: any type, the 429s' additions optional, so an answer
 * that leaves one out (a proxy's, another version's) is still told apart by its type.
 */
export const problem = z.object({
  type: problemType,
  ...problemFields,
  reset_at: dateTime.optional(),
  upgrade_url: z.string().optional(),
});

/** The problem an answer's body holds, or null when it holds none (a proxy's HTML page). */
export function readProblem(body: string): Problem | null {
  try {
    const parsed = problem.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const WITH_ADDITIONS = ['rate_limited', 'quota_exceeded'] as const;
/**
 * Answered by the app's own worker alone, when the disk (or the browser's share of it) is
 * full: the remote never sends it, so the OpenAPI document (`problemBody`) leaves it out.
 */
const LOCAL_ONLY = ['storage_full'] as const;

/**
 * A problem exactly as this API sends one (the OpenAPI document's `Problem`): each 429 says
 * when it clears, `quota_exceeded` also where to buy more, and no other type has either.
 */
export const problemBody = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('rate_limited'),
    ...problemFields,
    status: z.literal(429),
    reset_at: dateTime,
  }),
  z.strictObject({
    type: z.literal('quota_exceeded'),
    ...problemFields,
    status: z.literal(429),
    reset_at: dateTime,
    upgrade_url: z.url(),
  }),
  z.strictObject({
    type: problemType.exclude([...WITH_ADDITIONS, ...LOCAL_ONLY]),
    ...problemFields,
  }),
]);

export type ProblemType = z.infer<typeof problemType>;
export type FieldError = z.infer<typeof fieldError>;
export type Problem = z.infer<typeof problem>;

/** `['operators', 2, 'email']` → `operators[2].email`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

type Issue = z.core.$ZodIssue;

function issueCode(issue: Issue): string {
  // `input` is present only when parsed with reportInput (checkFields does).
  if (issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined) {
    return 'required';
  }
  if (issue.code === 'custom' && typeof issue.params?.code === 'string') return issue.params.code;
  return issue.code;
}

/**
 * Every zod issue as a field error, paths under `prefix` (e.g. `address` when a nested
 * schema was parsed alone). Unknown keys become one error each, named by their own path.
 */
export function fieldErrorsFromIssues(
  issues: readonly Issue[],
  prefix: readonly PropertyKey[] = [],
): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({
          field: formatFieldPath([...path, key]),
          code: 'unknown_field',
          message: 'This field is not part of the request',
        });
      }
      continue;
    }
    const message = issueCode(issue) === 'required' ? 'Required' : issue.message || 'Invalid value';
    errors.push({ field: formatFieldPath(path), code: issueCode(issue), message });
  }
  return errors;
}

export type FieldCheck<T> = { success: true; data: T } | { success: false; errors: FieldError[] };

/** Parses `input`; on failure, every field at fault as the 422 body names it. */
export function checkFields<T extends z.ZodType>(
  schema: T,
  input: unknown,
  prefix: readonly PropertyKey[] = [],
): FieldCheck<z.output<T>> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: fieldErrorsFromIssues(result.error.issues, prefix) };
}

const titles: Record<ProblemType, string> = {
  validation_failed: 'Some fields need correcting',
  not_found: 'Not found',
  conflict: 'Conflict',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  rate_limited: 'Too many requests this minute',
  quota_exceeded: 'Request allowance used up',
  idempotency_key_mismatch: 'Idempotency-Key reused for another request',
  idempotency_key_in_use: 'A request with this Idempotency-Key is still running',
  invalid_cursor: 'Invalid cursor',
  unsupported_media_type: 'The body must be JSON',
  payload_too_large: 'The body is too large',
  internal_error: 'Internal error',
  unavailable: 'Service unavailable',
  storage_full: 'Storage is full',
};

const problemStatus: Record<ProblemType, number> = {
  validation_failed: 422,
  not_found: 404,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  rate_limited: 429,
  quota_exceeded: 429,
  idempotency_key_mismatch: 422,
  idempotency_key_in_use: 409,
  invalid_cursor: 422,
  unsupported_media_type: 415,
  payload_too_large: 413,
  internal_error: 500,
  unavailable: 503,
  storage_full: 507,
};

/** The problem types answered with `status`. */
export const problemTypesOf = (status: number): ProblemType[] =>
  problemType.options.filter((type) => problemStatus[type] === status);

/** A problem body of the given type with its standard title and status. */
export function makeProblem(
  type: ProblemType,
  extra: Omit<Partial<Problem>, 'type' | 'status'> = {},
): Problem {
  return { type, title: titles[type], status: problemStatus[type], ...extra };
}

export function validationProblem(errors: FieldError[]): Problem {
  return makeProblem('validation_failed', { errors });
}
