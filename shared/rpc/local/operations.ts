// The app's own /local/ endpoints in one table, as shared/api/operations.ts holds /v1's: each
// one's method, path template, request schemas, answer, and who answers it. The worker's host
// registers its routes from it (shared/host/serving/local-routes.ts), the page's client is
// made from it (renderer/connection/local-api.ts), and a test holds docs/local-api.md to it.
// A new endpoint is one entry here and one handler in the host.
import { z } from 'zod';
import { tripRequestSummary, type HttpMethod } from '../../api';
import { backupFile, backupRestored } from './backup';
import { aircraftTypeList, bookStatus, clientTagsView, demoLoaded, operatorList } from './book';
import {
  CLIENT_EXPORT_CONTENT_TYPE,
  clientExportHeaders,
  clientExportQuery,
  clientExportRelease,
} from './client-export';
import {
  findingChoice,
  findingKind,
  findingsDecided,
  findingsDecision,
  findingsView,
} from './findings';
import { inboxCount, inboxPage, inboxQuery, inboxReadChange } from './inbox';
import {
  needsYouList,
  needsYouMark,
  needsYouNewlyNotified,
  needsYouNotified,
  needsYouThresholds,
} from './needs-you';
import { conflictResolution, outboxAction, outboxPage, outboxQuery } from './outbox';
import {
  branding,
  marginRule,
  proposalList,
  proposalSave,
  proposalSettings,
  proposalView,
} from './proposal';
import { searchAnswer, searchQuery } from './search';
import { remoteCheck, settingsChange, settingsView } from './settings';
import { onlineReport, screenReport, syncStatus } from './sync-status';
import { tripListPage, tripListQuery } from './trip-list';
import { templateList, templateListQuery, templateSave, templateView } from './templates';
import { tripTimeline } from './timeline';
import { threadRead, threadReadChange, tripQuotes, tripThreads } from './trip-screen';

/**
 * Who answers: the host itself (the settings, and sync and the outbox, which act on whichever
 * workspace is open), or the workspace open now (its records).
 */
export type LocalAnswerer = 'host' | 'workspace';

/**
 * A success: JSON, nothing (204), or bytes of a type the page does not parse, with what is
 * known of them in headers (a codec: the host encodes them, the page decodes them).
 */
export type LocalAnswerShape =
  | { status: 200 | 201; json: z.ZodType }
  | { status: 204 }
  | { status: 200; bytes: { contentType: string; headers: z.ZodType } };

export interface LocalOperation {
  id: string;
  method: HttpMethod;
  /** A template, each `{name}` a key of `pathParams`: `/local/outbox/{id}/{action}`. */
  path: `/local/${string}`;
  answeredBy: LocalAnswerer;
  pathParams?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: LocalAnswerShape;
}

/** A record's id in a path, local or the server's. */
const id = z.string().min(1).max(200);
const idParams = z.strictObject({ id });
/** An RFQ's id, or the local id it had when made offline (it resolves through its alias). */
const rfqParams = z.strictObject({ rfq_id: id });

