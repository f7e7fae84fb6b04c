// Says where the broker is why a withdrawal did not happen: the remote refused it because
// the RFQ had closed meanwhile (the operator declined, or it expired), and sync took the
// remote's copy instead of parking it (shared/sync/writes/withdraw-rfq.ts). Seen from here:
// a withdrawal this screen saw waiting is gone, and its RFQ is closed, not withdrawn. (Its
// copy may lag its outbox entry: still "withdrawn" then, it is looked at again when it moves.)
import { useEffect, useRef } from 'react';
import type { Rfq } from '../../shared/api';
import { whyAlreadyClosed } from '../../shared/rules/rfq-states';
import { notify } from '../ui/toasts';
import type { SyncMarks } from './sync-marks';

export function useSettledWithdrawals(
  rfqs: readonly Rfq[] | undefined,
  marks: SyncMarks,
  now: Date,
): void {
  const waiting = useRef(new Set<string>());
  useEffect(() => {
    for (const id of marks.withdrawals.keys()) waiting.current.add(id);
    for (const rfq of rfqs ?? []) {
      if (!waiting.current.has(rfq.id) || marks.withdrawals.has(rfq.id)) continue;
      if (rfq.status === 'withdrawn') continue;
      waiting.current.delete(rfq.id);
      // Open again: the broker discarded the withdrawal.
      const why = whyAlreadyClosed(rfq, now);
      if (why) notify({ title: why, description: 'The request was not withdrawn.' });
    }
  }, [rfqs, marks, now]);
}
