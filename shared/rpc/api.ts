// Typed calls of the 11 /v1 operations, all made by one function from the operations table:
// the path comes from the table, success bodies are parsed with the table's schema and
// error bodies with the problem schema. A body that breaks the contract throws.
import type { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  operationById,
  operations,
  problem as problemSchema,
  type OperationData,
  type OperationId,
  type OperationOf,
  type Problem,
} from '../api';
import type { Query, WorkerClient } from './client';
import { parseUnknown } from '../encoding/parse-unknown';

type PathInput<O> = O extends { pathParams: z.ZodType } ? { id: string } : unknown;
type QueryInput<O> = O extends { query: infer Q extends z.ZodType }
  ? { query?: Partial<z.output<Q>> }
  : unknown;
type BodyInput<O> = O extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown;

export type OperationInput<K extends OperationId> = PathInput<OperationOf<K>> &
  QueryInput<OperationOf<K>> &
  BodyInput<OperationOf<K>> & {
    headers?: Record<string, string>;
    /** Defaults to a fresh UUID on operations that take one; a retry must pass its first key. */
    idempotencyKey?: string;
  };

export type ApiResult<T> =
  | { ok: true; status: number; headers: Record<string, string>; data: T }
  | { ok: false; status: number; headers: Record<string, string>; problem: Problem };

type InputArgs<K extends OperationId> =
  object extends OperationInput<K> ? [input?: OperationInput<K>] : [input: OperationInput<K>];

export type ServiceApi = {
  [K in OperationId]: (...args: InputArgs<K>) => Promise<ApiResult<OperationData<K>>>;
};

interface LooseInput {
  id?: string;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

async function callOperation<K extends OperationId>(
  client: WorkerClient,
  id: K,
  ...[input]: InputArgs<K>
): Promise<ApiResult<OperationData<K>>> {
  const operation = operationById(id);
  const loose: LooseInput = input ?? {};
  const path = operation.path.replace('{id}', encodeURIComponent(loose.id ?? ''));
  const headers = { ...loose.headers };
  if (operation.idempotencyKey !== 'none') {
    headers[IDEMPOTENCY_KEY_HEADER] = loose.idempotencyKey ?? crypto.randomUUID();
  }
  const response = await client.request(operation.method, path, {
    query: loose.query,
    body: loose.body,
    headers,
  });
  const { status, headers: responseHeaders, body } = response;
  if (status === operation.success.status) {
    const schema: z.ZodType | undefined =
      'body' in operation.success ? operation.success.body : undefined;
    const data = schema ? parseUnknown(schema, body, `${id} response`) : null;
    return { ok: true, status, headers: responseHeaders, data: data as OperationData<K> };
  }
  if (status >= 400) {
    const problem = parseUnknown(problemSchema, body, `${id} problem (${status})`);
    return { ok: false, status, headers: responseHeaders, problem };
  }
  throw new Error(`${id} answered ${status}, expected ${operation.success.status}`);
}

export function createServiceApi(client: WorkerClient): ServiceApi {
  const entries = operations.map((operation) => [
    operation.id,
    (input?: LooseInput) => callOperation(client, operation.id, input as never),
  ]);
  return Object.fromEntries(entries) as ServiceApi;
}
