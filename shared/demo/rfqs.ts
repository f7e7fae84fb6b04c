// Demo RFQs: a trip the demo says is quoted has the quotes behind it, one to three operators
// asked a day or two ago, the first of them quoted, the others quoted, declined or still
// thinking. Open trips have none: asking operators is the broker's first move in the demo.
import type { OperatorContactSeed, RfqSeed, TripRequestSeed } from '../api';
import type { Random } from './random';

const HOUR_MS = 60 * 60 * 1000;
/** As long as an RFQ the service sends holds (docs/decisions.md, RFQ lifecycle). */
const VALIDITY_MS = 72 * HOUR_MS;
/** A rough hourly rate, in the trip's currency, and a cruise speed to price a quote from. */
const HOURLY_RATE = 6_500;
const KNOTS = 450;

export interface RfqOptions {
  trips: readonly TripRequestSeed[];
  contacts: readonly OperatorContactSeed[];
  now: Date;
}

/** A price near the trip's budget, else near its flying time at a typical rate, in cents. */
function quoteCents(random: Random, trip: TripRequestSeed): number {
  const hours = trip.legs.reduce((sum, leg) => sum + (leg.distance_nm ?? 0) / KNOTS + 0.4, 0);
  const base = trip.budget_cents ?? hours * HOURLY_RATE * 100;
  // Whole hundreds, 80 % to 125 % of the base.
  return Math.max(5_000_00, Math.round((base * random.int(80, 125)) / 100 / 100_00) * 100_00);
}

/** `count` contacts of different operators. */
function contactsFor(random: Random, contacts: readonly OperatorContactSeed[], count: number) {
  const chosen = new Map<string, OperatorContactSeed>();
  // Bounded: the demo has many more operators than a trip asks.
  for (let attempt = 0; attempt < 50 && chosen.size < count; attempt += 1) {
    const contact = random.pick(contacts);
    if (!chosen.has(contact.operator_id)) chosen.set(contact.operator_id, contact);
  }
  return [...chosen.values()];
}

export function generateDemoRfqs(random: Random, options: RfqOptions): RfqSeed[] {
  const nowMs = options.now.getTime();
  return options.trips
    .filter((trip) => trip.status === 'quoted' && trip.id !== undefined)
    .flatMap((trip) =>
      contactsFor(random, options.contacts, random.int(1, 3)).map((contact, index): RfqSeed => {
        const sentAt = nowMs - random.int(8, 40) * HOUR_MS;
        const answeredAt = new Date(sentAt + random.int(1, 6) * HOUR_MS).toISOString();
        const roll = random.next();
        const status = index === 0 || roll < 0.5 ? 'quoted' : roll < 0.75 ? 'declined' : 'sent';
        return {
          trip_request_id: trip.id!,
          operator_id: contact.operator_id,
          contact_email: contact.email,
          contact_name: contact.name ?? null,
          status,
          sent_at: new Date(sentAt).toISOString(),
          expires_at: new Date(sentAt + VALIDITY_MS).toISOString(),
          responded_at: status === 'sent' ? null : answeredAt,
          quote_amount_cents: status === 'quoted' ? quoteCents(random, trip) : null,
        };
      }),
    );
}
