// The table of pulls: each kind of pull target with what it does (pull-kind.ts), one file per
// kind. A kind missing here, or a piece missing from one, is a compile error; the planner and
// a pull's task look a kind up here instead of switching on `target.kind`.
import { operationById } from '../../../api';
import type { HttpRequest } from '../../../rpc/worker-protocol';
import type { PullTarget } from '../targets';
import { clientDetail } from './client-detail';
import { operatorContacts } from './operator-contacts';
import type { PullKind, PullKindId, ReadOperationId } from './pull-kind';
import { recentClients } from './recent-clients';
import { thread } from './thread';
import { tripRfqs } from './trip-rfqs';
import { walk } from './walk';

export type PullKindTable = { [K in PullKindId]: PullKind<K> };

const kinds = {
  walk,
  recent_clients: recentClients,
  client: clientDetail,
  trip_rfqs: tripRfqs,
  thread,
  contacts: operatorContacts,
} satisfies PullKindTable;

/**
 * What pulls of `kind` do. Give it a target's own kind: `kindOf(target.kind)` acts on that
 * target alone.
 */
export function kindOf<K extends PullKindId>(kind: K): PullKind<K> {
  const table: PullKindTable = kinds;
  return table[kind];
}

/** The GET that pulls `target`, and the operation it calls. */
export function requestOf(target: PullTarget): {
  operationId: ReadOperationId;
  request: HttpRequest;
} {
  const kind = kindOf(target.kind);
  const request: HttpRequest = { method: 'GET', url: kind.url(target), headers: {}, body: null };
  return { operationId: kind.operationId, request };
}

/** Whether pulling `target` counts against the allowance. */
export const isMetered = (target: PullTarget): boolean =>
  operationById(kindOf(target.kind).operationId).metered;

/** For the sync status; a later page says so. */
export function labelOf(target: PullTarget): string {
  const name = kindOf(target.kind).name(target);
  return 'cursor' in target && target.cursor !== null ? `${name}, next page` : name;
}
