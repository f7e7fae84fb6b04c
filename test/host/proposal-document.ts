// A proposal's frozen document as the proposal feature records it, for the host's tests.
import type { ProposalDocument } from '../../shared/rpc/local/proposal';

/** One option priced at `price` cents on a 42,000.00 net. */
export const proposalDocumentAt = (price: number): ProposalDocument => ({
  trip_number: 1042,
  client_name: 'Ada Client',
  client_email: 'ada@example.com',
  currency: 'USD',
  route: 'KTEB → KPBI',
  legs: [{ from: 'KTEB', to: 'KPBI', departure: 'Sat, Dec 12, 2026, 17:30 EST', distance_nm: 890 }],
  prepared_on: 'Nov 29, 2026',
  branding: {
    company_name: 'Skyward',
    logo: null,
    broker_name: 'Bea Broker',
    phone: '+1 212 555 0100',
    email: 'bea@skyward.example',
    terms: 'Subject to availability.',
  },
  options: [
    {
      rfq_id: 'r1',
      quote_id: 'q1',
      net_cents: 4_200_000,
      margin_cents: price - 4_200_000,
      price_cents: price,
      price: `$${price / 100}`,
      aircraft: 'Midsize jet',
      seats: 6,
      valid_until: '2026-12-02T18:00:00Z',
      validity: 'Valid until Dec 2, 2026, 1:00 PM EST',
      operator_name: null,
    },
  ],
});
