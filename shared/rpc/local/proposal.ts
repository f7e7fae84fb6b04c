// The proposal's records on /local/ (shared/host/proposal/, docs/local-api.md "Proposals"):
// the margin rule and the branding (broker_prefs), and each proposal as it went out, its
// document frozen (every figure the client saw). Local records, never synced.
import { z } from 'zod';
import { dateTime, email, multiLine, singleLine } from '../../api';

/** The steps a client price may be rounded up to, in minor units: none, 1, 10, 100, 1,000. */
export const ROUNDING_STEPS = [0, 100, 1000, 10000, 100000] as const;

/** The broker's margin rule: net + max(net × percent, minimum), rounded up to a step. */
export const marginRule = z.strictObject({
  percent: z.number().min(0).max(100).multipleOf(0.01),
  minimum_cents: z.int().min(0).max(100_000_000_00),
  rounding_cents: z.union(ROUNDING_STEPS.map((step) => z.literal(step))),
});
export type MarginRule = z.infer<typeof marginRule>;

/** 8 %, at least 1,500 of the trip's currency, rounded up to a whole unit. */
export const DEFAULT_MARGIN_RULE: MarginRule = {
  percent: 8,
  minimum_cents: 150000,
  rounding_cents: 100,
};

/** A margin the broker set on one option instead of the rule's. */
export const marginOverride = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('amount'), cents: z.int().min(0).max(100_000_000_00) }),
  z.strictObject({ kind: z.literal('percent'), percent: z.number().min(0).max(100) }),
]);
export type MarginOverride = z.infer<typeof marginOverride>;

/** A logo scaled for print in the page, as a PNG or JPEG data URL of at most ~300 kB. */
export const LOGO_MAX_CHARS = 400_000;
export const logoDataUrl = z
  .string()
  .max(LOGO_MAX_CHARS, 'The logo is too large once scaled; choose a smaller image')
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/, 'The logo must be a PNG or JPEG');

export const branding = z.strictObject({
  company_name: singleLine(1, 120),
  logo: logoDataUrl.nullable(),
  broker_name: singleLine(1, 120),
  phone: singleLine(0, 40).regex(/^[+\d\s().-]*$/, 'A phone number: digits, spaces, + ( ) . -'),
  email: email.nullable(),
  terms: multiLine(0, 2000),
});
export type Branding = z.infer<typeof branding>;

/** What a proposal carries while the broker has set no branding. */
export const EMPTY_BRANDING: Branding = {
  company_name: '',
  logo: null,
  broker_name: '',
  phone: '',
  email: null,
  terms: '',
};

/** GET /local/proposal-settings: the rule and the branding, each its default while unsaved. */
export const proposalSettings = z.strictObject({
  margin_rule: marginRule,
  branding: z.object({ ...branding.shape, company_name: z.string(), broker_name: z.string() }),
  branding_saved: z.boolean(),
});
export type ProposalSettings = z.infer<typeof proposalSettings>;

/** One leg as the client reads it, its departure in its airport's zone. */
const documentLeg = z.strictObject({
  from: z.string(),
  to: z.string(),
  departure: z.string(),
  distance_nm: z.int().nonnegative(),
});

/** One option as it was offered: the quote it stands on, and what the client saw. */
export const documentOption = z.strictObject({
  rfq_id: z.string(),
  quote_id: z.string().nullable(),
  /** The operator's net: the broker's, to see a later change; never printed. */
  net_cents: z.int().nonnegative(),
  margin_cents: z.int().nonnegative(),
  price_cents: z.int().nonnegative(),
  /** The price as printed, in the trip's currency: "$45,360.00". */
  price: z.string(),
  aircraft: z.string(),
  seats: z.int().nonnegative().nullable(),
  /** The quote's validity (its own or the broker's); null: "ask your broker". */
  valid_until: z.string().nullable(),
  /** The validity as printed: "Valid until Wed, Dec 2, 2026, 19:00 CET" or "ask your broker". */
  validity: z.string(),
  /** Only where the broker chose to show operators. */
  operator_name: z.string().nullable(),
});
export type DocumentOption = z.infer<typeof documentOption>;

/** Everything a proposal shows, frozen: it reopens exactly as sent. */
export const proposalDocument = z.strictObject({
  trip_number: z.int(),
  client_name: z.string().nullable(),
  client_email: z.string().nullable(),
  currency: z.string(),
  route: z.string(),
  legs: z.array(documentLeg),
  prepared_on: z.string(),
  branding: proposalSettings.shape.branding,
  options: z.array(documentOption).min(1),
});
export type ProposalDocument = z.infer<typeof proposalDocument>;

/** One time Email to client sent a proposal, and to whom. */
export const proposalEmailing = z.strictObject({ id: z.string(), at: dateTime, to: z.string() });

export const proposalView = z.strictObject({
  id: z.string(),
  trip_request_id: z.string(),
  made_at: dateTime,
  sent_at: dateTime.nullable(),
  /** Each time it was emailed, oldest first: a PDF saved or printed is not among them. */
  emailed: z.array(proposalEmailing),
  document: proposalDocument,
});
export type ProposalView = z.infer<typeof proposalView>;

export const proposalList = z.strictObject({ items: z.array(proposalView) });

/** PUT /local/proposals/{id}: a proposal recorded as it went out (PDF or email). */
export const proposalSave = z.strictObject({
  trip_request_id: z.string().min(1).max(200),
  document: proposalDocument,
  /** Where Email to client sent it; absent for a PDF saved or downloaded. */
  emailed_to: email.optional(),
});

/** POST /local/proposals/{id}/emails: the proposal as sent, emailed again. */
export const proposalEmailed = z.strictObject({
  /** The page's id for this sending: the same id again records nothing more. */
  id: z.string().min(1).max(200),
  to: email,
});
