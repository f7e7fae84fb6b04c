// Request shapes of the spec: bodies, query parameters, path parameters and headers, each
// with every bound of the spec's Limits section. Bodies are strict: an unknown field is a
// 422 naming it, so a typo never silently drops a broker's edit.
import { z } from 'zod';
import { MAX_CURSOR_LENGTH } from './page';
import { aircraftCategory, boundedText, email, multiLine, singleLine, uuid } from './primitives';
import { SINGLE_LINE_RULES, characterRule } from './text-rules';

// ---- headers and path parameters

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/**
 * Fetch and Node join a repeated header into one value with ", ", so a host sees two keys as
 * one key "a, b". A key never contains a comma, which makes a repeated header a 422.
 */
export const idempotencyKey = boundedText(1, 200, [
  ...SINGLE_LINE_RULES,
  characterRule(
    'one_key',
    [0x2c],
    'Must not contain a comma: send one Idempotency-Key header, a repeated one is not allowed',
  ),
]);

export const uuidPathParams = z.strictObject({ id: uuid });
/** Messages accept the RFQ's id or the token of its link. */
export const rfqRefPathParams = z.strictObject({ id: singleLine(1, 200) });

// ---- pagination and lists

export const cursorParam = z
  .string()
  .max(MAX_CURSOR_LENGTH, { message: `Must be at most ${MAX_CURSOR_LENGTH} characters` });

/** Marks a query parameter that arrives as text but is an integer (see shared/api/openapi.ts). */
export const QUERY_INTEGER = 'x-query-integer';

/**
 * `limit` as it arrives in a query string: digits only, 1 to 100. `Number()` alone would
 * also take `1e1`, `0x10` and ` 7 `, which are not what a client meant to send.
 */
export function limitParam(defaultLimit: number) {
  const message = 'Must be a whole number from 1 to 100';
  return z
    .string()
    .regex(/^\d{1,3}$/, { message })
    .transform(Number)
    .pipe(z.int().min(1, { message }).max(100, { message }))
    .optional()
    .transform((value) => value ?? defaultLimit)
    .meta({ [QUERY_INTEGER]: { minimum: 1, maximum: 100, default: defaultLimit } });
}

export const rfqListQuery = z.object({
  cursor: cursorParam.optional(),
  limit: limitParam(100),
});

export const messageListQuery = rfqListQuery;

export const operatorContactListQuery = z.object({
  'operator_id[]': z.array(uuid).optional(),
  cursor: cursorParam.optional(),
  limit: limitParam(100),
});

export const clientSortValues = [
  'name',
  '-name',
  'email',
  '-email',
  'phone',
  '-phone',
  'tags',
  '-tags',
  'trip_request_count',
  '-trip_request_count',
  'last_request_at',
  '-last_request_at',
] as const;
export const clientSort = z.enum(clientSortValues);
export const consentFilter = z.enum(['email', 'sms']);
export const lastRequestFilter = z.enum(['last_30_days', 'last_90_days', 'over_90_days', 'never']);

export const clientSearchQuery = z.object({
  q: singleLine(0, 120).optional(),
  tag: z.string().optional(),
  consent: consentFilter.optional(),
  last_request: lastRequestFilter.optional(),
  sort: clientSort.default('name'),
  cursor: cursorParam.optional(),
  limit: limitParam(25),
});

// ---- RFQs and messages

export const rfqOperatorRequest = z.strictObject({
  operator_id: uuid,
  email,
  name: singleLine(1, 120).nullish(),
});

export const rfqBatchRequest = z.strictObject({
  operators: z
    .array(rfqOperatorRequest)
    .min(1, { message: 'Name at least one operator' })
    .max(20, { message: 'At most 20 operators per request' })
    .superRefine(
      (operators, ctx) => {
        // Two RFQs to one operator on one batch would email them twice.
        const seen = new Set<string>();
        operators.forEach((item: unknown, index) => {
          const id = (item as { operator_id?: unknown } | null)?.operator_id;
          if (typeof id !== 'string') return;
          if (seen.has(id)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'operator_id'],
              message: 'This operator is already in the request',
              params: { code: 'duplicate' },
            });
          }
          seen.add(id);
        });
      },
      // Run even when other items have faults, so one 422 lists every field at fault.
      { when: (payload) => Array.isArray(payload.value) },
    ),
  note: multiLine(0, 2000).nullish(),
});

export const messageRequest = z.strictObject({
  body: multiLine(1, 2000),
});

// ---- clients

export const addressRequest = z.strictObject({
  line1: singleLine(1, 120),
  line2: singleLine(1, 120).nullish(),
  city: singleLine(1, 80),
  region: singleLine(1, 80).nullish(),
  postal_code: singleLine(1, 20).nullish(),
  country: z.string().regex(/^[A-Z]{2}$/, { message: 'Must be two uppercase letters, e.g. GB' }),
});

/** Far more than a broker files one client under; a client's tags stay within 1,600 characters. */
const tags = z.array(singleLine(1, 32)).max(50, { message: 'At most 50 tags per client' });

export const clientCreateRequest = z.strictObject({
  name: singleLine(1, 120),
  address: addressRequest.nullish(),
  company: singleLine(0, 120).nullish(),
  email: email.nullish(),
  email_consent: z.boolean().default(false),
  sms_consent: z.boolean().default(false),
  notes: multiLine(0, 2000).nullish(),
  phone: singleLine(0, 40).nullish(),
  preferences: multiLine(0, 2000).nullish(),
  preferred_aircraft_type_id: uuid.nullish(),
  preferred_category: aircraftCategory.nullish(),
  tags: tags.default([]),
  timezone: singleLine(1, 64).default('UTC'),
});

/** PATCH: an omitted field is unchanged, null clears a nullable one (docs/decisions.md). */
export const clientUpdateRequest = z.strictObject({
  name: singleLine(1, 120).optional(),
  address: addressRequest.nullable().optional(),
  company: singleLine(0, 120).nullable().optional(),
  email: email.nullable().optional(),
  email_consent: z.boolean().optional(),
  sms_consent: z.boolean().optional(),
  notes: multiLine(0, 2000).nullable().optional(),
  phone: singleLine(0, 40).nullable().optional(),
  preferences: multiLine(0, 2000).nullable().optional(),
  preferred_aircraft_type_id: uuid.nullable().optional(),
  preferred_category: aircraftCategory.nullable().optional(),
  tags: tags.optional(),
  timezone: singleLine(1, 64).optional(),
});

export type RfqListQuery = z.infer<typeof rfqListQuery>;
export type OperatorContactListQuery = z.infer<typeof operatorContactListQuery>;
export type ClientSort = z.infer<typeof clientSort>;
export type ClientSearchQuery = z.infer<typeof clientSearchQuery>;
export type RfqBatchRequest = z.infer<typeof rfqBatchRequest>;
export type MessageRequest = z.infer<typeof messageRequest>;
export type AddressRequest = z.infer<typeof addressRequest>;
export type ClientCreateRequest = z.infer<typeof clientCreateRequest>;
export type ClientUpdateRequest = z.infer<typeof clientUpdateRequest>;
