// The trip and thread screens' reads of the worker, as queries: the worker's `changed`
// event refreshes them (renderer/connection/query-cache.ts). Lists are read whole, page by page
// (100 a page): a trip request has a handful of RFQs, a thread a few dozen messages.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Page } from '../../shared/api';
import { useConnection, useSyncStatus } from '../connection/connection-context';
import { unwrap } from '../connection/results';
import type { ApiResult } from '../../shared/rpc/api';
import { NO_MARKS, syncMarks } from './sync-marks';

const PAGE = 100;

async function allPages<T>(
  read: (cursor: string | undefined) => Promise<Pick<Page<T>, 'items' | 'next_cursor'>>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    items.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}

const pageOf = async <T>(result: Promise<ApiResult<Page<T>>>) => unwrap(await result);

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
      allPages((cursor) => pageOf(api.listTripRequestRfqs({ id, query: { limit: PAGE, cursor } }))),
  });
}

export function useTripThreads(id: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'trip-threads', id],
    queryFn: () => local.tripThreads({ params: { id } }),
  });
}

export function useThreadMessages(rfqId: string) {
  const { api } = useConnection();
  return useQuery({
    queryKey: ['v1', 'rfq-messages', rfqId],
    queryFn: () =>
      allPages((cursor) =>
        pageOf(api.listRfqMessages({ id: rfqId, query: { limit: PAGE, cursor } })),
      ),
  });
}

export function useThreadRead(rfqId: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'thread-read', rfqId],
    queryFn: () => local.threadRead({ params: { rfq_id: rfqId } }),
  });
}

export function useOperatorContacts(enabled: boolean) {
  const { api } = useConnection();
  return useQuery({
    queryKey: ['v1', 'operator-contacts'],
    enabled,
    queryFn: () =>
      allPages((cursor) => pageOf(api.listOperatorContacts({ query: { limit: PAGE, cursor } }))),
  });
}

/** The operators this workspace knows: those the remote's RFQs named (no endpoint lists them). */
export function useOperators() {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'operators'],
    queryFn: async () => (await local.operators()).items,
  });
}

/**
 * The operator ids the remote has confirmed: those it named in an RFQ, and those whose
 * contacts it remembers (a replica remembers a contact only once the remote has it). Null
 * until both are read.
 */
export function useVerifiedOperators(): ReadonlySet<string> | null {
  const operators = useOperators();
  const contacts = useOperatorContacts(true);
  const ids = useMemo(
    () =>
      operators.data && contacts.data
        ? new Set([
            ...operators.data.map((operator) => operator.id),
            ...contacts.data.map((contact) => contact.operator_id),
          ])
        : null,
    [operators.data, contacts.data],
  );
  return ids;
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
        ? syncMarks(await allPages((cursor) => local.outbox({ query: { cursor, limit: '100' } })))
        : NO_MARKS;
      const rfqs = await allPages((cursor) =>
        pageOf(api.listTripRequestRfqs({ id, query: { limit: PAGE, cursor } })),
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
