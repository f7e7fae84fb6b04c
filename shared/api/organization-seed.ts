// Seed data for an organization, in the shapes of the API's own resources. Used by the
// reference remote's --config file, its demo organization, and the app's local demo data.
// Server-derived fields (counts, summaries, timestamps) may be omitted and are derived.
import { z } from 'zod';
import { address, aircraftType, airport, operator, personReference } from './resources';
import {
  aircraftCategory,
  calendarDate,
  dateTime,
  parseStatus,
  rfqStatus,
  timeOfDay,
  tripRequestSource,
  tripRequestStatus,
  uuid,
} from './primitives';

export const clientSeed = z.strictObject({
  id: uuid.optional(),
  name: z.string().min(1).max(120),
  company: z.string().max(120).nullable().default(null),
  email: z.string().nullable().default(null),
  phone: z.string().max(40).nullable().default(null),
  address: address.nullable().default(null),
  email_consent: z.boolean().default(false),
  sms_consent: z.boolean().default(false),
  consent_recorded_by: personReference.nullable().default(null),
  consent_updated_at: dateTime.nullable().default(null),
  notes: z.string().max(2000).nullable().default(null),
  preferences: z.string().max(2000).nullable().default(null),
  preferred_category: aircraftCategory.nullable().default(null),
  preferred_aircraft_type_id: uuid.nullable().default(null),
  tags: z.array(z.string().min(1).max(32)).default([]),
  timezone: z.string().max(64).default('UTC'),
  import_batch_id: uuid.nullable().default(null),
  created_at: dateTime.optional(),
  updated_at: dateTime.optional(),
});

/** A leg names its airports by `code` (an airport of the seed) or gives them whole. */
const airportRef = z.union([z.string().min(1), airport]);

export const legSeed = z.strictObject({
  id: uuid.optional(),
  /** As the API shows it: the leg's 1-based position in its list (checked by `legsSeed`). */
  seq: z.int().optional(),
  depart_date: calendarDate,
  depart_time: timeOfDay.nullable().default(null),
  depart_timezone: z.string().nullable().default(null),
  latest_depart_date: calendarDate.nullable().default(null),
  arrive_at: dateTime.nullable().default(null),
  timezone: z.string().default('UTC'),
  pax: z.int().nullable().default(null),
  distance_nm: z.int().optional(),
  from: airportRef,
  to: airportRef,
});

/** A leg's place is its position in the list; a `seq` that says otherwise is refused. */
const legsSeed = z
  .array(legSeed)
  .min(1)
  .superRefine((legs, ctx) => {
    legs.forEach((leg, index) => {
      if (leg.seq === undefined || leg.seq === index + 1) return;
      ctx.addIssue({
        code: 'custom',
        path: [index, 'seq'],
        message: `must be ${index + 1}, the leg's position in the list`,
      });
    });
  });

export const tripRequestSeed = z.strictObject({
  id: uuid.optional(),
  number: z.int().optional(),
  client_id: uuid.nullable().default(null),
  status: tripRequestStatus.default('open'),
  source: tripRequestSource.default('manual'),
  source_system: z.string().nullable().default(null),
  external_trip_id: z.string().nullable().default(null),
  parse_status: parseStatus.nullable().default(null),
  preferred_category: aircraftCategory.nullable().default(null),
  pax: z.int().nullable().default(null),
  currency: z.string().default('USD'),
  budget_cents: z.int().nullable().default(null),
  budget_min_cents: z.int().nullable().default(null),
  assigned_to: personReference.nullable().default(null),
  is_stale: z.boolean().default(false),
  marketplace_published: z.boolean().default(false),
  marketplace_version: z.int().default(0),
  import_batch_id: uuid.nullable().default(null),
  legs: legsSeed,
  created_at: dateTime.optional(),
  updated_at: dateTime.optional(),
});

export const operatorContactSeed = z.strictObject({
  operator_id: uuid,
  email: z.email(),
  name: z.string().nullable().default(null),
  updated_at: dateTime.optional(),
});

/**
 * An RFQ sent before the organization starts (the demo's quoted trips have the quotes they
 * say), as its operator left it: still sent, quoted or declined. It has no operator link: it
 * was sent before this server.
 */
export const rfqSeed = z
  .strictObject({
    id: uuid.optional(),
    trip_request_id: uuid,
    operator_id: uuid,
    contact_email: z.email(),
    contact_name: z.string().nullable().default(null),
    status: rfqStatus.exclude(['withdrawn']).default('sent'),
    sent_at: dateTime,
    expires_at: dateTime,
    viewed_at: dateTime.nullable().default(null),
    responded_at: dateTime.nullable().default(null),
    quote_amount_cents: z.int().positive().nullable().default(null),
    response_note: z.string().nullable().default(null),
  })
  .superRefine((rfq, ctx) => {
    const answered = rfq.status !== 'sent';
    if (answered !== (rfq.responded_at !== null)) {
      const message = answered ? `a ${rfq.status} RFQ has one` : 'a sent RFQ has none yet';
      ctx.addIssue({ code: 'custom', path: ['responded_at'], message });
    }
    if ((rfq.status === 'quoted') !== (rfq.quote_amount_cents !== null)) {
      const message =
        rfq.status === 'quoted' ? 'a quoted RFQ has one' : 'only a quoted RFQ has one';
      ctx.addIssue({ code: 'custom', path: ['quote_amount_cents'], message });
    }
  });

export const organizationSeed = z.strictObject({
  airports: z.array(airport).default([]),
  aircraft_types: z.array(aircraftType).default([]),
  operators: z.array(operator).default([]),
  operator_contacts: z.array(operatorContactSeed).default([]),
  clients: z.array(clientSeed).default([]),
  trip_requests: z.array(tripRequestSeed).default([]),
  rfqs: z.array(rfqSeed).default([]),
});

export type ClientSeed = z.infer<typeof clientSeed>;
export type LegSeed = z.infer<typeof legSeed>;
export type TripRequestSeed = z.infer<typeof tripRequestSeed>;
export type OperatorContactSeed = z.infer<typeof operatorContactSeed>;
export type RfqSeed = z.input<typeof rfqSeed>;
export type OrganizationSeed = z.infer<typeof organizationSeed>;
export type OrganizationSeedInput = z.input<typeof organizationSeed>;
