// The RFQ table: statuses in a broker's words, quotes lowest first, open RFQs per operator.
import { describe, expect, it } from 'vitest';
import {
  comparableOrder,
  displayStatus,
  openRfqsOf,
  quoteSpread,
} from '../../renderer/trips/rfq-rows';
import { NOW, rfqOf } from './trips-fixtures';

const quoted = (n: number, cents: number, hoursAgo = 1) =>
  rfqOf(
    n,
    { status: 'quoted', quote_amount_cents: cents, responded_at: NOW.toISOString() },
    hoursAgo,
  );

describe('an RFQ row', () => {
  it('says viewed while sent and opened, expired once past its time, else the status', () => {
    expect(displayStatus(rfqOf(1), NOW)).toBe('sent');
    expect(displayStatus(rfqOf(1, { viewed_at: NOW.toISOString() }), NOW)).toBe('viewed');
    expect(displayStatus(quoted(1, 100), NOW)).toBe('quoted');
    expect(displayStatus(rfqOf(1, { is_expired: true }), NOW)).toBe('expired');
    // Expired while the screen stayed open, before the worker said so.
    expect(displayStatus(quoted(1, 100, 80), NOW)).toBe('expired');
    expect(displayStatus(rfqOf(1, { status: 'withdrawn', is_expired: true }), NOW)).toBe(
      'withdrawn',
    );
    expect(displayStatus(rfqOf(1, { status: 'declined' }), NOW)).toBe('declined');
  });

  it('orders live quotes lowest first, then the rest as sent', () => {
    const rows = [
      rfqOf(1, {}, 5),
      quoted(2, 5_000_000, 4),
      quoted(3, 4_200_000, 3),
      quoted(4, 9_000_000, 80),
      rfqOf(5, { status: 'declined', quote_amount_cents: 100 }, 2),
    ];
    // Operator 4's quote expired: it goes with the rest, by the time it was sent.
    expect(comparableOrder(rows, NOW).map((rfq) => rfq.operator.designator)).toEqual([
      'OP3',
      'OP2',
      'OP4',
      'OP1',
      'OP5',
    ]);
    const spread = quoteSpread(rows, NOW)!;
    expect(spread.count).toBe(2);
    expect(spread.lowest.quote_amount_cents).toBe(4_200_000);
    expect(spread.highest.quote_amount_cents).toBe(5_000_000);
    expect(quoteSpread([rfqOf(1)], NOW)).toBeNull();
  });

  it('finds operators that already have an open RFQ: sent or quoted, not expired', () => {
    const rows = [
      rfqOf(1),
      quoted(2, 100),
      rfqOf(3, { status: 'withdrawn' }),
      rfqOf(4, { status: 'declined' }),
      rfqOf(5, {}, 80),
    ];
    const ids = rows.map((rfq) => rfq.operator.id);
    expect(openRfqsOf(rows, ids, NOW).map((rfq) => rfq.id)).toEqual([rows[0]!.id, rows[1]!.id]);
    expect(openRfqsOf(rows, [ids[2]!, ids[4]!], NOW)).toEqual([]);
  });
});
