// A trip request on the client detail in words: budget bounds, each leg's dates and
// passengers, the latest quote. Money and dates come from format.ts in the broker's locale.
import { describe, expect, it } from 'vitest';
import { budgetText, legWhen, quoteText } from '../../renderer/clients/detail/trip-text';
import { formatDate, formatDateTime, formatMoney } from '../../renderer/ui/format';
import { legExample, tripRequestExample } from '../api/examples';

const usd = (cents: number) => formatMoney(cents, 'USD');
const budget = (min: number | null, max: number | null) =>
  budgetText({ ...tripRequestExample, budget_min_cents: min, budget_cents: max });

describe('budgetText', () => {
  it('says a range, a ceiling, a floor, or nothing', () => {
    expect(budget(4_000_000, 5_000_000)).toBe(`${usd(4_000_000)} – ${usd(5_000_000)}`);
    expect(budget(null, 5_000_000)).toBe(`up to ${usd(5_000_000)}`);
    expect(budget(5_000_000, 5_000_000)).toBe(usd(5_000_000));
    expect(budget(4_000_000, null)).toBe(`from ${usd(4_000_000)}`);
    expect(budget(null, null)).toBeNull();
  });
});

describe('legWhen', () => {
  it('gives the date, the local time and the passengers, the trip’s when the leg has none', () => {
    expect(legWhen(legExample, 6)).toBe(
      `${formatDate('2026-12-01')} at 07:30 local time · 4 passengers`,
    );
    const flexible = {
      ...legExample,
      depart_time: null,
      latest_depart_date: '2026-12-03',
      pax: null,
    };
    expect(legWhen(flexible, 1)).toBe(
      `${formatDate('2026-12-01')} to ${formatDate('2026-12-03')} · 1 passenger`,
    );
    expect(legWhen(flexible, null)).toBe(
      `${formatDate('2026-12-01')} to ${formatDate('2026-12-03')}`,
    );
  });
});

describe('quoteText', () => {
  const quote = tripRequestExample.latest_quote!;
  it('gives amount, operator, status and validity', () => {
    expect(quoteText(quote)).toBe(`${usd(4_250_000)} from NetJets · sent`);
    const until = '2026-12-01T12:00:00.000Z';
    expect(quoteText({ ...quote, valid_until: until, operator_name: null })).toBe(
      `${usd(4_250_000)} · sent · valid until ${formatDateTime(until)}`,
    );
    expect(quoteText({ ...quote, valid_until: until, is_expired: true })).toBe(
      `${usd(4_250_000)} from NetJets · sent · expired`,
    );
  });
});
