// A trip request on the client detail in words: budget bounds (as the trip screen says them), each leg's dates and
// passengers, the latest quote (the summary's, or a newer one on an RFQ known here). Money
// and dates come from format.ts in the broker's locale.
import { describe, expect, it } from 'vitest';
import { budgetText } from '../../renderer/ui/budget-text';
import {
  latestQuoteOf,
  legWhen,
  noQuoteText,
  quoteText,
} from '../../renderer/clients/detail/trip-text';
import { formatDate, formatDateTime, formatMoney } from '../../renderer/ui/format';
import { legExample, tripRequestExample } from '../api/examples';
import { rfqOf } from './trips-fixtures';

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
  it('gives the date, the time in the airport’s zone and the passengers, the trip’s when the leg has none', () => {
    expect(legWhen(legExample, 6)).toBe(`${formatDate('2026-12-01')} at 07:30 EST · 4 passengers`);
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

describe('latestQuoteOf', () => {
  const none = { ...tripRequestExample, latest_quote: null, quote_count: 0, currency: 'EUR' };
  const quoted = (n: number, cents: number, at: string) =>
    rfqOf(n, { status: 'quoted', quote_amount_cents: cents, responded_at: at });

  it('takes the newest quote an operator gave on an RFQ known here', () => {
    const { quote, count } = latestQuoteOf(none, [
      quoted(1, 1_875_000, '2026-11-22T10:00:00.000Z'),
      quoted(2, 1_700_000, '2026-11-22T11:00:00.000Z'),
      rfqOf(3, {
        status: 'declined',
        quote_amount_cents: 1_500_000,
        responded_at: '2026-11-22T11:30:00.000Z',
      }),
    ]);
    expect(count).toBe(2);
    expect(quote).toMatchObject({
      amount_cents: 1_700_000,
      currency: 'EUR',
      operator_name: 'Operator 2 LLC',
      status: 'quoted',
      sent_at: '2026-11-22T11:00:00.000Z',
    });
    // An RFQ's expiry is when the request lapses, not how long its quote holds: none said.
    expect(quoteText(quote!)).toBe('€17,000.00 from Operator 2 LLC · quoted');
  });

  it("keeps the summary's own where it is as new, and says what is known without any", () => {
    const summary = tripRequestExample.latest_quote!;
    const older = quoted(1, 1_875_000, new Date(Date.parse(summary.sent_at!) - 1000).toISOString());
    expect(latestQuoteOf(tripRequestExample, [older]).quote).toBe(summary);
    const newer = quoted(1, 1_875_000, new Date(Date.parse(summary.sent_at!) + 1000).toISOString());
    expect(latestQuoteOf(tripRequestExample, [newer]).quote?.amount_cents).toBe(1_875_000);
    expect(latestQuoteOf(none, [])).toEqual({ quote: null, count: 0 });
    expect(noQuoteText({ status: 'open' })).toBe('None yet');
    expect(noQuoteText({ status: 'quoted' })).toBe('None known here');
  });
});
