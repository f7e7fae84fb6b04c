// A proposal's document from a trip and its quotes, and the PDF drawn from it, read back:
// the client's prices with the margin, no net, no operator, each time with its zone, and the
// quote's own validity (the RFQ's expiry never standing in for it), each option's own
// aircraft and seats.
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARGIN_RULE, EMPTY_BRANDING } from '../../shared/rpc/local/proposal';
import {
  ASK_YOUR_BROKER,
  buildDocument,
  isOutOfDate,
  type OptionChoice,
} from '../../shared/proposal/document';
import { proposalPdf } from '../../shared/proposal/pdf';
import { rfqExample, tripRequestExample } from '../api/examples';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

const quoted = (id: string, quoteId: string, cents: number, operator: string): OptionChoice => ({
  rfq: { ...rfqExample, id, quote_id: quoteId, quote_amount_cents: cents },
  override: null,
  brokerValidUntil: null,
  operatorName: operator,
  aircraft: 'Heavy jet',
  seats: 8,
});

const trip = {
  ...tripRequestExample,
  latest_quote: {
    ...tripRequestExample.latest_quote!,
    id: 'q-latest',
    valid_until: '2026-12-02T18:00:00Z',
  },
};

function document(withOperators = false) {
  return buildDocument({
    trip,
    choices: [
      quoted('r1', 'q-latest', 4_200_000, 'NetJets'),
      { ...quoted('r2', 'q-2', 3_900_000, 'Flexjet'), brokerValidUntil: '2026-12-03T12:00:00Z' },
      { ...quoted('r3', 'q-3', 1_000_000, 'Wheels Up'), aircraft: ' Challenger 350 ', seats: 9 },
    ],
    rule: DEFAULT_MARGIN_RULE,
    branding: {
      ...EMPTY_BRANDING,
      company_name: 'Skyward Charter',
      broker_name: 'Bea Broker',
      terms: 'Subject to contract.',
    },
    clientEmail: 'zoe@example.com',
    withOperators,
    formatMoney: money,
    now: new Date('2026-11-29T10:00:00Z'),
    locale: 'en-US',
  });
}

async function textOf(bytes: Uint8Array) {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('a proposal document', () => {
  it('prices each option with the margin and takes the quote’s own validity', () => {
    const options = document().options;
    expect(options.map((option) => option.price)).toEqual([
      '$45,360.00',
      '$42,120.00',
      '$11,500.00',
    ]);
    expect(options.map((option) => option.valid_until)).toEqual([
      '2026-12-02T18:00:00Z',
      '2026-12-03T12:00:00Z',
      null,
    ]);
    expect(options[0]!.validity).toBe('Valid until Dec 2, 2026, 1:00 PM EST');
    expect(options[2]!.validity).toBe(ASK_YOUR_BROKER);
    expect(document().legs[0]!.departure).toBe('Tue, Dec 1, 2026, 07:30 EST');
  });

  it('gives each option the aircraft and seats the broker set on it', () => {
    const options = document().options;
    expect(options.map(({ aircraft, seats }) => [aircraft, seats])).toEqual([
      ['Heavy jet', 8],
      ['Heavy jet', 8],
      ['Challenger 350', 9],
    ]);
  });

  it('is out of date once its RFQ carries another quote or amount', () => {
    const [option] = document().options;
    const rfq = { ...rfqExample, id: 'r1', quote_id: 'q-latest', quote_amount_cents: 4_200_000 };
    expect(isOutOfDate(option!, [rfq])).toBe(false);
    expect(isOutOfDate(option!, [{ ...rfq, quote_amount_cents: 4_100_000 }])).toBe(true);
    expect(isOutOfDate(option!, [{ ...rfq, quote_id: 'q-new' }])).toBe(true);
  });
});

describe('its PDF', () => {
  it('reads back the client’s prices, zones and validity, and no net or operator', async () => {
    const text = await textOf(await proposalPdf(document()));
    for (const price of ['$45,360.00', '$42,120.00', '$11,500.00']) expect(text).toContain(price);
    for (const net of ['42,000', '39,000', '10,000']) expect(text).not.toContain(net);
    for (const operator of ['NetJets', 'Flexjet', 'Wheels Up'])
      expect(text).not.toContain(operator);
    expect(text).toContain('Departs Tue, Dec 1, 2026, 07:30 EST');
    expect(text).toContain('Valid until Dec 2, 2026, 1:00 PM EST');
    expect(text).toContain(ASK_YOUR_BROKER);
    expect(text).toContain('Skyward Charter');
    expect(text).toContain('Subject to contract.');
    expect(text).toContain('Aircraft: Challenger 350 · 9 seats');
    expect(text).toContain('Aircraft: Heavy jet · 8 seats');
  });

  it('names the operators only where the broker chose to show them', async () => {
    const text = await textOf(await proposalPdf(document(true)));
    expect(text).toContain('Flexjet');
  });
});
