// Unread messages: the broker's read mark as it was when the thread was opened (what to
// mark new on screen), and the stored mark moved up to the newest operator message, or the
// operator's answer if later (the Inbox reads a quote with its thread), once it is on
// screen, with the window in front. The worker keeps the mark, so it survives a reload and
// every tab agrees; it never moves back.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RfqMessage } from '../../../shared/api';
import { useConnection } from '../../connection/connection-context';
import { newestOperatorAt } from './thread-timeline';

/** The stored read mark, as a query the worker's `changed` event refreshes. */
function useThreadRead(rfqId: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'thread-read', rfqId],
    queryFn: () => local.threadRead({ params: { rfq_id: rfqId } }),
  });
}

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const latest = (a: string | null, b: string | null) =>
  a === null || (b !== null && Date.parse(b) > Date.parse(a)) ? b : a;

const useVisible = () =>
  useSyncExternalStore(subscribe, () => document.visibilityState === 'visible');

/**
 * The mark when the thread was opened: undefined until known, null when nothing was read.
 * Also answers the RFQ's id now (its server id for one opened under its local id).
 */
export function useReadMark(
  rfqId: string,
  messages: readonly RfqMessage[] | undefined,
  answeredAt: string | null,
) {
  const { local } = useConnection();
  const read = useThreadRead(rfqId);
  const [since, setSince] = useState<string | null | undefined>(undefined);
  if (since === undefined && read.data) setSince(read.data.read_through);

  const visible = useVisible();
  const stored = read.data?.read_through;
  const newest = messages ? latest(newestOperatorAt(messages), answeredAt) : null;
  useEffect(() => {
    if (!visible || newest === null || stored === undefined) return;
    if (stored !== null && Date.parse(stored) >= Date.parse(newest)) return;
    local
      .markThreadRead({ params: { rfq_id: rfqId }, body: { read_through: newest } })
      .catch((error: unknown) => {
        console.warn('Could not store the read mark', error);
      });
  }, [local, rfqId, visible, newest, stored]);

  return { since, currentId: read.data?.rfq_id ?? null, error: read.error };
}
