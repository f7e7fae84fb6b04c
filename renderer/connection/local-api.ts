// Typed calls of the app's /local/ endpoints (docs/local-api.md): every answer parsed with
// its schema, a problem thrown as a ProblemFailure.
import { z } from 'zod';
import { problem as problemSchema, tripRequestSummary } from '../../shared/api';
import type { HttpMethod } from '../../shared/api';
import {
  clientExportChunkOf,
  clientTagsView,
  aircraftTypeList,
  operatorList,
  outboxEntryView,
  remoteCheck,
  settingsView,
  syncStatus,
  threadRead,
  tripQuotes,
  tripThreads,
  type ClientExportQuery,
  type ConflictResolution,
  type RemoteCheck,
  type SettingsChange,
} from '../../shared/rpc/local-api';
import { inboxCount, inboxPage, type InboxShow } from '../../shared/rpc/inbox';
import { tripListPage, type TripListQuery } from '../../shared/rpc/trip-list';
import type { RequestOptions, ServiceClient, ServiceResponse } from '../../shared/rpc/client';
import {
  findingsDecided,
  findingsView,
  type FindingChoice,
  type FindingView,
} from '../../shared/rpc/findings';
import { parseUnknown } from '../../shared/encoding/parse-unknown';
import { ProblemFailure } from './results';

/** GET /local/status: what the Settings screen says of this build's database. */
const localStatus = z.object({ database: z.string(), schema_version: z.int() });

const outboxPage = z.strictObject({
  items: z.array(outboxEntryView),
  next_cursor: z.string().nullable(),
  total: z.int(),
});

/** What the broker may do with an outbox entry (`POST /local/outbox/{id}/{action}`). */
export type OutboxAction = 'retry' | 'discard' | 'recreate' | 'send-others';

async function call<T extends z.ZodType>(
  client: ServiceClient,
  schema: T,
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<T>> {
  const response = answered(await client.request(method, path, options), path);
  return parseUnknown(schema, response.body, `${path} answer`);
}

/** The response, unless it is a problem: then that problem is thrown. */
function answered(response: ServiceResponse, path: string): ServiceResponse {
  if (response.status >= 400) {
    throw new ProblemFailure(parseUnknown(problemSchema, response.body, `${path} problem`));
  }
  return response;
}

export function localApi(client: ServiceClient) {
  return {
    settings: () => call(client, settingsView, 'GET', '/local/settings'),
    changeSettings: (change: SettingsChange) =>
      call(client, settingsView, 'PUT', '/local/settings', { body: change }),
    checkRemote: () => call(client, remoteCheck, 'POST', '/local/settings/check'),
    noteCheck: (check: RemoteCheck) =>
      call(client, syncStatus, 'POST', '/local/settings/checked', { body: check }),
    status: () => call(client, localStatus, 'GET', '/local/status'),
    syncStatus: () => call(client, syncStatus, 'GET', '/local/sync'),
    syncNow: () => call(client, syncStatus, 'POST', '/local/sync/run'),
    resumeSync: () => call(client, syncStatus, 'POST', '/local/sync/resume'),
    outbox: (cursor?: string) =>
      call(
        client,
        outboxPage,
        'GET',
        `/local/outbox?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    outboxAction: (id: string, action: OutboxAction) =>
      call(client, syncStatus, 'POST', `/local/outbox/${encodeURIComponent(id)}/${action}`),
    resolveConflict: (id: string, resolution: ConflictResolution) =>
      call(client, syncStatus, 'POST', `/local/outbox/${encodeURIComponent(id)}/resolve`, {
        body: resolution,
      }),
    findings: () => call(client, findingsView, 'GET', '/local/sync/findings'),
    /** The broker's choice for one finding, or for every open one (`all`). */
    decideFindings: (which: Pick<FindingView, 'kind' | 'id'> | 'all', choice: FindingChoice) =>
      call(
        client,
        findingsDecided,
        'POST',
        which === 'all'
          ? `/local/sync/findings/${choice}`
          : `/local/sync/findings/${which.kind}/${encodeURIComponent(which.id)}/${choice}`,
      ),
    tripRequest: (id: string) =>
      call(client, tripRequestSummary, 'GET', `/local/trip-requests/${encodeURIComponent(id)}`),
    tripThreads: (id: string) =>
      call(client, tripThreads, 'GET', `/local/trip-requests/${encodeURIComponent(id)}/threads`),
    tripQuotes: (id: string) =>
      call(client, tripQuotes, 'GET', `/local/trip-requests/${encodeURIComponent(id)}/quotes`),
    threadRead: (rfqId: string) =>
      call(client, threadRead, 'GET', `/local/threads/${encodeURIComponent(rfqId)}/read`),
    markThreadRead: (rfqId: string, readThrough: string) =>
      call(client, threadRead, 'PUT', `/local/threads/${encodeURIComponent(rfqId)}/read`, {
        body: { read_through: readThrough },
      }),
    inbox: (show: InboxShow, cursor?: string) =>
      call(client, inboxPage, 'GET', '/local/inbox', { query: { show, cursor } }),
    inboxCount: () => call(client, inboxCount, 'GET', '/local/inbox/count'),
    markInboxRead: (keys: string[]) =>
      call(client, inboxCount, 'POST', '/local/inbox/read', { body: { keys } }),
    markInboxAllRead: () => call(client, inboxCount, 'POST', '/local/inbox/read-all'),
    trips: (query: TripListQuery) => call(client, tripListPage, 'GET', '/local/trips', { query }),
    async clientExport(query: ClientExportQuery) {
      const path = '/local/client-export';
      const response = answered(await client.request('GET', path, { query }), path);
      return clientExportChunkOf(
        response.headers,
        z.instanceof(Uint8Array).parse(response.body ?? new Uint8Array()),
      );
    },
    releaseClientExport: (cursor: string) =>
      call(client, z.null(), 'DELETE', '/local/client-export', { query: { cursor } }),
    clientTags: () => call(client, clientTagsView, 'GET', '/local/client-tags'),
    aircraftTypes: () => call(client, aircraftTypeList, 'GET', '/local/aircraft-types'),
    operators: () => call(client, operatorList, 'GET', '/local/operators'),
    seedDemo: () =>
      call(client, z.object({ loaded: z.record(z.string(), z.int()) }), 'POST', '/local/seed-demo'),
  };
}

export type LocalApi = ReturnType<typeof localApi>;
