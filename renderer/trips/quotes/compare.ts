// A trip's quotes side by side: each RFQ an operator quoted (expired ones kept and marked, so
// the broker sees what was offered), the live ones lowest first, each against the client's
// budget. "Lowest" means something only where two or more live quotes compete.
import type { Rfq, TripRequestSummary } from '../../../shared/api';
import { formatMoney } from '../../ui/format';
import { comparableOrder, displayStatus } from '../rfq-rows';
import { operatorName } from '../../../shared/rules/rfq-states';

export type Budget = Pick<TripRequestSummary, 'budget_cents' | 'budget_min_cents' | 'currency'>;

/** Where an amount stands against the budget; `by` is how far outside it, in cents. */
export type BudgetStanding =
  | { kind: 'none' }
  | { kind: 'within' }
  | { kind: 'at' }
  | { kind: 'under'; by: number }
  | { kind: 'below'; by: number }
  | { kind: 'over'; by: number };

export interface ComparedQuote {
  rfq: Rfq;
  operator: string;
  amountCents: number;
  /** Past its expiry: shown, marked, never "Lowest", never put in a proposal. */
  expired: boolean;
  lowest: boolean;
  budget: BudgetStanding;
}

/**
 * Against a single figure (a ceiling), an amount is under, at or over it. Against a range, or
 * a floor alone (budget-text.ts words them "from …"), anything inside is within, below the
 * low end below it, above the top over it.
 */
export function budgetStanding(amountCents: number, budget: Budget): BudgetStanding {
  const { budget_cents: top, budget_min_cents: low } = budget;
  if (top === null && low === null) return { kind: 'none' };
  if (top !== null && amountCents > top) return { kind: 'over', by: amountCents - top };
  if (low !== null && low !== top) {
    return amountCents < low ? { kind: 'below', by: low - amountCents } : { kind: 'within' };
  }
  return amountCents === top ? { kind: 'at' } : { kind: 'under', by: top! - amountCents };
}

/** "$2,500.00 over budget", "Within budget": the standing in a broker's words. */
export function budgetWords(standing: BudgetStanding, currency: string): string {
  switch (standing.kind) {
    case 'none':
      return 'No budget given';
    case 'within':
      return 'Within budget';
    case 'at':
      return 'At budget';
    case 'under':
      return `${formatMoney(standing.by, currency)} under budget`;
    case 'below':
      return `${formatMoney(standing.by, currency)} below the budget range`;
    case 'over':
      return `${formatMoney(standing.by, currency)} over budget`;
  }
}

/** An RFQ with a quote on it that still stands or has run out; withdrawn ones are not offers. */
const hasQuote = (rfq: Rfq): rfq is Rfq & { quote_amount_cents: number } =>
  rfq.status === 'quoted' && rfq.quote_amount_cents !== null;

export function compareQuotes(rfqs: readonly Rfq[], budget: Budget, now: Date): ComparedQuote[] {
  const quotes = comparableOrder(rfqs, now)
    .filter(hasQuote)
    .map((rfq) => ({
      rfq,
      operator: operatorName(rfq),
      amountCents: rfq.quote_amount_cents,
      expired: displayStatus(rfq, now) === 'expired',
      lowest: false,
      budget: budgetStanding(rfq.quote_amount_cents, budget),
    }));
  const live = quotes.filter((quote) => !quote.expired);
  if (live.length < 2) return quotes;
  // Ties share the mark: two operators at the same lowest price are both lowest.
  const lowest = Math.min(...live.map((quote) => quote.amountCents));
  return quotes.map((quote) => ({
    ...quote,
    lowest: !quote.expired && quote.amountCents === lowest,
  }));
}

/** The quotes a proposal starts with: every live one (the broker takes away what not to send). */
export const prePicked = (quotes: readonly ComparedQuote[]): string[] =>
  quotes.filter((quote) => !quote.expired).map((quote) => quote.rfq.id);
