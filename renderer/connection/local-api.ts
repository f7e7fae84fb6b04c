// The page's calls of the app's /local/ endpoints, one per operation of the table
// (shared/rpc/local/operations.ts), all made by one function as the /v1 calls are
// (shared/rpc/api.ts): the path from the template, the answer parsed with the operation's
// schema (its headers too, for bytes), a problem thrown as a ProblemFailure.
import { z } from 'zod';
import { problem as problemSchema } from '../../shared/api';
import { parseUnknown } from '../../shared/encoding/parse-unknown';
import type { Query, WorkerClient } from '../../shared/rpc/client';
import {
  localOperations,
  localPath,
  type LocalAnswer,
  type LocalInput,
  type LocalOperationId,
} from '../../shared/rpc/local/operations';
import { type LocalOperation } from '../../shared/rpc/local/local-operation';
import { ProblemFailure } from './results';

type LocalArgs<K extends LocalOperationId> =
  object extends LocalInput<K> ? [input?: LocalInput<K>] : [input: LocalInput<K>];

export type LocalApi = {
  [K in LocalOperationId]: (...args: LocalArgs<K>) => Promise<LocalAnswer<K>>;
};

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Query;
  body?: unknown;
}

async function call(
  client: WorkerClient,
  operation: LocalOperation,
  input: LooseInput = {},
): Promise<unknown> {
  const path = localPath(operation.path, input.params);
  const response = await client.request(operation.method, path, {
    query: input.query,
    body: input.body,
  });
  const { id, answer } = operation;
  if (response.status >= 400) {
    throw new ProblemFailure(parseUnknown(problemSchema, response.body, `${id} problem`));
  }
  if (response.status !== answer.status) {
    throw new Error(`${id} answered ${response.status}, expected ${answer.status}`);
  }
  if ('json' in answer) return parseUnknown(answer.json, response.body, `${id} answer`);
  if ('bytes' in answer) {
    return {
      bytes: parseUnknown(z.instanceof(Uint8Array), response.body ?? new Uint8Array(), id),
      headers: parseUnknown(answer.bytes.headers, response.headers, `${id} headers`),
    };
  }
  return null;
}

export function createLocalApi(client: WorkerClient): LocalApi {
  const entries = localOperations.map((operation) => [
    operation.id,
    (input?: LooseInput) => call(client, operation, input),
  ]);
  return Object.fromEntries(entries) as LocalApi;
}
