// Edge 7 of issue 29: the line above a trip's RFQs says what is true — a batch still held in
// the outbox has asked nobody; declines, withdrawals and lapses are counted, not "no quote
// yet". And Ask more operators (issue 28): the last note, the operators asked before marked,
// a template's placeholders filled with the trip's facts.
import { describe, expect, it } from 'vitest';
import type { TripRequestSummary } from '../../shared/api';
import { askedTags, lastNote } from '../../renderer/trips/rfq-rows';
import { rfqSummary } from '../../renderer/trips/rfq-summary';
import { noteValues } from '../../renderer/trips/request-quotes';
import { NO_MARKS, syncMarks } from '../../renderer/trips/sync-marks';
import { BUILT_IN_TEMPLATES, fillTemplate } from '../../shared/templates/fill';
import { NOW, entryOf, quotedOf, rfqOf, uuidOf } from './trips-fixtures';

const held = (...ids: string[]) =>
  syncMarks([entryOf({ operation_id: 'createRfqBatch', created_ids: ids })]);
const summary = (rfqs: Parameters<typeof rfqSummary>[0], marks = NO_MARKS) =>
  rfqSummary(rfqs, marks, NOW, 'USD');

describe('the RFQs’ summary line', () => {
  it('says a held batch has asked nobody yet', () => {
    const rfqs = [rfqOf(1), rfqOf(2), rfqOf(3)];
    expect(summary(rfqs, held(uuidOf(1), uuidOf(2), uuidOf(3)))).toBe(
      '3 operators to ask: not sent yet, no operator has been asked.',
    );
  });

  it('counts those asked apart from those still held', () => {
    const rfqs = [rfqOf(1), rfqOf(2), rfqOf(3)];
    expect(summary(rfqs, held(uuidOf(3)))).toBe('2 operators asked, 1 not sent yet: no quote yet.');
  });

  it('counts declines and withdrawals: no quote, not "no quote yet", once nobody may quote', () => {
    const rfqs = [
      rfqOf(1, { status: 'declined' }),
      rfqOf(2, { status: 'declined' }),
      rfqOf(3, { status: 'withdrawn' }),
    ];
    expect(summary(rfqs)).toBe('3 operators asked: 2 declined, 1 withdrawn, no quote.');
  });

  it('counts a lapsed request, and the quotes’ range', () => {
    const rfqs = [
      rfqOf(1, {}, 80),
      quotedOf(2, 4_200_000),
      quotedOf(3, 3_900_000),
      rfqOf(4, { status: 'declined' }),
    ];
    expect(summary(rfqs)).toBe(
      '4 operators asked: 1 declined, 1 expired, 2 quotes from $39,000.00 (Operator 3 LLC) to $42,000.00 (Operator 2 LLC).',
    );
  });

  it('says one quote with its operator, and one operator in the singular', () => {
    expect(summary([quotedOf(2, 4_200_000)])).toBe(
      '1 operator asked: 1 quote: $42,000.00 from Operator 2 LLC.',
    );
  });
});

describe('asking more operators', () => {
  it('starts from the note of the request sent last', () => {
    expect(lastNote([])).toBe('');
    expect(
      lastNote([rfqOf(1, { note: 'First' }, 5), rfqOf(2, { note: 'Latest' }, 1), rfqOf(3, {}, 3)]),
    ).toBe('Latest');
  });

  it('marks each operator asked before: an open request, else how it ended', () => {
    const tags = askedTags(
      [
        rfqOf(1, { status: 'declined' }),
        rfqOf(2, { status: 'withdrawn' }, 5),
        { ...rfqOf(3, {}, 1), operator: rfqOf(2).operator },
        rfqOf(4, {}, 80),
      ],
      NOW,
    );
    expect(Object.fromEntries(tags)).toEqual({
      [uuidOf(101)]: 'Asked before: Declined',
      [uuidOf(102)]: 'Open request on this trip',
      [uuidOf(104)]: 'Asked before: Expired',
    });
  });

  it('fills a template with the trip’s client, number and route', () => {
    const leg = (from: string, to: string) => ({ from: { code: from }, to: { code: to } });
    const trip = {
      number: 1042,
      client: { name: 'Hallberg Family' },
      legs: [leg('KTEB', 'KPBI'), leg('KPBI', 'KTEB')],
    } as unknown as TripRequestSummary;
    expect(noteValues(trip)).toEqual({
      trip_number: '1042',
      route: 'KTEB → KPBI → KTEB',
      client_name: 'Hallberg Family',
    });
    expect(fillTemplate(BUILT_IN_TEMPLATES.rfq_note.body, noteValues(trip))).toBe(
      'Please quote KTEB → KPBI → KTEB for our client. Aircraft availability and any positioning, please.',
    );
  });

  it('signs a template with the branding’s name and company, once the broker has set them', () => {
    const trip = { number: 1042, client: null, legs: [] } as unknown as TripRequestSummary;
    const note = 'Trip {trip_number}. Regards, {broker_name}, {company_name}';
    const branded = { broker_name: 'Bea Broker', company_name: 'Blue Horizon Aviation' };
    expect(fillTemplate(note, noteValues(trip, branded))).toBe(
      'Trip 1042. Regards, Bea Broker, Blue Horizon Aviation',
    );
    // No branding yet: the placeholders stay for the broker to see.
    expect(fillTemplate(note, noteValues(trip, { broker_name: '', company_name: '' }))).toBe(
      'Trip 1042. Regards, {broker_name}, {company_name}',
    );
  });
});
