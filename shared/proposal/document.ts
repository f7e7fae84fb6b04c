// A proposal's document: every figure and word the client reads, made once from the trip, its
// quotes and the broker's choices, then frozen. The HTML view, the print view and the PDF are
// all drawn from it, and a proposal sent reopens from it exactly as it went out.
import type { Leg, Rfq, TripRequestSummary } from '../api';
import type {
  Branding,
  DocumentOption,
  MarginOverride,
  MarginRule,
  ProposalDocument,
} from '../rpc/local/proposal';
import { ownQuoteValidity } from '../rules/quote-validity';
import { instantInZone, legDeparture } from '../time/zoned';
import { priceOption } from './pricing';

/** What the broker chose for one quoted RFQ. */
export interface OptionChoice {
  rfq: Rfq & { quote_amount_cents: number };
  override: MarginOverride | null;
  /** The validity the broker sets where the quote carries none (ISO), or null. */
  brokerValidUntil: string | null;
  operatorName: string;
  /** "Challenger 350", or the category the trip asks for: the page words it. */
  aircraft: string;
  /** The seats the broker says the aircraft has, or null. */
  seats: number | null;
}

export interface DocumentInput {
  trip: TripRequestSummary;
  choices: readonly OptionChoice[];
  rule: MarginRule;
  branding: Branding;
  clientEmail: string | null;
  withOperators: boolean;
  formatMoney: (cents: number, currency: string) => string;
  now: Date;
  locale?: string;
}

export const ASK_YOUR_BROKER = 'Validity: ask your broker';

const place = (airport: Leg['from']) => `${airport.code} ${airport.city ?? airport.name}`;

/**
 * The quote's own validity: the trip's latest quote's `valid_until` where that quote is this
 * RFQ's; else what the broker set. Never the RFQ's `expires_at` (when the request lapses).
 */
export function quoteValidity(trip: TripRequestSummary, choice: OptionChoice): string | null {
  return ownQuoteValidity(trip.latest_quote, choice.rfq) ?? choice.brokerValidUntil;
}

/** A validity read in the client's zone (else the laptop's), with its abbreviation. */
function validityText(iso: string | null, trip: TripRequestSummary, locale?: string): string {
  if (iso === null) return ASK_YOUR_BROKER;
  const zone = trip.client?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `Valid until ${instantInZone(iso, zone, locale)}`;
}

export function routeOf(trip: Pick<TripRequestSummary, 'legs'>): string {
  const legs = trip.legs;
  if (legs.length === 0) return '';
  return [legs[0]!.from.code, ...legs.map((leg) => leg.to.code)].join(' – ');
}

export function buildDocument(input: DocumentInput): ProposalDocument {
  const { trip, rule } = input;
  const options = input.choices.map((choice): DocumentOption => {
    const priced = priceOption(choice.rfq.quote_amount_cents, rule, choice.override);
    const validUntil = quoteValidity(trip, choice);
    return {
      rfq_id: choice.rfq.id,
      quote_id: choice.rfq.quote_id,
      ...priced,
      price: input.formatMoney(priced.price_cents, trip.currency),
      aircraft: choice.aircraft.trim(),
      seats: choice.seats,
      valid_until: validUntil,
      validity: validityText(validUntil, trip, input.locale),
      operator_name: input.withOperators ? choice.operatorName : null,
    };
  });
  return {
    trip_number: trip.number,
    client_name: trip.client?.name ?? null,
    client_email: input.clientEmail,
    currency: trip.currency,
    route: routeOf(trip),
    legs: trip.legs.map((leg) => ({
      from: place(leg.from),
      to: place(leg.to),
      departure: legDeparture(leg, input.locale).text,
      distance_nm: leg.distance_nm,
    })),
    prepared_on: new Intl.DateTimeFormat(input.locale, { dateStyle: 'medium' }).format(input.now),
    branding: input.branding,
    options,
  };
}

/**
 * An option whose RFQ now carries another quote (or amount) than the one it was priced on, or
 * no longer stands quoted: said so, never repriced.
 */
export function isOutOfDate(option: DocumentOption, rfqs: readonly Rfq[]): boolean {
  const rfq = rfqs.find((candidate) => candidate.id === option.rfq_id);
  if (!rfq || rfq.status !== 'quoted') return true;
  return rfq.quote_id !== option.quote_id || rfq.quote_amount_cents !== option.net_cents;
}
