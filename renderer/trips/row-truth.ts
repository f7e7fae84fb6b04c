// One truth per RFQ row: "Not sent yet" while its request or withdrawal waits in the
// outbox, "Failed" (with why) when the remote refused it, "Missing on the server" when the
// remote lost it, "Sent again" or "History" in the trip's history, else its status as the
// remote last said ("Sent", "Quoted", "Declined"...). Never "Sent" beside "Not sent yet" or
// "Failed".
import type { Rfq } from '../../shared/api';
import { STATUS_WORDS, displayStatus, type RfqDisplayStatus } from './rfq-rows';
import { refusedNames, type SyncMark, type SyncMarks } from './sync-marks';
import type { HistoryItem } from './use-trip';

export interface RowTruth {
  words: string;
  /** The badge's look: a status of the remote's, or where its sync stands. */
  tone: RfqDisplayStatus | 'pending' | 'failed' | 'history';
  /** A sentence under the badge: why it failed, what holds it back. */
  detail: string | null;
  /** A failure the broker may retry or discard from the row, with what it is of. */
  actions: { mark: SyncMark; what: string } | null;
}

const truth = (
  words: string,
  tone: RowTruth['tone'],
  detail: string | null = null,
  actions: RowTruth['actions'] = null,
): RowTruth => ({ words, tone, detail, actions });

function refusedBatchTruth(rfq: Rfq, mark: SyncMark): RowTruth {
  const part = mark.entry.refused.find((each) => each.id === rfq.id);
  if (part) return truth('Failed', 'failed', `The remote refused this operator: ${part.message}`);
  return truth(
    'Not sent yet',
    'pending',
    `Held back: the remote refused ${refusedNames(mark.entry)} in the same request`,
  );
}

/**
 * A row of the trip's history: missing on the server while a finding names it (to decide on,
 * or kept here), else sent again as a new request.
 */
export function historyTruth(history: HistoryItem, missing: boolean): RowTruth {
  if (history.because === 'sent_again') {
    return truth(
      'Sent again',
      'history',
      'The remote lost this request; the operator was asked again, above. Its messages and quote stay here as history',
    );
  }
  return missing
    ? missingTruth()
    : truth('History', 'history', 'The remote no longer has this request; kept here to read');
}

const missingTruth = () =>
  truth(
    'Missing on the server',
    'failed',
    'The remote no longer has this request: choose on the Sync screen what becomes of it',
  );

/** `missing`: the remote no longer has it (a finding, connection/findings-query.ts). */
export function rowTruth(
  rfq: Rfq,
  marks: SyncMarks,
  name: string,
  now: Date,
  missing = false,
): RowTruth {
  if (missing) return missingTruth();
  const created = marks.created.get(rfq.id);
  const withdrawal = marks.withdrawals.get(rfq.id);
  if (created?.state === 'failed') {
    if (created.entry.refused.length > 0) return refusedBatchTruth(rfq, created);
    return truth('Failed', 'failed', created.reason, {
      mark: created,
      what: `the request to ${name}`,
    });
  }
  if (withdrawal?.state === 'failed') {
    return truth('Withdrawal failed', 'failed', withdrawal.reason, {
      mark: withdrawal,
      what: `the withdrawal of the request to ${name}`,
    });
  }
  if (withdrawal) return truth('Withdrawal not sent yet', 'pending');
  if (created) return truth('Not sent yet', 'pending');
  const status = displayStatus(rfq, now);
  return truth(STATUS_WORDS[status], status);
}
