// The /v1 routes, registered from the operations table (shared/api/operations.ts) by
// operation id: method, path template, schemas and the Idempotency-Key rule are written
// there once. Reads answer their handler's data; writes commit through commitWrite.
import type { Hono } from 'hono';
import {
  isWrite,
  operations,
  type Operation,
  type OperationData,
  type OperationId,
  type OperationRequest,
} from '../api';
import { commitWrite } from './commit-write';
import type { ServiceDeps } from './deps';
import { jsonResponse, readRequest } from './http';

/**
 * One handler per operation. A write's handler runs inside the write's transaction and is
 * given the service bound to it: it reaches the database only through that `deps`
 * (commit-write.ts). A read's handler is given the service itself.
 */
export type OperationHandlers = {
  [K in OperationId]: (
    request: OperationRequest<K>,
    deps: ServiceDeps,
  ) => Promise<OperationData<K>>;
};

type AnyHandler = (request: OperationRequest<OperationId>, deps: ServiceDeps) => Promise<unknown>;

/** `/v1/clients/{id}` → `/v1/clients/:id`. */
const honoPath = (operation: Operation) => operation.path.replace(/\{(\w+)\}/g, ':$1');

export function routeOperations(app: Hono, deps: ServiceDeps, handlers: OperationHandlers): void {
  for (const operation of operations as readonly Operation[]) {
    const handler = handlers[operation.id as OperationId] as AnyHandler;
    app.on(operation.method, honoPath(operation), async (c) => {
      const request = await readRequest(c, operation);
      const params = request.params as { id?: string } | undefined;
      // A record made offline still answers under its local id once it has its server id.
      if (params?.id !== undefined && deps.resolveId) params.id = await deps.resolveId(params.id);
      const input = request as OperationRequest<OperationId>;
      if (!isWrite(operation)) {
        return jsonResponse(operation.success.status, await handler(input, deps));
      }
      return commitWrite(deps, { operation, path: c.req.path, ...request }, (unit) =>
        handler(input, unit),
      );
    });
  }
}
