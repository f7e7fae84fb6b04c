// Reading and answering HTTP inside the /v1 apps: one place that turns path, query, header
// and body into validated values, collecting every field at fault into a single 422.
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  PROBLEM_CONTENT_TYPE,
  checkFields,
  idempotencyKey as idempotencyKeySchema,
  type FieldError,
  type Problem,
} from '../api';
import { ProblemError, validationError } from '../api/problem-error';
import { isJsonMediaType, unsupportedMediaType } from './media-type';

export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: { 'Content-Type': PROBLEM_CONTENT_TYPE, ...headers },
  });
}

/** A copy of `response` with `headers` set: a response from fetch has immutable headers. */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  if (status === 204) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Query parameters as an object; keys ending in `[]` keep every value as an array. */
function queryObject(url: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(url).searchParams) {
    if (key.endsWith('[]')) {
      const list = out[key];
      out[key] = Array.isArray(list) ? [...list, value] : [value];
    } else if (!(key in out)) {
      out[key] = value;
    }
  }
  return out;
}

export interface ParsedRequest<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  idempotencyKey: string | null;
  /** The body exactly as sent, for the idempotency fingerprint. */
  bodyText: string;
}

function collect<T>(schema: z.ZodType<T> | undefined, input: unknown, errors: FieldError[]) {
  if (!schema) return undefined;
  const result = checkFields(schema, input);
  if (result.success) return result.data;
  errors.push(...result.errors);
  return undefined;
}

async function readJson(c: Context, errors: FieldError[]): Promise<[unknown, string]> {
  const text = await c.req.text();
  if (text.trim() === '') {
    errors.push({ field: 'body', code: 'required', message: 'A JSON body is required' });
    return [undefined, text];
  }
  try {
    return [JSON.parse(text), text];
  } catch {
    errors.push({ field: 'body', code: 'invalid_json', message: 'The body is not valid JSON' });
    return [undefined, text];
  }
}

/** What a request is checked against: an operation of the table, or a route's own shape. */
export interface RequestShape {
  pathParams?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  idempotencyKey?: 'required' | 'optional' | 'none';
}

type Part<
  S extends RequestShape,
  K extends 'pathParams' | 'query' | 'body',
> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;

function readIdempotencyKey(
  c: Context,
  rule: RequestShape['idempotencyKey'],
  errors: FieldError[],
) {
  const rawKey = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (rule === undefined || rule === 'none') return null;
  if (rawKey === undefined) {
    if (rule === 'required') {
      errors.push({
        field: IDEMPOTENCY_KEY_HEADER,
        code: 'required',
        message: 'This operation needs an Idempotency-Key header',
      });
    }
    return null;
  }
  const result = checkFields(idempotencyKeySchema, rawKey, [IDEMPOTENCY_KEY_HEADER]);
  if (result.success) return result.data;
  errors.push(...result.errors);
  return null;
}

/** A body of any other type than JSON is a 415, whether or not the route reads one. */
async function refuseNonJsonBody(c: Context): Promise<void> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const contentType = c.req.header('Content-Type');
  if (isJsonMediaType(contentType) || (await c.req.text()) === '') return;
  throw new ProblemError(unsupportedMediaType(contentType));
}

/**
 * Validates a request against its shape, once its body is known to be JSON or empty (415).
 * Every part is checked before failing, so one 422
 * names every field at fault: path `id`, query `limit`, header `Idempotency-Key`, body
 * `operators[2].email`; a body that is not an object is reported as `body`.
 */
export async function readRequest<S extends RequestShape>(
  c: Context,
  shape: S,
): Promise<ParsedRequest<Part<S, 'pathParams'>, Part<S, 'query'>, Part<S, 'body'>>> {
  await refuseNonJsonBody(c);
  const errors: FieldError[] = [];
  const params = collect(shape.pathParams, c.req.param(), errors);
  const query = collect(shape.query, queryObject(c.req.url), errors);
  const idempotencyKey = readIdempotencyKey(c, shape.idempotencyKey, errors);

  let body: unknown;
  let bodyText = '';
  if (shape.body) {
    const bodyErrors: FieldError[] = [];
    const [json, text] = await readJson(c, bodyErrors);
    bodyText = text;
    if (bodyErrors.length === 0) {
      body = collect(shape.body, json, bodyErrors);
      for (const error of bodyErrors) if (error.field === '') error.field = 'body';
    }
    errors.push(...bodyErrors);
  }

  if (errors.length > 0) throw validationError(errors);
  return {
    params: params as Part<S, 'pathParams'>,
    query: query as Part<S, 'query'>,
    body: body as Part<S, 'body'>,
    idempotencyKey,
    bodyText,
  };
}
