// The /local/ table's entries for the Trips list, a trip request and its threads, the Inbox:
// one list per part of the app, joined into the table by operations.ts.
import { tripRequestSummary } from '../../../api';
import { inboxCount, inboxPage, inboxQuery, inboxReadChange } from '../inbox';
import { tripTimeline } from '../timeline';
import { tripListPage, tripListQuery } from '../trip-list';
import { threadRead, threadReadChange, tripHistory, tripQuotes, tripThreads } from '../trip-screen';
import { type LocalOperation, idParams, rfqParams } from '../local-operation';

export const tripsOperations = [
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
    id: 'tripHistory',
    method: 'GET',
    path: '/local/trip-requests/{id}/history',
    answeredBy: 'workspace',
    pathParams: idParams,
    answer: { status: 200, json: tripHistory },
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
] as const satisfies readonly LocalOperation[];
