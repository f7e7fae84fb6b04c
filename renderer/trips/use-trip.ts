// A trip request's reads of the worker, as queries the worker's `changed` event refreshes
// (renderer/connection/query-cache.ts): the trip request, its RFQs (with the outbox's marks on
// them) and its threads, for the trip, thread and proposal screens. Its RFQs are read
// apart, live and history, as the worker keeps them (`/local/…/history`): what the remote no
// longer holds is never compared, counted or offered.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useConnection, useSyncStatus } from '../connection/connection-context';
import type { Rfq } from '../../shared/api';
import type { TripHistory } from '../../shared/rpc/local/trip-screen';
import type { LocalApi } from '../connection/local-api';
import { allPages, pageOf, WHOLE_LIST_PAGE } from '../ui/all-pages';
import { NO_MARKS, syncMarks } from './sync-marks';

export type HistoryItem = TripHistory['items'][number];
/** An RFQ that is history, with why and since when. */
export interface HistoryRfq {
  rfq: Rfq;
  history: HistoryItem;
}

/** A trip's RFQs as two lists: the live ones, and the history (the remote no longer holds). */
export interface SplitRfqs {
  live: Rfq[];
  history: HistoryRfq[];
}

export function useTripRequest(id: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'trip-request', id],
    queryFn: () => local.tripRequest({ params: { id } }),
  });
}

/** The trip's RFQs, split by the history the worker keeps: read after it, never older. */
async function splitRfqs(
  api: ReturnType<typeof useConnection>['api'],
  local: LocalApi,
  id: string,
): Promise<SplitRfqs> {
  const { items } = await local.tripHistory({ params: { id } });
  const rfqs = await allPages((cursor) =>
    pageOf(api.listTripRequestRfqs({ id, query: { limit: WHOLE_LIST_PAGE, cursor } })),
  );
  const byId = new Map(items.map((item) => [item.rfq_id, item]));
  return {
    live: rfqs.filter((rfq) => !byId.has(rfq.id)),
    history: rfqs.flatMap((rfq) => {
      const history = byId.get(rfq.id);
      return history ? [{ rfq, history }] : [];
    }),
  };
}

/** The trip's live RFQs: what quotes compared and a proposal read. */
export function useTripRfqs(id: string) {
  const { api, local } = useConnection();
  return useQuery({
    queryKey: ['v1', 'trip-rfqs', id],
    queryFn: async () => (await splitRfqs(api, local, id)).live,
  });
}

export function useTripThreads(id: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'trip-threads', id],
    queryFn: () => local.tripThreads({ params: { id } }),
  });
}

/**
 * A trip's RFQs with the outbox's marks on them, read as one: the outbox first, then the
 * RFQs. Sync lands an RFQ's copy and drops the entry that held it in one transaction, so
 * RFQs read after the outbox are never older than it: a row never shows a copy its entry
 * no longer covers (a withdrawal the remote refused: no "Withdrawn" before "Declined").
 * One key: a key per sync count would bring back an older pair from the cache when the
 * counts return to earlier values (a row would show "Sent" again between).
 */
export function useMarkedTripRfqs(id: string) {
  const { api, local } = useConnection();
  const status = useSyncStatus();
  const remote = status?.workspace === 'remote';
  const query = useQuery({
    queryKey: ['v1', 'trip-rfqs', id, 'marked', remote],
    queryFn: async () => {
      const marks = remote
        ? syncMarks(
            await allPages((cursor) =>
              local.outbox({ query: { cursor, limit: String(WHOLE_LIST_PAGE) } }),
            ),
          )
        : NO_MARKS;
      const { live, history } = await splitRfqs(api, local, id);
      return { rfqs: live, history, marks };
    },
    placeholderData: (previous, last) => (last?.queryKey[2] === id ? previous : undefined),
  });
  // An entry parks or goes in flight without records changing: the status's counts say so.
  const counts = `${status?.pending}/${status?.in_flight}/${status?.parked}`;
  const seen = useRef(counts);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === counts) return;
    seen.current = counts;
    void refetch();
  }, [counts, refetch]);
  return {
    query,
    rfqs: query.data?.rfqs,
    history: query.data?.history,
    marks: query.data?.marks ?? NO_MARKS,
  };
}
