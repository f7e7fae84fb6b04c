// How long a quote holds: the trip's latest quote's validity, for that quote alone; an RFQ's
// expiry (when the request lapses) never stands in for it.
import { describe, expect, it } from 'vitest';
import { ownQuoteValidity } from '../../shared/rules/quote-validity';

const latest = { id: 'quote-1', valid_until: '2026-12-02T18:00:00.000Z' };

describe('a quote’s validity', () => {
  it('is the latest quote’s, when it is this RFQ’s quote', () => {
    expect(ownQuoteValidity(latest, { quote_id: 'quote-1' })).toBe('2026-12-02T18:00:00.000Z');
  });

  it('is unknown for another quote, an RFQ not quoted, or a trip without a latest quote', () => {
    expect(ownQuoteValidity(latest, { quote_id: 'quote-2' })).toBeNull();
    expect(ownQuoteValidity(latest, { quote_id: null })).toBeNull();
    expect(ownQuoteValidity(null, { quote_id: 'quote-1' })).toBeNull();
    expect(
      ownQuoteValidity({ id: 'quote-1', valid_until: null }, { quote_id: 'quote-1' }),
    ).toBeNull();
  });
});
