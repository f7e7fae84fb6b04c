// A trip request's reads of the worker, as queries the worker's `changed` event refreshes
// (renderer/connection/query-cache.ts): the trip request, its RFQs (with the outbox's marks on
// them) and its threads, for the trip, thread and quote-sheet screens.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useConnection, useSyncStatus } from '../connection/connection-context';
import { allPages, pageOf, WHOLE_LIST_PAGE } from '../ui/all-pages';
import { NO_MARKS, syncMarks } from './sync-marks';

export function useTripRequest(id: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'trip-request', id],
    queryFn: () => local.tripRequest({ params: { id } }),
  });
}

export function useTripRfqs(id: string) {
  const { api } = useConnection();
  return useQuery({
    queryKey: ['v1', 'trip-rfqs', id],
    queryFn: () =>
      allPages((cursor) =>
        pageOf(api.listTripRequestRfqs({ id, query: { limit: WHOLE_LIST_PAGE, cursor } })),
      ),
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
      const rfqs = await allPages((cursor) =>
        pageOf(api.listTripRequestRfqs({ id, query: { limit: WHOLE_LIST_PAGE, cursor } })),
      );
      return { rfqs, marks };
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
  return { query, rfqs: query.data?.rfqs, marks: query.data?.marks ?? NO_MARKS };
}
