// What one pull fetches: a page of a list from its cursor, or one client's detail. Targets
// wait in a round's queue (the pull plan in sync_state, so a restart resumes there) or
// among the asked fresh copies, and each becomes one GET of an operation of the table.
import { z } from 'zod';
import { lastRequestFilter, type OperationId } from '../../api';
import type { HttpRequest } from '../../rpc/messages';

/** Every list is read 100 at a time (the most a page holds): a walk of N is ⌈N/100⌉ calls. */
const PAGE_LIMIT = 100;

const cursor = z.string().nullable();
const id = z.string();

export const pullTarget = z.discriminatedUnion('kind', [
  /** A page of the full walk of the client list (default sort, `name`). */
  z.strictObject({ kind: z.literal('walk'), cursor }),
  /** A page of the clients with recent trip activity, newest first. */
  z.strictObject({ kind: z.literal('recent_clients'), window: lastRequestFilter, cursor }),
  /** One client with its 10 newest trip requests. */
  z.strictObject({ kind: z.literal('client'), id }),
  /** A page of a trip request's RFQs. */
  z.strictObject({ kind: z.literal('trip_rfqs'), id, cursor }),
  /** A page of an RFQ's messages. */
  z.strictObject({ kind: z.literal('thread'), id, cursor }),
  z.strictObject({ kind: z.literal('contacts'), cursor }),
]);
export type PullTarget = z.infer<typeof pullTarget>;
export type TargetOf<K extends PullTarget['kind']> = Extract<PullTarget, { kind: K }>;

/** The same target from its first page (an invalid cursor starts the list again). */
export const fromFirstPage = (target: PullTarget): PullTarget =>
  'cursor' in target ? { ...target, cursor: null } : target;

/** The target's next page, when the answer has one. */
export function nextPage(target: PullTarget, nextCursor: string | null): PullTarget[] {
  return nextCursor !== null && 'cursor' in target ? [{ ...target, cursor: nextCursor }] : [];
}

function url(path: string, query: Record<string, string | null>): string {
  const params = new URLSearchParams({ limit: String(PAGE_LIMIT) });
  for (const [name, value] of Object.entries(query)) if (value !== null) params.set(name, value);
  return `${path}?${params.toString()}`;
}

const segment = encodeURIComponent;

function route(target: PullTarget): { operationId: OperationId; url: string } {
  switch (target.kind) {
    case 'walk':
      return { operationId: 'searchClients', url: url('/v1/clients', { cursor: target.cursor }) };
    case 'recent_clients':
      return {
        operationId: 'searchClients',
        url: url('/v1/clients', {
          last_request: target.window,
          sort: '-last_request_at',
          cursor: target.cursor,
        }),
      };
    case 'client':
      return { operationId: 'getClient', url: `/v1/clients/${segment(target.id)}` };
    case 'trip_rfqs':
      return {
        operationId: 'listTripRequestRfqs',
        url: url(`/v1/trip-requests/${segment(target.id)}/rfqs`, { cursor: target.cursor }),
      };
    case 'thread':
      return {
        operationId: 'listRfqMessages',
        url: url(`/v1/rfqs/${segment(target.id)}/messages`, { cursor: target.cursor }),
      };
    case 'contacts':
      return {
        operationId: 'listOperatorContacts',
        url: url('/v1/operator-contacts', { cursor: target.cursor }),
      };
  }
}

export function requestOf(target: PullTarget): {
  operationId: OperationId;
  request: HttpRequest;
} {
  const { operationId, url } = route(target);
  return { operationId, request: { method: 'GET', url, headers: {}, body: null } };
}

function nameOf(target: PullTarget): string {
  switch (target.kind) {
    case 'walk':
      return 'clients';
    case 'recent_clients':
      return `clients active ${target.window.replaceAll('_', ' ')}`;
    case 'client':
      return `client ${target.id}`;
    case 'trip_rfqs':
      return `RFQs of trip request ${target.id}`;
    case 'thread':
      return `messages of RFQ ${target.id}`;
    case 'contacts':
      return 'operator contacts';
  }
}

/** For the sync status; a later page says so. */
export function labelOf(target: PullTarget): string {
  const name = nameOf(target);
  return 'cursor' in target && target.cursor !== null ? `${name}, next page` : name;
}
