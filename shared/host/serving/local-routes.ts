// The /local/ routes, registered from the table (shared/rpc/local/operations.ts) as /v1's are
// from theirs: the path template, the schemas that check path, query and body (one 422 naming
// every field at fault, shared/service/http.ts) and the answer's shape are written there once.
// A handler only does the work: it takes the checked request and gives the answer's data.
import type { Hono } from 'hono';
import { z } from 'zod';
import {
  localOperationsInMatchOrder,
  type LocalAnswer,
  type LocalOperationId,
  type LocalOperationIdOf,
  type LocalRequest,
} from '../../rpc/local/operations';
import { type LocalAnswerer, type LocalOperation } from '../../rpc/local/local-operation';
import { jsonResponse, readRequest } from '../../service/http';

export type LocalHandler<K extends LocalOperationId> = (
  request: LocalRequest<K>,
) => Promise<LocalAnswer<K>>;

/**
 * One handler for each operation `answerer` answers: a missing one, or one the table does not
 * hold, is a compile error. A part of the map (one folder's handlers) `satisfies` its Partial.
 */
export type LocalHandlers<A extends LocalAnswerer> = {
  [K in LocalOperationIdOf<A>]: LocalHandler<K>;
};

type AnyHandler = (request: unknown) => Promise<unknown>;

/** `/local/outbox/{id}/{action}` → `/local/outbox/:id/:action`. */
const honoPath = (operation: LocalOperation) => operation.path.replace(/\{(\w+)\}/g, ':$1');

/** The answer's data as the table says it travels: JSON, nothing, or bytes with headers. */
function responseOf({ answer }: LocalOperation, data: unknown): Response {
  if ('json' in answer) return jsonResponse(answer.status, data);
  if ('bytes' in answer) {
    const { bytes, headers } = data as LocalAnswer<'clientExport'>;
    const encoded = z.encode(answer.bytes.headers, headers) as Record<string, string>;
    return new Response(bytes, {
      status: answer.status,
      headers: { 'Content-Type': answer.bytes.contentType, ...encoded },
    });
  }
  return new Response(null, { status: answer.status });
}

/** Registers on `app` every operation `answerer` answers, a fixed segment before a parameter. */
export function routeLocalOperations<A extends LocalAnswerer>(
  app: Hono,
  answerer: A,
  handlers: LocalHandlers<A>,
): Hono {
  for (const operation of localOperationsInMatchOrder) {
    if (operation.answeredBy !== answerer) continue;
    const handler = (handlers as Record<string, AnyHandler>)[operation.id]!;
    app.on(operation.method, honoPath(operation), async (c) => {
      const request = await readRequest(c, operation);
      return responseOf(operation, await handler(request));
    });
  }
  return app;
}
