// Quotes compared: quoted RFQs only (expired ones kept and marked), live ones lowest first,
// "Lowest" only where two or more live quotes compete, each against the client's budget.
import { describe, expect, it } from 'vitest';
import {
  budgetStanding,
  budgetWords,
  compareQuotes,
  prePicked,
  type Budget,
} from '../../renderer/trips/quotes/compare';
import { NOW, quotedOf as quoted, rfqOf } from './trips-fixtures';

const budget = (top: number | null, low: number | null = null): Budget => ({
  budget_cents: top,
  budget_min_cents: low,
  currency: 'USD',
});
const summary = (rfqs: Parameters<typeof compareQuotes>[0], on = budget(null)) =>
  compareQuotes(rfqs, on, NOW).map(({ operator, amountCents, expired, lowest }) => ({
    operator,
    amountCents,
    expired,
    lowest,
  }));

describe('quotes compared', () => {
  it('shows quoted RFQs alone, live lowest first, then expired ones marked', () => {
    // Operator 3's was sent 80 hours ago, valid 72: expired while its amount was the lowest.
    const live = [quoted(2, 5_000_000, 4), quoted(4, 4_200_000, 3)];
    const noOffer = [
      rfqOf(1, {}, 5),
      rfqOf(5, { status: 'declined', response_note: 'No crew' }),
      rfqOf(6, { status: 'withdrawn', quote_amount_cents: 1_000_000 }),
    ];
    const rows = [...noOffer, quoted(3, 3_000_000, 80), ...live];
    expect(summary(rows)).toEqual([
      { operator: 'Operator 4 LLC', amountCents: 4_200_000, expired: false, lowest: true },
      { operator: 'Operator 2 LLC', amountCents: 5_000_000, expired: false, lowest: false },
      { operator: 'Operator 3 LLC', amountCents: 3_000_000, expired: true, lowest: false },
    ]);
  });

  it('marks expired what the worker said expired, even before its time here', () => {
    const rows = [quoted(1, 100), { ...quoted(2, 200), is_expired: true }];
    expect(summary(rows).map((row) => row.expired)).toEqual([false, true]);
  });

  it('says Lowest only among two or more live quotes, ties sharing it', () => {
    expect(summary([quoted(1, 4_000_000)])[0]!.lowest).toBe(false);
    // One live and one expired: nothing to compare the live one with.
    expect(summary([quoted(1, 4_000_000), quoted(2, 100, 80)]).map((row) => row.lowest)).toEqual([
      false,
      false,
    ]);
    expect(
      summary([quoted(1, 4_000_000), quoted(2, 4_000_000), quoted(3, 4_500_000)]).map(
        (row) => row.lowest,
      ),
    ).toEqual([true, true, false]);
  });

  it('pre-picks the live quotes for a sheet', () => {
    const compared = compareQuotes(
      [quoted(1, 300), quoted(2, 200, 80), quoted(3, 100)],
      budget(null),
      NOW,
    );
    expect(prePicked(compared)).toEqual([rfqOf(3).id, rfqOf(1).id]);
  });
});

describe('a quote against the budget', () => {
  it('against one figure: under, at or over it, by how much', () => {
    expect(budgetStanding(4_000_000, budget(4_500_000))).toEqual({ kind: 'under', by: 500_000 });
    expect(budgetStanding(4_500_000, budget(4_500_000))).toEqual({ kind: 'at' });
    expect(budgetStanding(4_750_000, budget(4_500_000))).toEqual({ kind: 'over', by: 250_000 });
  });

  it('against a range: within it, below its low end, over its top', () => {
    const range = budget(5_000_000, 4_000_000);
    expect(budgetStanding(4_000_000, range)).toEqual({ kind: 'within' });
    expect(budgetStanding(5_000_000, range)).toEqual({ kind: 'within' });
    expect(budgetStanding(3_900_000, range)).toEqual({ kind: 'below', by: 100_000 });
    expect(budgetStanding(5_000_100, range)).toEqual({ kind: 'over', by: 100 });
  });

  it('against a floor alone: within from it, below it under; a range of one figure is one figure', () => {
    const floor = budget(null, 4_000_000);
    expect(budgetStanding(9_000_000, floor)).toEqual({ kind: 'within' });
    expect(budgetStanding(3_000_000, floor)).toEqual({ kind: 'below', by: 1_000_000 });
    const single = budget(4_000_000, 4_000_000);
    expect(budgetStanding(3_000_000, single)).toEqual({ kind: 'under', by: 1_000_000 });
    expect(budgetStanding(4_000_000, single)).toEqual({ kind: 'at' });
  });

  it('in words, in the trip’s currency', () => {
    expect(budgetWords({ kind: 'over', by: 250_000 }, 'USD')).toBe('$2,500.00 over budget');
    expect(budgetWords({ kind: 'under', by: 50_000 }, 'EUR')).toBe('€500.00 under budget');
    expect(budgetWords({ kind: 'below', by: 150_000 }, 'USD')).toBe(
      '$1,500.00 below the budget range',
    );
    expect(budgetWords({ kind: 'within' }, 'USD')).toBe('Within budget');
    expect(budgetWords({ kind: 'at' }, 'USD')).toBe('At budget');
    expect(budgetWords(budgetStanding(1, budget(null)), 'USD')).toBe('No budget given');
    const rows = compareQuotes([quoted(1, 4_750_000)], budget(4_500_000), NOW);
    expect(budgetWords(rows[0]!.budget, 'USD')).toBe('$2,500.00 over budget');
  });
});
