// The outbox as the Sync screen lists it: pages of 100 in write order, read again when the
// worker's `sync` event says the outbox moved (an entry sent, parked, retried), never by
// polling. Pages load on until every entry that needs attention is in view.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OutboxAction } from '../../shared/rpc/local/outbox';
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { useStaleWhenChanged } from '../connection/query-cache';
import { describeFailure } from '../connection/results';
import { useConnection } from '../connection/connection-context';
import { notify } from '../ui/toasts';

export const OUTBOX_KEY = ['local', 'outbox'] as const;

/** What changes when the outbox does; the pull's progress alone does not. */
const outboxSignature = (status: SyncStatus) =>
  [
    status.pending,
    status.in_flight,
    status.parked,
    status.last_error,
    status.last_success_at,
    status.waiting_until,
  ].join('|');

export function useOutbox(status: SyncStatus) {
  const { local } = useConnection();
  const outbox = useInfiniteQuery({
    queryKey: OUTBOX_KEY,
    queryFn: ({ pageParam }) =>
      local.outbox({ query: { cursor: pageParam ?? undefined, limit: '100' } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });

  useStaleWhenChanged(OUTBOX_KEY, outboxSignature(status));

  const entries = outbox.data?.pages.flatMap((page) => page.items) ?? [];
  const parkedShown = entries.filter((entry) => entry.state === 'parked').length;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = outbox;
  useEffect(() => {
    if (parkedShown < status.parked && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [parkedShown, status.parked, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return { outbox, entries, total: outbox.data?.pages.at(-1)?.total ?? 0 };
}

type Action = OutboxAction;

const VERB: Record<Action, string> = {
  retry: 'retry',
  discard: 'discard',
  recreate: 're-create',
  'send-others': 'send',
};
const DONE: Record<Action, string> = {
  retry: 'The change goes again',
  discard: 'Change discarded',
  recreate: 'The client will be created again',
  'send-others': 'The request goes to the other operators',
};

/** Retry, discard or re-create an entry; the outbox and the frame follow from the worker. */
export function useOutboxAction() {
  const { local } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action; effect?: string }) =>
      local.outboxAction({ params: { id, action } }),
    onSuccess: (_status, { action, effect }) => {
      notify({ title: DONE[action], description: action === 'discard' ? effect : undefined });
    },
    onError: (error, { action }) => {
      notify({
        title: `Could not ${VERB[action]} the change`,
        description: describeFailure(error),
        tone: 'error',
      });
    },
    onSettled: () => queries.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
}
