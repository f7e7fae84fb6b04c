// The /local/ table's entries for sync, what the remote no longer holds, the outbox:
// one list per part of the app, joined into the table by operations.ts.
import { z } from 'zod';
import {
  findingChoice,
  findingKind,
  findingsDecided,
  findingsDecision,
  findingsView,
} from '../findings';
import { conflictResolution, outboxAction, outboxPage, outboxQuery } from '../outbox';
import { onlineReport, screenReport, syncStatus } from '../sync-status';
import { type LocalOperation, id, idParams } from '../local-operation';

export const syncOperations = [
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
