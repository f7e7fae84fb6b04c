// Operations 1-6 of the spec: RFQs, their messages and the remembered operator contacts.
import { Hono, type Context } from 'hono';
import {
  messageListQuery,
  messageRequest,
  operatorContactListQuery,
  rfqBatchRequest,
  rfqListQuery,
  rfqRefPathParams,
  uuidPathParams,
} from '../../api';
import type { ServiceDeps } from '../deps';
import { jsonResponse, readRequest } from '../http';
import { commitWrite, idempotentCall, type WriteResult } from '../idempotency';
import { createRfqBatch } from './batch';
import { listOperatorContacts } from './contacts';
import { listMessages, postBrokerMessage } from './messages';
import { listTripRequestRfqs } from './rfq-list';
import { withdrawRfq } from './withdraw';

/** A write under its route template (`POST /v1/rfqs/{id}/messages`), exactly once per key. */
async function write(
  deps: ServiceDeps,
  c: Context,
  route: string,
  request: { idempotencyKey: string | null; bodyText: string },
  work: () => Promise<WriteResult>,
): Promise<Response> {
  const call = await idempotentCall(`POST ${route}`, request.idempotencyKey, {
    method: c.req.method,
    path: c.req.path,
    bodyText: request.bodyText,
  });
  return commitWrite(deps, call, work);
}

export function rfqRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();

  app.get('/v1/trip-requests/:id/rfqs', async (c) => {
    const { params, query } = await readRequest(c, { params: uuidPathParams, query: rfqListQuery });
    return jsonResponse(200, await listTripRequestRfqs(deps, params.id, query));
  });

  app.post('/v1/trip-requests/:id/rfqs', async (c) => {
    const request = await readRequest(c, {
      params: uuidPathParams,
      body: rfqBatchRequest,
      idempotencyKey: 'required',
    });
    return write(deps, c, '/v1/trip-requests/{id}/rfqs', request, () =>
      createRfqBatch(deps, request.params.id, request.body),
    );
  });

  app.get('/v1/rfqs/:id/messages', async (c) => {
    const { params, query } = await readRequest(c, {
      params: rfqRefPathParams,
      query: messageListQuery,
    });
    return jsonResponse(200, await listMessages(deps, params.id, query));
  });

  app.post('/v1/rfqs/:id/messages', async (c) => {
    const request = await readRequest(c, {
      params: rfqRefPathParams,
      body: messageRequest,
      idempotencyKey: 'optional',
    });
    return write(deps, c, '/v1/rfqs/{id}/messages', request, async () => ({
      status: 201,
      body: await postBrokerMessage(deps, request.params.id, request.body.body),
    }));
  });

  app.post('/v1/rfqs/:id/withdrawals', async (c) => {
    // The contract names no body: one sent anyway is ignored, not fingerprinted.
    const request = await readRequest(c, { params: uuidPathParams, idempotencyKey: 'required' });
    return write(deps, c, '/v1/rfqs/{id}/withdrawals', request, async () => ({
      status: 200,
      body: await withdrawRfq(deps, request.params.id),
    }));
  });

  app.get('/v1/operator-contacts', async (c) => {
    const { query } = await readRequest(c, { query: operatorContactListQuery });
    return jsonResponse(200, await listOperatorContacts(deps, query));
  });

  return app;
}
