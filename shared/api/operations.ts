// The 11 operations of the spec in one table: method, path, scope, quota effect and
// schemas. The remote's gates, the OpenAPI document and the tests all read this table.
import { z } from 'zod';
import { page } from './page';
import {
  clientCreateRequest,
  clientSearchQuery,
  clientUpdateRequest,
  messageListQuery,
  messageRequest,
  operatorContactListQuery,
  rfqBatchRequest,
  rfqListQuery,
  rfqRefPathParams,
  uuidPathParams,
} from './requests';
import { client, clientDetail, operatorContact, rfq, rfqBatch, rfqMessage } from './resources';

export type Scope = 'read' | 'write';
/** Every method a host answers: the 11 operations use four, the app's /local/ routes PUT too. */
export const httpMethod = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
export type HttpMethod = z.infer<typeof httpMethod>;

/** The spec's sections of endpoints: the OpenAPI document's tags. */
export const SECTIONS = {
  'Requests for quotes': 'RFQs to operators, their messages, withdrawals and remembered contacts',
  Clients: 'The people and companies the broker flies',
} as const;

export interface Operation {
  id: string;
  summary: string;
  section: keyof typeof SECTIONS;
  method: HttpMethod;
  /** OpenAPI-style template, e.g. `/v1/clients/{id}`. */
  path: string;
  scope: Scope;
  /** Counts against the organization's allowance ("counts" in the spec). */
  metered: boolean;
  idempotencyKey: 'required' | 'optional' | 'none';
  pathParams?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  success: { status: 200 | 201 | 204; body?: z.ZodType };
}

export const operations = [
  {
    id: 'listTripRequestRfqs',
    summary: "List a request's RFQs",
    section: 'Requests for quotes',
    method: 'GET',
    path: '/v1/trip-requests/{id}/rfqs',
    scope: 'read',
    metered: true,
    idempotencyKey: 'none',
    pathParams: uuidPathParams,
    query: rfqListQuery,
    success: { status: 200, body: page(rfq) },
  },
  {
    id: 'createRfqBatch',
    summary: 'Request quotes from operators',
    section: 'Requests for quotes',
    method: 'POST',
    path: '/v1/trip-requests/{id}/rfqs',
    scope: 'write',
    metered: true,
    idempotencyKey: 'required',
    pathParams: uuidPathParams,
    body: rfqBatchRequest,
    success: { status: 201, body: rfqBatch },
  },
  {
    id: 'listRfqMessages',
    summary: 'Read messages on an RFQ',
    section: 'Requests for quotes',
    method: 'GET',
    path: '/v1/rfqs/{id}/messages',
    scope: 'read',
    metered: false,
    idempotencyKey: 'none',
    pathParams: rfqRefPathParams,
    query: messageListQuery,
    success: { status: 200, body: page(rfqMessage) },
  },
  {
    id: 'createRfqMessage',
    summary: 'Write on an RFQ',
    section: 'Requests for quotes',
    method: 'POST',
    path: '/v1/rfqs/{id}/messages',
    scope: 'write',
    metered: false,
    idempotencyKey: 'optional',
    pathParams: rfqRefPathParams,
    body: messageRequest,
    success: { status: 201, body: rfqMessage },
  },
  {
    id: 'withdrawRfq',
    summary: 'Withdraw an RFQ',
    section: 'Requests for quotes',
    method: 'POST',
    path: '/v1/rfqs/{id}/withdrawals',
    scope: 'write',
    metered: true,
    idempotencyKey: 'required',
    pathParams: uuidPathParams,
    success: { status: 200, body: rfq },
  },
  {
    id: 'listOperatorContacts',
    summary: 'List remembered operator contacts',
    section: 'Requests for quotes',
    method: 'GET',
    path: '/v1/operator-contacts',
    scope: 'read',
    metered: true,
    idempotencyKey: 'none',
    query: operatorContactListQuery,
    success: { status: 200, body: page(operatorContact) },
  },
  {
    id: 'searchClients',
    summary: 'Search clients',
    section: 'Clients',
    method: 'GET',
    path: '/v1/clients',
    scope: 'read',
    metered: true,
    idempotencyKey: 'none',
    query: clientSearchQuery,
    success: { status: 200, body: page(client) },
  },
  {
    id: 'createClient',
    summary: 'Create a client',
    section: 'Clients',
    method: 'POST',
    path: '/v1/clients',
    scope: 'write',
    metered: true,
    idempotencyKey: 'required',
    body: clientCreateRequest,
    success: { status: 201, body: client },
  },
  {
    id: 'getClient',
    summary: 'Read a client and recent requests',
    section: 'Clients',
    method: 'GET',
    path: '/v1/clients/{id}',
    scope: 'read',
    metered: true,
    idempotencyKey: 'none',
    pathParams: uuidPathParams,
    success: { status: 200, body: clientDetail },
  },
  {
    id: 'updateClient',
    summary: 'Update a client',
    section: 'Clients',
    method: 'PATCH',
    path: '/v1/clients/{id}',
    scope: 'write',
    metered: true,
    idempotencyKey: 'none',
    pathParams: uuidPathParams,
    body: clientUpdateRequest,
    success: { status: 200, body: client },
  },
  {
    id: 'deleteClient',
    summary: 'Delete a client',
    section: 'Clients',
    method: 'DELETE',
    path: '/v1/clients/{id}',
    scope: 'write',
    metered: true,
    idempotencyKey: 'none',
    pathParams: uuidPathParams,
    success: { status: 204 },
  },
] as const satisfies readonly Operation[];

export type OperationId = (typeof operations)[number]['id'];
export const operationId = z.enum(
  operations.map((operation) => operation.id) as [OperationId, ...OperationId[]],
);

/** The operation of the table with this id. */
export function operationById(id: OperationId): Operation {
  const operation = operations.find((candidate) => candidate.id === id);
  if (!operation) throw new Error(`Unknown operation ${id}`);
  return operation;
}
export type OperationOf<K extends OperationId> = Extract<(typeof operations)[number], { id: K }>;

type Output<O, Part extends 'pathParams' | 'query' | 'body'> =
  O extends Record<Part, infer S extends z.ZodType> ? z.output<S> : undefined;

/** An operation's request as a handler receives it: validated, defaults applied. */
export interface OperationRequest<K extends OperationId> {
  params: Output<OperationOf<K>, 'pathParams'>;
  query: Output<OperationOf<K>, 'query'>;
  body: Output<OperationOf<K>, 'body'>;
  idempotencyKey: string | null;
}

/** The body of an operation's success answer; null for 204. */
export type OperationData<K extends OperationId> = OperationOf<K>['success'] extends {
  body: infer S extends z.ZodType;
}
  ? z.output<S>
  : null;

/** Writes are every operation that is not a GET: what the outbox replays to the remote. */
export const isWrite = (operation: Operation): boolean => operation.method !== 'GET';
/** The writes of the table: every operation the outbox may hold (shared/sync/writes/). */
export type WriteOperationId = Exclude<(typeof operations)[number], { method: 'GET' }>['id'];

const compiled = operations.map((operation) => ({
  operation: operation as Operation,
  // Exact, as the service's router is: `/v1/clients/` is no operation (and so not metered).
  pattern: new RegExp(`^${operation.path.replace(/\{id\}/g, '([^/]+)')}$`),
}));

/** The operation a request hits, or null for a path or method the contract does not name. */
export function matchOperation(method: string, pathname: string): Operation | null {
  const upper = method.toUpperCase();
  for (const { operation, pattern } of compiled) {
    if (operation.method === upper && pattern.test(pathname)) return operation;
  }
  return null;
}
