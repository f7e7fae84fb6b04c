// A proposal being made keeps the quote each option was first seen with: an operator's new
// quote (another quote id, or amount) is said on that option, with what it was, never taken
// in silently; a quote that no longer stands is said gone; one arriving later is seen from
// then on.
import { describe, expect, it } from 'vitest';
import { compareQuotes } from '../../renderer/trips/quotes/compare';
import {
  goneNotice,
  goneQuotes,
  requoteNotice,
  requotesOf,
  seenWith,
} from '../../renderer/trips/proposal/requotes';
import { NOW, quotedOf } from './trips-fixtures';

const noBudget = { budget_cents: null, budget_min_cents: null, currency: 'EUR' };
const compared = (...rfqs: ReturnType<typeof quotedOf>[]) => compareQuotes(rfqs, noBudget, NOW);
const euros = (cents: number) => `€${(cents / 100).toLocaleString('en-US')}`;

describe('a proposal being made', () => {
  const first = compared(quotedOf(1, 5_800_000), quotedOf(2, 6_000_000));
  const seen = seenWith(new Map(), first);

  it('says nothing while every quote is the one first seen', () => {
    expect(requotesOf(seen, first).size).toBe(0);
    expect(seenWith(seen, first)).toBe(seen);
  });

  it('says which operator quoted again, the new amount and the old', () => {
    const [one, two] = first;
    const requoted = { ...two!.rfq, quote_id: 'q-new', quote_amount_cents: 6_100_000 };
    const now = compared(one!.rfq, requoted);
    const requotes = requotesOf(seen, now);
    expect([...requotes.keys()]).toEqual([two!.rfq.id]);
    expect(requoteNotice(requotes.get(two!.rfq.id)!, euros)).toBe(
      `${two!.operator} quoted again: €61,000, was €60,000 — the price below uses the new quote.`,
    );
    // The same quote with another amount is a new quote too.
    const amended = compared(one!.rfq, { ...two!.rfq, quote_amount_cents: 5_900_000 });
    expect(requotesOf(seen, amended).get(two!.rfq.id)).toMatchObject({
      wasCents: 6_000_000,
      nowCents: 5_900_000,
    });
  });

  it('sees a quote arriving later as it first comes, and keeps the first seen', () => {
    const later = compared(...first.map((quote) => quote.rfq), quotedOf(3, 7_000_000));
    const more = seenWith(seen, later);
    expect(more.size).toBe(3);
    expect(requotesOf(more, later).size).toBe(0);
    const again = compared(...first.map((quote) => quote.rfq), quotedOf(3, 6_500_000));
    expect(requotesOf(seenWith(more, again), again).get(later[2]!.rfq.id)?.wasCents).toBe(
      7_000_000,
    );
  });

  it('says which quotes no longer stand', () => {
    const [one, two] = first;
    expect(goneQuotes(seen, first)).toEqual([]);
    const gone = goneQuotes(seen, compared(two!.rfq));
    expect(gone).toEqual([one!.operator]);
    expect(goneNotice(gone)).toBe(
      `The quote of ${one!.operator} no longer stands (expired, declined or withdrawn): out of the proposal.`,
    );
    expect(goneNotice(['A', 'B'])).toMatch(/^The quotes of A, B no longer stand /);
  });
});
