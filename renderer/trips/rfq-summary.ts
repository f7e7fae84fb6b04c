// The line above a trip's RFQs, saying only what is true: how many operators were asked (an
// RFQ whose request still waits in the outbox, or was refused, has asked nobody), how many
// declined, were withdrawn or let their request lapse, and the live quotes' range.
import type { Rfq } from '../../shared/api';
import { formatMoney, formatNumber } from '../ui/format';
import { displayStatus, quoteSpread } from './rfq-rows';
import { operatorName } from '../../shared/rules/rfq-states';
import type { SyncMarks } from './sync-marks';

export interface RfqTally {
  /** Their request has not reached the remote: no operator has heard of them. */
  held: number;
  /** Their request reached the remote. */
  asked: number;
  declined: number;
  withdrawn: number;
  expired: number;
}

export function tallyRfqs(rfqs: readonly Rfq[], marks: SyncMarks, now: Date): RfqTally {
  const tally: RfqTally = { held: 0, asked: 0, declined: 0, withdrawn: 0, expired: 0 };
  for (const rfq of rfqs) {
    if (marks.created.has(rfq.id)) {
      tally.held += 1;
      continue;
    }
    tally.asked += 1;
    const status = displayStatus(rfq, now);
    if (status === 'declined' || status === 'withdrawn' || status === 'expired') tally[status] += 1;
  }
  return tally;
}

const operators = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'operator' : 'operators'}`;

/** "3 operators asked: 2 declined, 1 withdrawn, no quote." */
export function rfqSummary(
  rfqs: readonly Rfq[],
  marks: SyncMarks,
  now: Date,
  currency: string,
): string {
  const tally = tallyRfqs(rfqs, marks, now);
  if (tally.asked === 0) {
    return `${operators(tally.held)} to ask: not sent yet, no operator has been asked.`;
  }
  const head = `${operators(tally.asked)} asked${tally.held > 0 ? `, ${formatNumber(tally.held)} not sent yet` : ''}`;
  const answers = (['declined', 'withdrawn', 'expired'] as const)
    .filter((status) => tally[status] > 0)
    .map((status) => `${formatNumber(tally[status])} ${status}`);
  const sent = rfqs.filter((rfq) => !marks.created.has(rfq.id));
  const spread = quoteSpread(sent, now);
  const money = (rfq: Rfq) => formatMoney(rfq.quote_amount_cents ?? 0, currency);
  const waiting = tally.asked - tally.declined - tally.withdrawn - tally.expired;
  const quotes =
    spread === null
      ? waiting > 0
        ? 'no quote yet'
        : 'no quote'
      : spread.count === 1
        ? `1 quote: ${money(spread.lowest)} from ${operatorName(spread.lowest)}`
        : `${formatNumber(spread.count)} quotes from ${money(spread.lowest)} (${operatorName(spread.lowest)}) to ${money(spread.highest)} (${operatorName(spread.highest)})`;
  return `${head}: ${[...answers, quotes].join(', ')}.`;
}