export const localOperations = [
  // The workspace and its settings.
  {
    id: 'settings',
    method: 'GET',
    path: '/local/settings',
    answeredBy: 'host',
    answer: { status: 200, json: settingsView },
  },
  {
    id: 'changeSettings',
    method: 'PUT',
    path: '/local/settings',
    answeredBy: 'host',
    body: settingsChange,
    answer: { status: 200, json: settingsView },
  },
  {
    id: 'checkRemote',
    method: 'POST',
    path: '/local/settings/check',
    answeredBy: 'host',
    answer: { status: 200, json: remoteCheck },
  },
  {
    id: 'noteCheck',
    method: 'POST',
    path: '/local/settings/checked',
    answeredBy: 'host',
    body: remoteCheck,
    answer: { status: 200, json: syncStatus },
  },
  {
    id: 'status',
    method: 'GET',
    path: '/local/status',
    answeredBy: 'workspace',
    answer: { status: 200, json: bookStatus },
  },
  {
    // The host opens the demo workspace (its own database) before loading into it.
    id: 'seedDemo',
    method: 'POST',
    path: '/local/seed-demo',
    answeredBy: 'host',
    answer: { status: 201, json: demoLoaded },
  },
  {
    id: 'clientTags',
    method: 'GET',
    path: '/local/client-tags',
    answeredBy: 'workspace',
    answer: { status: 200, json: clientTagsView },
  },
  {
    id: 'aircraftTypes',
    method: 'GET',
    path: '/local/aircraft-types',
    answeredBy: 'workspace',
    answer: { status: 200, json: aircraftTypeList },
  },
  {
    id: 'operators',
    method: 'GET',
    path: '/local/operators',
    answeredBy: 'workspace',
    answer: { status: 200, json: operatorList },
  },
  // The clients CSV export.
  {
    id: 'clientExport',
    method: 'GET',
    path: '/local/client-export',
    answeredBy: 'workspace',
    query: clientExportQuery,
    answer: {
      status: 200,
      bytes: { contentType: CLIENT_EXPORT_CONTENT_TYPE, headers: clientExportHeaders },
    },
  },
  {
    id: 'releaseClientExport',
    method: 'DELETE',
    path: '/local/client-export',
    answeredBy: 'workspace',
    query: clientExportRelease,
    answer: { status: 204 },
  },
  // The Trips list, a trip request and its threads.
  {
    id: 'trips',
    method: 'GET',
    path: '/local/trips',
    answeredBy: 'workspace',
    query: tripListQuery,
    answer: { status: 200, json: tripListPage },
  },
  {
    id: 'tripRequest',
    method: 'GET',
    path: '/local/trip-requests/{id}',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 200, json: tripRequestSummary },
  },
  {
    id: 'tripThreads',
    method: 'GET',
    path: '/local/trip-requests/{id}/threads',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 200, json: tripThreads },
  },
  {
    id: 'tripQuotes',
    method: 'GET',
    path: '/local/trip-requests/{id}/quotes',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 200, json: tripQuotes },
  },
  {
    id: 'tripTimeline',
    method: 'GET',
    path: '/local/trip-requests/{id}/timeline',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 200, json: tripTimeline },
  },
  {
    id: 'threadRead',
    method: 'GET',
    path: '/local/threads/{rfq_id}/read',
    answeredBy: 'workspace',
    pathParams: rfqParams,
    answer: { status: 200, json: threadRead },
  },
  {
    id: 'markThreadRead',
    method: 'PUT',
    path: '/local/threads/{rfq_id}/read',
    answeredBy: 'workspace',
    pathParams: rfqParams,
    body: threadReadChange,
    answer: { status: 200, json: threadRead },
  },
  // The Inbox.
  {
    id: 'inbox',
    method: 'GET',
    path: '/local/inbox',
    answeredBy: 'workspace',
    query: inboxQuery,
    answer: { status: 200, json: inboxPage },
  },
  {
    id: 'inboxCount',
    method: 'GET',
    path: '/local/inbox/count',
    answeredBy: 'workspace',
    answer: { status: 200, json: inboxCount },
  },
  {
    id: 'markInboxRead',
    method: 'POST',
    path: '/local/inbox/read',
    answeredBy: 'workspace',
    body: inboxReadChange,
    answer: { status: 200, json: inboxCount },
  },
  {
    id: 'markInboxAllRead',
    method: 'POST',
    path: '/local/inbox/read-all',
    answeredBy: 'workspace',
    answer: { status: 200, json: inboxCount },
  },
  // Needs you: what needs the broker now, and the marks that put an item aside.
  {
    id: 'needsYou',
    method: 'GET',
    path: '/local/needs-you',
    answeredBy: 'workspace',
    answer: { status: 200, json: needsYouList },
  },
  {
    id: 'markNeedsYou',
    method: 'PUT',
    path: '/local/needs-you/marks/{key}',
    answeredBy: 'workspace',
    pathParams: z.strictObject({ key: z.string().min(1).max(300) }),
    body: needsYouMark,
    answer: { status: 204 },
  },
  {
    id: 'markNeedsYouNotified',
    method: 'POST',
    path: '/local/needs-you/notified',
    answeredBy: 'workspace',
    body: needsYouNotified,
    answer: { status: 200, json: needsYouNewlyNotified },
  },
  {
    id: 'needsYouSettings',
    method: 'GET',
    path: '/local/needs-you/settings',
    answeredBy: 'workspace',
    answer: { status: 200, json: needsYouThresholds },
  },
  {
    id: 'changeNeedsYouSettings',
    method: 'PUT',
    path: '/local/needs-you/settings',
    answeredBy: 'workspace',
    body: needsYouThresholds,
    answer: { status: 200, json: needsYouThresholds },
  },
  // Search everything.
  {
    id: 'search',
    method: 'GET',
    path: '/local/search',
    answeredBy: 'workspace',
    query: searchQuery,
    answer: { status: 200, json: searchAnswer },
  },
  // The broker's saved texts.
  {
    id: 'templates',
    method: 'GET',
    path: '/local/templates',
    answeredBy: 'workspace',
    query: templateListQuery,
    answer: { status: 200, json: templateList },
  },
  {
    id: 'saveTemplate',
    method: 'PUT',
    path: '/local/templates/{id}',
    answeredBy: 'workspace',
    pathParams: idParams,
    body: templateSave,
    answer: { status: 200, json: templateView },
  },
  {
    id: 'deleteTemplate',
    method: 'DELETE',
    path: '/local/templates/{id}',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 204 },
  },
  // The broker's own records, backed up and restored.
  {
    id: 'backup',
    method: 'GET',
    path: '/local/backup',
    answeredBy: 'workspace',
    answer: { status: 200, json: backupFile },
  },
  {
    id: 'restoreBackup',
    method: 'PUT',
    path: '/local/backup',
    answeredBy: 'workspace',
    body: backupFile,
    answer: { status: 200, json: backupRestored },
  },
  // The proposal: the margin rule, the branding, and the proposals sent.
  {
    id: 'proposalSettings',
    method: 'GET',
    path: '/local/proposal-settings',
    answeredBy: 'workspace',
    answer: { status: 200, json: proposalSettings },
  },
  {
    id: 'saveMarginRule',
    method: 'PUT',
    path: '/local/proposal-settings/margin-rule',
    answeredBy: 'workspace',
    body: marginRule,
    answer: { status: 200, json: proposalSettings },
  },
  {
    id: 'saveBranding',
    method: 'PUT',
    path: '/local/proposal-settings/branding',
    answeredBy: 'workspace',
    body: branding,
    answer: { status: 200, json: proposalSettings },
  },
  {
    id: 'tripProposals',
    method: 'GET',
    path: '/local/trip-requests/{id}/proposals',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 200, json: proposalList },
  },
  {
    id: 'proposal',
    method: 'GET',
    path: '/local/proposals/{id}',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 200, json: proposalView },
  },
  {
    id: 'saveProposal',
    method: 'PUT',
    path: '/local/proposals/{id}',
    answeredBy: 'workspace',
    pathParams: idParams,
    body: proposalSave,
    answer: { status: 200, json: proposalView },
  },
  // Sync.
  {
    id: 'syncStatus',
    method: 'GET',
    path: '/local/sync',
    answeredBy: 'host',
    answer: { status: 200, json: syncStatus },
  },
  {
    id: 'syncNow',
    method: 'POST',
    path: '/local/sync/run',
    answeredBy: 'host',
    answer: { status: 200, json: syncStatus },
  },
  {
    id: 'resumeSync',
    method: 'POST',
    path: '/local/sync/resume',
    answeredBy: 'host',
    answer: { status: 200, json: syncStatus },
  },
  {
    id: 'setOnline',
    method: 'POST',
    path: '/local/sync/online',
    answeredBy: 'host',
    body: onlineReport,
    answer: { status: 200, json: syncStatus },
  },
  {
    id: 'reportScreen',
    method: 'POST',
    path: '/local/sync/screen',
    answeredBy: 'host',
    body: screenReport,
    answer: { status: 204 },
  },
  // What the remote no longer holds.
  {
    id: 'findings',
    method: 'GET',
    path: '/local/sync/findings',
    answeredBy: 'host',
    answer: { status: 200, json: findingsView },
  },
  {
    id: 'decideAllFindings',
    method: 'POST',
    path: '/local/sync/findings/{choice}',
    answeredBy: 'host',
    pathParams: z.strictObject({ choice: findingChoice }),
    body: findingsDecision,
    answer: { status: 200, json: findingsDecided },
  },
  {
    id: 'decideFinding',
    method: 'POST',
    path: '/local/sync/findings/{kind}/{id}/{choice}',
    answeredBy: 'host',
    pathParams: z.strictObject({ kind: findingKind, id, choice: findingChoice }),
    body: findingsDecision,
    answer: { status: 200, json: findingsDecided },
  },
  // The outbox.
  {
    id: 'outbox',
    method: 'GET',
    path: '/local/outbox',
    answeredBy: 'host',
    query: outboxQuery,
    answer: { status: 200, json: outboxPage },
  },
  {
    id: 'outboxAction',
    method: 'POST',
    path: '/local/outbox/{id}/{action}',
    answeredBy: 'host',
    pathParams: z.strictObject({ id, action: outboxAction }),
    answer: { status: 200, json: syncStatus },
  },
  {
    id: 'resolveConflict',
    method: 'POST',
    path: '/local/outbox/{id}/resolve',
    answeredBy: 'host',
    pathParams: idParams,
    body: conflictResolution,
    answer: { status: 200, json: syncStatus },
  },
] as const satisfies readonly LocalOperation[];

