// What needs the broker now, from the replica and the broker's own records, offline. Pure:
// the worker gives it the rows and the time. Each rule makes items keyed `<rule>:<record id>`
// with the facts that made them, so a Done or Snooze holds until those facts change.
import type { NeedsYouItem, NeedsYouRule, NeedsYouThresholds } from '../rpc/local/needs-you';
import { NEEDS_YOU_RULES } from '../rpc/local/needs-you';
import { operatorName } from '../rules/rfq-states';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The fields of an RFQ the rules read. */
export interface RfqFacts {
  id: string;
  trip_request_id: string;
  status: 'sent' | 'quoted' | 'declined' | 'withdrawn';
  sent_at: string;
  expires_at: string;
  viewed_at: string | null;
  responded_at: string | null;
  quote_id: string | null;
  quote_amount_cents: number | null;
  last_message_at: string | null;
  last_message_author: 'broker' | 'operator' | null;
  operator: { legal_name: string; dba_name: string | null };
}

/** The fields of a trip request the rules read. */
export interface TripFacts {
  id: string;
  number: number;
  status: string;
  currency: string;
  legs: readonly {
    seq: number;
    depart_date: string;
    from: { code: string };
    to: { code: string };
  }[];
  quote_count: number;
  latest_quote: { id: string; amount_cents: number; valid_until: string | null } | null;
  booking: { id: string } | null;
  client_name: string | null;
}

export interface NeedsYouInput {
  trips: readonly TripFacts[];
  rfqs: readonly RfqFacts[];
  /** The quote ids a proposal sent to the client has shown. */
  shownQuoteIds: ReadonlySet<string>;
  thresholds: NeedsYouThresholds;
  now: Date;
}

type Draft = Omit<NeedsYouItem, 'notified'>;

/** A trip the broker still works on: not booked, done, declined or cancelled. */
const isOpen = (trip: TripFacts) =>
  (trip.status === 'open' || trip.status === 'quoted') && trip.booking === null;

function tripPart(trip: TripFacts | undefined, tripId: string) {
  const legs = [...(trip?.legs ?? [])].sort((a, b) => a.seq - b.seq);
  const codes = legs.flatMap((leg, at) =>
    at === 0 ? [leg.from.code, leg.to.code] : [leg.to.code],
  );
  return {
    trip_request_id: tripId,
    trip_number: trip?.number ?? null,
    client_name: trip?.client_name ?? null,
    route: codes.join(' → '),
    departs: legs[0]?.depart_date ?? null,
    currency: trip?.currency ?? 'USD',
  };
}

function rfqItem(
  rule: NeedsYouRule,
  rfq: RfqFacts,
  trip: TripFacts | undefined,
  at: string,
  facts: string,
): Draft {
  return {
    key: `${rule}:${rfq.id}`,
    rule,
    facts,
    at,
    ...tripPart(trip, rfq.trip_request_id),
    rfq_id: rfq.id,
    operator_name: operatorName(rfq),
    amount_cents: rule === 'unshown' ? rfq.quote_amount_cents : null,
  };
}

function rfqItems(input: NeedsYouInput, trips: Map<string, TripFacts>): Draft[] {
  const { now, thresholds } = input;
  const time = now.getTime();
  return input.rfqs.flatMap((rfq) => {
    const trip = trips.get(rfq.trip_request_id);
    const items: Draft[] = [];
    const expires = Date.parse(rfq.expires_at);
    const live = rfq.status === 'sent' && expires > time;
    if (live && expires - time <= thresholds.lapsing_hours * HOUR_MS) {
      items.push(rfqItem('lapsing', rfq, trip, rfq.expires_at, `sent|${rfq.expires_at}`));
    }
    const unopenedFor = time - Date.parse(rfq.sent_at);
    if (live && rfq.viewed_at === null && unopenedFor >= thresholds.unopened_hours * HOUR_MS) {
      items.push(rfqItem('unopened', rfq, trip, rfq.sent_at, `unviewed|${rfq.sent_at}`));
    }
    const quote = rfq.status === 'quoted' ? rfq.quote_id : null;
    if (quote !== null && !input.shownQuoteIds.has(quote) && (!trip || isOpen(trip))) {
      const facts = `${quote}|${rfq.quote_amount_cents}`;
      items.push(rfqItem('unshown', rfq, trip, rfq.responded_at ?? rfq.sent_at, facts));
    }
    const lastMessage = rfq.last_message_at === null ? NaN : Date.parse(rfq.last_message_at);
    if (
      rfq.status !== 'withdrawn' &&
      rfq.last_message_author === 'operator' &&
      time - lastMessage >= thresholds.unanswered_hours * HOUR_MS
    ) {
      items.push(rfqItem('unanswered', rfq, trip, rfq.last_message_at!, rfq.last_message_at!));
    }
    return items;
  });
}

/** The day `date` (YYYY-MM-DD) starts, as UTC midnight: only days between dates are compared. */
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

function tripItems(input: NeedsYouInput): Draft[] {
  const { now, thresholds } = input;
  const time = now.getTime();
  const today = dayOf(localDate(now));
  return input.trips.filter(isOpen).flatMap((trip) => {
    const part = tripPart(trip, trip.id);
    const items: Draft[] = [];
    const quote = trip.latest_quote;
    const validUntil = quote?.valid_until ? Date.parse(quote.valid_until) : NaN;
    if (quote && validUntil > time && validUntil - time <= thresholds.validity_hours * HOUR_MS) {
      items.push({
        key: `validity:${quote.id}`,
        rule: 'validity',
        facts: `${quote.valid_until}|${trip.status}`,
        at: quote.valid_until!,
        ...part,
        rfq_id: null,
        operator_name: null,
        amount_cents: quote.amount_cents,
      });
    }
    const days = part.departs === null ? NaN : (dayOf(part.departs) - today) / DAY_MS;
    if (days >= 0 && days <= thresholds.departing_days) {
      items.push({
        key: `departing:${trip.id}`,
        rule: 'departing',
        facts: `${part.departs}|${trip.quote_count > 0 ? 'quoted' : 'no quote'}|not booked`,
        at: `${part.departs}T00:00:00Z`,
        ...part,
        rfq_id: null,
        operator_name: null,
        amount_cents: null,
      });
    }
    return items;
  });
}

/** `date`'s calendar day in this computer's zone, as YYYY-MM-DD. */
function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Every item due now, grouped by rule in the screen's order, most urgent (earliest) first. */
export function needsYouItems(input: NeedsYouInput): Draft[] {
  const trips = new Map(input.trips.map((trip) => [trip.id, trip]));
  const order = (rule: NeedsYouRule) => NEEDS_YOU_RULES.indexOf(rule);
  return [...rfqItems(input, trips), ...tripItems(input)].sort(
    (a, b) =>
      order(a.rule) - order(b.rule) || a.at.localeCompare(b.at) || a.key.localeCompare(b.key),
  );
}

/** What a mark holds: the facts it was made on, and until when a snooze lasts. */
export interface MarkFacts {
  facts: string;
  mark: 'done' | 'snoozed' | null;
  snoozed_until: string | null;
}

/** Whether `mark` still puts its item aside: its facts unchanged and, for a snooze, not ended. */
export function isPutAside(item: { facts: string }, mark: MarkFacts | undefined, now: Date) {
  if (!mark || mark.mark === null || mark.facts !== item.facts) return false;
  if (mark.mark === 'done') return true;
  return mark.snoozed_until !== null && Date.parse(mark.snoozed_until) > now.getTime();
}
