// The Needs-you rules at each boundary: an item is due from its threshold on, not a moment
// before; a mark holds while its facts stay and a snooze until it ends.
import { describe, expect, it } from 'vitest';
import {
  isPutAside,
  needsYouItems,
  type NeedsYouInput,
  type RfqFacts,
  type TripFacts,
} from '../../shared/needs-you/rules';
import { DEFAULT_THRESHOLDS } from '../../shared/rpc/local/needs-you';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-11-20T12:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

const trip = (fields: Partial<TripFacts> = {}): TripFacts => ({
  id: 'trip-1',
  number: 1042,
  status: 'open',
  currency: 'USD',
  legs: [
    { seq: 2, depart_date: '2026-12-24', from: { code: 'KPBI' }, to: { code: 'KTEB' } },
    { seq: 1, depart_date: '2026-12-20', from: { code: 'KTEB' }, to: { code: 'KPBI' } },
  ],
  quote_count: 0,
  latest_quote: null,
  booking: null,
  client_name: 'Ada Vance',
  ...fields,
});

const rfq = (fields: Partial<RfqFacts> = {}): RfqFacts => ({
  id: 'rfq-1',
  trip_request_id: 'trip-1',
  status: 'sent',
  sent_at: at(-1),
  expires_at: at(48),
  viewed_at: at(-0.5),
  responded_at: null,
  quote_id: null,
  quote_amount_cents: null,
  last_message_at: null,
  last_message_author: null,
  operator: { legal_name: 'Harbor Jets LLC', dba_name: 'Harbor Jets' },
  ...fields,
});

const input = (fields: Partial<NeedsYouInput>): NeedsYouInput => ({
  trips: [trip()],
  rfqs: [],
  shownQuoteIds: new Set(),
  thresholds: DEFAULT_THRESHOLDS,
  now: NOW,
  ...fields,
});

const keys = (fields: Partial<NeedsYouInput>) => needsYouItems(input(fields)).map((i) => i.key);

describe('an RFQ lapsing without a quote', () => {
  it('is due from 6 hours before its expiry, until it lapses', () => {
    expect(keys({ rfqs: [rfq({ expires_at: at(6) })] })).toEqual(['lapsing:rfq-1']);
    expect(keys({ rfqs: [rfq({ expires_at: at(6.01) })] })).toEqual([]);
    expect(keys({ rfqs: [rfq({ expires_at: at(0) })] })).toEqual([]);
  });

  it('is not due once quoted or declined', () => {
    const answered = { expires_at: at(2), responded_at: at(-0.2) };
    expect(keys({ rfqs: [rfq({ ...answered, status: 'declined' })] })).toEqual([]);
  });

  it('says what it is about', () => {
    const [item] = needsYouItems(input({ rfqs: [rfq({ expires_at: at(2) })] }));
    expect(item).toEqual({
      key: 'lapsing:rfq-1',
      rule: 'lapsing',
      facts: `sent|${at(2)}`,
      at: at(2),
      trip_request_id: 'trip-1',
      trip_number: 1042,
      client_name: 'Ada Vance',
      route: 'KTEB → KPBI → KTEB',
      departs: '2026-12-20',
      rfq_id: 'rfq-1',
      operator_name: 'Harbor Jets',
      amount_cents: null,
      currency: 'USD',
    });
  });
});

describe('an operator who has not opened the request', () => {
  it('is due 4 hours after it was sent, while unviewed and not lapsed', () => {
    const unviewed = { viewed_at: null };
    expect(keys({ rfqs: [rfq({ ...unviewed, sent_at: at(-4) })] })).toEqual(['unopened:rfq-1']);
    expect(keys({ rfqs: [rfq({ ...unviewed, sent_at: at(-3.99) })] })).toEqual([]);
    expect(keys({ rfqs: [rfq({ sent_at: at(-5) })] })).toEqual([]);
    const lapsed = { ...unviewed, sent_at: at(-50), expires_at: at(-1) };
    expect(keys({ rfqs: [rfq(lapsed)] })).toEqual([]);
  });

  it('follows its setting', () => {
    const thresholds = { ...DEFAULT_THRESHOLDS, unopened_hours: 1 };
    const rfqs = [rfq({ viewed_at: null, sent_at: at(-1) })];
    expect(keys({ rfqs, thresholds })).toEqual(['unopened:rfq-1']);
  });
});