type Entry = (typeof localOperations)[number];
export type LocalOperationId = Entry['id'];
export type LocalOperationOf<K extends LocalOperationId> = Extract<Entry, { id: K }>;
/** The operations `answerer` answers. */
export type LocalOperationIdOf<A extends LocalAnswerer> = Extract<Entry, { answeredBy: A }>['id'];

type Part<K extends LocalOperationId, P extends 'pathParams' | 'query' | 'body'> =
  LocalOperationOf<K> extends Record<P, infer S extends z.ZodType> ? S : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request as its handler receives it: checked, defaults applied. */
export interface LocalRequest<K extends LocalOperationId> {
  params: Output<Part<K, 'pathParams'>>;
  query: Output<Part<K, 'query'>>;
  body: Output<Part<K, 'body'>>;
}

/** What a handler answers, and the page's call resolves to (null for a 204). */
export type LocalAnswer<K extends LocalOperationId> = LocalOperationOf<K>['answer'] extends {
  json: infer S extends z.ZodType;
}
  ? z.output<S>
  : LocalOperationOf<K>['answer'] extends { bytes: { headers: infer H extends z.ZodType } }
    ? { bytes: Uint8Array<ArrayBuffer>; headers: z.output<H> }
    : null;

type ParamsInput<S> = S extends z.ZodType ? { params: z.input<S> } : unknown;
type QueryInput<S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { query?: z.input<S> }
    : { query: z.input<S> }
  : unknown;
