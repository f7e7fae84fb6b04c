// A trip of the list in a broker's words: where it came from, how far its RFQs have gone,
// and its lowest quote against the client's budget.
import type { RfqProgress, TripListItem } from '../../../shared/rpc/local/trip-list';
import { formatMoney, formatNumber } from '../../ui/format';

const SOURCES: Record<TripListItem['source'], string> = {
  manual: 'Entered by hand',
  api: 'From the API',
  parsed: 'Parsed from an email',
  campaign: 'From a campaign',
  portal: 'From the client portal',
  csv: 'Imported from CSV',
};

export function sourceWords(trip: Pick<TripListItem, 'source' | 'source_system'>): string {
  const words = SOURCES[trip.source];
  return trip.source === 'api' && trip.source_system ? `${words} (${trip.source_system})` : words;
}

const STEPS: [keyof RfqProgress, string][] = [
  ['viewed', 'viewed'],
  ['quoted', 'quoted'],
  ['declined', 'declined'],
  ['withdrawn', 'withdrawn'],
  ['expired', 'expired'],
];

/** `5 RFQs: 4 viewed, 2 quoted, 1 declined`: the steps no RFQ reached are left out. */
export function progressWords(progress: RfqProgress): string {
  if (progress.asked === 0) return 'No RFQs yet';
  const asked = progress.asked === 1 ? '1 RFQ' : `${formatNumber(progress.asked)} RFQs`;
  const steps = STEPS.filter(([step]) => progress[step] > 0).map(
    ([step, word]) => `${formatNumber(progress[step])} ${word}`,
  );
  return steps.length === 0 ? `${asked}, none opened yet` : `${asked}: ${steps.join(', ')}`;
}

export type QuoteStanding = 'none' | 'no-budget' | 'within' | 'over';

/** The lowest quote against the budget's top: within it, over it, or no budget to say. */
export function quoteStanding(trip: TripListItem): { standing: QuoteStanding; words: string } {
  const { lowest_quote_cents: lowest, budget_cents: budget, currency } = trip;
  if (lowest === null) {
    return {
      standing: 'none',
      words:
        budget === null ? 'No quote yet' : `No quote yet, budget ${formatMoney(budget, currency)}`,
    };
  }
  const amount = `Lowest ${formatMoney(lowest, currency)}`;
  if (budget === null) return { standing: 'no-budget', words: `${amount}, no budget given` };
  return lowest <= budget
    ? { standing: 'within', words: `${amount}, within ${formatMoney(budget, currency)}` }
    : { standing: 'over', words: `${amount}, over ${formatMoney(budget, currency)}` };
}