describe('a quote no proposal has shown', () => {
  const quoted = rfq({
    status: 'quoted',
    responded_at: at(-1),
    quote_id: 'quote-1',
    quote_amount_cents: 4_650_000,
  });

  it('is due until a sent proposal shows it, and while the trip is not booked', () => {
    expect(keys({ rfqs: [quoted] })).toEqual(['unshown:rfq-1']);
    expect(keys({ rfqs: [quoted], shownQuoteIds: new Set(['quote-1']) })).toEqual([]);
    expect(keys({ rfqs: [quoted], trips: [trip({ status: 'booked' })] })).toEqual([]);
  });

  it('comes with a new quote: its facts are the quote and its amount', () => {
    const [item] = needsYouItems(input({ rfqs: [quoted] }));
    expect(item?.facts).toBe('quote-1|4650000');
    expect(item?.amount_cents).toBe(4_650_000);
  });
});

describe("a quote's validity ending", () => {
  const quote = (hours: number) => ({ id: 'quote-1', amount_cents: 100, valid_until: at(hours) });

  it('is due from 12 hours before it ends, while the trip is not booked', () => {
    expect(keys({ trips: [trip({ latest_quote: quote(12) })] })).toEqual(['validity:quote-1']);
    expect(keys({ trips: [trip({ latest_quote: quote(12.01) })] })).toEqual([]);
    expect(keys({ trips: [trip({ latest_quote: quote(-0.01) })] })).toEqual([]);
    const booked = trip({ latest_quote: quote(2), booking: { id: 'b' } });
    expect(keys({ trips: [booked] })).toEqual([]);
  });
});

describe('a trip departing soon with nothing booked', () => {
  const leg = (date: string) => [
    { seq: 1, depart_date: date, from: { code: 'KTEB' }, to: { code: 'KPBI' } },
  ];
  const local = (days: number) => {
    const date = new Date(NOW.getTime() + days * 24 * HOUR);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };

  it('is due from 3 days before its first departure, today included', () => {
    expect(keys({ trips: [trip({ legs: leg(local(3)) })] })).toEqual(['departing:trip-1']);
    expect(keys({ trips: [trip({ legs: leg(local(0)) })] })).toEqual(['departing:trip-1']);
    expect(keys({ trips: [trip({ legs: leg(local(4)) })] })).toEqual([]);
    expect(keys({ trips: [trip({ legs: leg(local(-1)) })] })).toEqual([]);
    const booked = trip({ legs: leg(local(1)), status: 'booked', booking: { id: 'b' } });
    expect(keys({ trips: [booked] })).toEqual([]);
  });
});

describe("an operator's message unanswered", () => {
  it('is due 4 hours after it came, until the broker answers', () => {
    const message = (hours: number, author: 'broker' | 'operator') =>
      rfq({ last_message_at: at(hours), last_message_author: author });
    expect(keys({ rfqs: [message(-4, 'operator')] })).toEqual(['unanswered:rfq-1']);
    expect(keys({ rfqs: [message(-3.99, 'operator')] })).toEqual([]);
    expect(keys({ rfqs: [message(-9, 'broker')] })).toEqual([]);
  });
});

describe('the order', () => {
  it('groups by rule, the soonest first within one', () => {
    const rfqs = [
      rfq({ id: 'late', expires_at: at(5) }),
      rfq({ id: 'soon', expires_at: at(1), viewed_at: null, sent_at: at(-5) }),
    ];
    expect(keys({ rfqs })).toEqual(['lapsing:soon', 'lapsing:late', 'unopened:soon']);
  });
});

describe('a mark', () => {
  const item = { facts: 'sent|x' };

  it('holds while its facts stay; a snooze until it ends', () => {
    const done = { facts: 'sent|x', mark: 'done' as const, snoozed_until: null };
    expect(isPutAside(item, done, NOW)).toBe(true);
    expect(isPutAside({ facts: 'sent|y' }, done, NOW)).toBe(false);
    const snoozed = { facts: 'sent|x', mark: 'snoozed' as const, snoozed_until: at(1) };
    expect(isPutAside(item, snoozed, NOW)).toBe(true);
    expect(isPutAside(item, { ...snoozed, snoozed_until: at(0) }, NOW)).toBe(false);
    expect(isPutAside(item, undefined, NOW)).toBe(false);
  });
});