type BodyInput<S> = S extends z.ZodType ? { body: z.input<S> } : unknown;

/** What the page's call of an operation takes, as it travels: path params, query, body. */
export type LocalInput<K extends LocalOperationId> = ParamsInput<Part<K, 'pathParams'>> &
  QueryInput<Part<K, 'query'>> &
  BodyInput<Part<K, 'body'>>;

export function localOperationById(operationId: LocalOperationId): LocalOperation {
  const operation = localOperations.find((candidate) => candidate.id === operationId);
  if (!operation) throw new Error(`Unknown /local/ operation ${operationId}`);
  return operation;
}

/** `template` with each `{name}` replaced by its value in `params`, encoded. */
export function localPath(
  template: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

const segmentsOf = (operation: LocalOperation) => operation.path.split('/');
const isParam = (segment: string) => segment.startsWith('{');

/**
 * The order requests are matched in: a path's fixed segment before a parameter in the same
 * place (as OpenAPI matches), so `/local/outbox/{id}/resolve` is not taken for an action.
 */
function bySpecificity(a: LocalOperation, b: LocalOperation): number {
  const [left, right] = [segmentsOf(a), segmentsOf(b)];
  for (let at = 0; at < Math.min(left.length, right.length); at += 1) {
    const order = Number(isParam(left[at]!)) - Number(isParam(right[at]!));
    if (order !== 0) return order;
  }
  return 0;
}

/** Every operation, in the order requests are matched against them. */
export const localOperationsInMatchOrder: readonly LocalOperation[] = [
  ...(localOperations as readonly LocalOperation[]),
].sort(bySpecificity);

const compiled = localOperationsInMatchOrder.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The operation a request names, or null for a path or method the table does not hold. */
export function matchLocalOperation(method: string, pathname: string): LocalOperation | null {
  const upper = method.toUpperCase();
  for (const { operation, pattern } of compiled) {
    if (operation.method === upper && pattern.test(pathname)) return operation;
  }
  return null;
}
