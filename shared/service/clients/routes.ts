// Operations 7-11 of the spec: search, create, read, update and delete clients.
import { Hono } from 'hono';
import {
  clientCreateRequest,
  clientSearchQuery,
  clientUpdateRequest,
  uuidPathParams,
} from '../../api';
import { LiveClientIndex } from '../../db/client-index/live-index';
import type { ServiceDeps } from '../deps';
import { jsonResponse, readRequest } from '../http';
import { commitWrite, idempotentCall } from '../idempotency';
import { readClientDetail } from './detail';
import { searchClients } from './search';
import { createClient, deleteClient, updateClient } from './writes';

export function clientRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  const live = new LiveClientIndex(deps.db);

  app.get('/v1/clients', async (c) => {
    const { query } = await readRequest(c, { query: clientSearchQuery });
    return jsonResponse(200, await searchClients(deps, live, query));
  });

  app.post('/v1/clients', async (c) => {
    const request = await readRequest(c, { body: clientCreateRequest, idempotencyKey: 'required' });
    const call = await idempotentCall('POST /v1/clients', request.idempotencyKey, {
      method: c.req.method,
      path: c.req.path,
      bodyText: request.bodyText,
    });
    return commitWrite(deps, call, () => createClient(deps, request.body));
  });

  app.get('/v1/clients/:id', async (c) => {
    const { params } = await readRequest(c, { params: uuidPathParams });
    return jsonResponse(200, await readClientDetail(deps, params.id));
  });

  app.patch('/v1/clients/:id', async (c) => {
    const { params, body } = await readRequest(c, {
      params: uuidPathParams,
      body: clientUpdateRequest,
    });
    return commitWrite(deps, null, () => updateClient(deps, params.id, body));
  });

  app.delete('/v1/clients/:id', async (c) => {
    const { params } = await readRequest(c, { params: uuidPathParams });
    return commitWrite(deps, null, () => deleteClient(deps, params.id));
  });

  return app;
}
