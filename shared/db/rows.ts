// What is stored, as opposed to what the API returns, as zod schemas: every row read back
// is parsed with its schema (row-parsing.ts), never cast. Derived fields (is_expired,
// leg_count, first_leg, the client summary of a trip request...) are computed at read time
// so they can never drift from their sources.
import { z } from 'zod';
import { brokerRowSchemas } from './broker/rows';
import {
  aircraftType,
  airport,
  client,
  clientCreateRequest,
  clientUpdateRequest,
  dateTime,
  messageRequest,
  operator,
  operatorContact,
  problem,
  rfq,
  rfqBatchRequest,
  rfqMessage,
  tripRequestSummary,
  uuid,
  type WriteOperationId,
} from '../api';

export const clientRow = client
  .omit({ preferred_aircraft_type: true })
  .extend({ preferred_aircraft_type_id: uuid.nullable() });

export const tripRequestRow = tripRequestSummary
  .omit({ client: true, leg_count: true, first_leg: true, last_arrival: true })
  .extend({ client_id: uuid.nullable() });

export const rfqRow = rfq.omit({ is_expired: true }).extend({
  /** The secret of the RFQ's link; messages may be addressed by it instead of the id. */
  link_token: z.string().nullable(),
  url: z.string().nullable(),
  /**
   * Until when the operator's quote holds, as they said (the remote's own: the API shows it
   * only as the trip's `latest_quote.valid_until`, db/trip-quotes.ts). A replica's RFQs,
   * copied from the API, never hold it.
   */
  quote_valid_until: dateTime.nullable().optional(),
});

export const messageRow = rfqMessage.extend({ rfq_id: uuid });

/** A completed idempotent request, replayed for a retry with the same key. */
export const idempotencyRow = z.strictObject({
  /** `METHOD /route/template`: keys are scoped per route. */
  route: z.string(),
  key: z.string(),
  /** Hash of method, path and body: the same key with another request is a mismatch. */
  fingerprint: z.string(),
  status: z.int(),
  body: z.string(),
  created_at: z.string(),
  /** Epoch ms after which the key may be forgotten (24 h). */
  expires_at: z.number(),
});

export const metaRow = z.strictObject({ key: z.string(), value: z.unknown() });

// ---- sync (schema version 3): only a database that mirrors a remote fills these

/**
 * `pending` waits for its turn; `in_flight` was handed to the transport (after a crash its
 * outcome is unknown, so it is sent again with the same key); `parked` waits for the broker.
 */
export const outboxState = z.enum(['pending', 'in_flight', 'parked']);

/** What every outbox entry holds, whatever its write. */
const outboxFields = {
  /** Auto-incremented: the order writes were made in (per-entity FIFO). */
  seq: z.int(),
  /** Stable id for the app's /local/ API. */
  id: uuid,
  /** What the entry acts on, e.g. `client:<id>`: entries of one entity go in order. */
  entity: z.string(),
  /** The path's `{id}` as of now: rewritten to the server id when a create it waits on lands. */
  target_id: z.string().nullable(),
  /** Local ids of the records this entry created (a client, a batch's RFQs, a message). */
  created_ids: z.array(z.string()),
  /** The entry of another entity this one waits for (the create of what it acts on). */
  depends_on: z.int().nullable(),
  idempotency_key: z.string(),
  state: outboxState,
  attempts: z.int().nonnegative(),
  /** Epoch ms before which it is not sent (backoff); null when due. */
  next_attempt_at: z.number().nullable(),
  /** Why it is parked, or what the last attempt met, in words a broker reads. */
  reason: z.string().nullable(),
  /** The problem body the remote answered, when parked on one. */
  problem: problem.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/**
 * `schema` as a stored body is read: the same fields, types, optional and null, none of its
 * bounds or formats. The service checked the body when the write was made; a bound
 * tightened since, or a re-created client's fields the server kept, must not make the outbox
 * unreadable (the remote still checks them, and a refusal parks the entry for the broker).
 */
function storedShape<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>> {
  // The same shape by construction; zod cannot type a schema rebuilt from its parts.
  return shapeOf(schema) as z.ZodType<z.output<S>>;
}

function shapeOf(schema: z.core.$ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.entries(schema.shape as Record<string, z.ZodType>);
    return z.strictObject(Object.fromEntries(shape.map(([key, field]) => [key, shapeOf(field)])));
  }
  if (schema instanceof z.ZodOptional) return shapeOf(schema.unwrap()).optional();
  if (schema instanceof z.ZodNullable) return shapeOf(schema.unwrap()).nullable();
  // A stored body holds its defaults: the service applied them.
  if (schema instanceof z.ZodDefault) return shapeOf(schema.unwrap());
  if (schema instanceof z.ZodArray) return z.array(shapeOf(schema.element));
  if (schema._zod.def.type === 'string') return z.string();
  // Booleans, enums, literals: their shape is their whole check.
  if (schema instanceof z.ZodType) return schema;
  throw new TypeError(`No stored shape for a ${schema._zod.def.type}`);
}

/**
 * One write's entry: `body` is the JSON it sends (its request in shape; a PATCH holds only
 * the fields the broker changed), `base` what a discard restores.
 */
const outboxArm = <Op extends WriteOperationId, Body extends z.ZodType, Base extends z.ZodType>(
  operation: Op,
  body: Body,
  base: Base,
) => z.strictObject({ ...outboxFields, operation_id: z.literal(operation), body, base });

/** The stored shape of each write's entry, keyed by its operation (sync/writes/ acts on them). */
export const outboxArms = {
  createClient: outboxArm('createClient', storedShape(clientCreateRequest), z.null()),
  /**
   * `base`: the server values the PATCH replaced. `checked_at`: when a read of the client last
   * confirmed them (epoch ms); `conflict`: parked, the server's values of the fields it changed
   * too (sync/push/base-check.ts).
   */
  updateClient: outboxArm(
    'updateClient',
    storedShape(clientUpdateRequest),
    clientRow.partial(),
  ).extend({
    checked_at: z.number().optional(),
    conflict: clientRow.partial().optional(),
  }),
  /** `base`: the client as the server last had it, and the trip requests that named it. */
  deleteClient: outboxArm(
    'deleteClient',
    z.null(),
    z.strictObject({ row: clientRow, trip_request_ids: z.array(z.string()) }),
  ),
  createRfqBatch: outboxArm('createRfqBatch', storedShape(rfqBatchRequest), z.null()),
  createRfqMessage: outboxArm('createRfqMessage', storedShape(messageRequest), z.null()),
  /** `base`: the status the withdrawal replaced. */
  withdrawRfq: outboxArm('withdrawRfq', z.null(), rfqRow.pick({ status: true })),
} satisfies { [Op in WriteOperationId]: z.ZodType<{ operation_id: Op }> };

/** A local write waiting to reach the remote, replayed as its operation with its own key. */
export const outboxRow = z.discriminatedUnion('operation_id', [
  outboxArms.createClient,
  outboxArms.updateClient,
  outboxArms.deleteClient,
  outboxArms.createRfqBatch,
  outboxArms.createRfqMessage,
  outboxArms.withdrawRfq,
]);

/** A record made offline keeps answering under its local id once it has its server id. */
export const aliasRow = z.strictObject({
  local_id: z.string(),
  server_id: z.string(),
  kind: z.enum(['client', 'rfq']),
});

/** Clients the remote is known to hold, with the full walk of the list that last saw them. */
export const remoteClientRow = z.strictObject({ id: z.string(), walk: z.int().nonnegative() });

// ---- the broker's own marks (schema version 4): local only, never synced

/**
 * How far the broker has read an RFQ's thread: the time of the newest operator message they
 * have seen. Operator messages are stamped by the remote's clock, so the mark is compared
 * with times of that same clock, never with this machine's.
 */
export const threadReadRow = z.strictObject({ rfq_id: z.string(), read_through: dateTime });

/**
 * An item of the inbox (schema version 8): an operator's answer or message, derived from the
 * RFQs, messages and read marks (index-upkeep's sibling, inbox-upkeep/), never written alone.
 */
export const inboxRow = z.strictObject({
  /** `answer:<rfq id>` (its quote or decline) or `message:<message id>`. */
  key: z.string(),
  rfq_id: z.string(),
  /** When the remote stamped it: the clock the thread's read mark is kept in. */
  at: dateTime,
  /** 1 while after the thread's read mark (IndexedDB indexes no booleans). */
  unread: z.union([z.literal(0), z.literal(1)]),
});

/**
 * A trip request's place in the trips list's departure order (schema version 9), derived
 * from its row (trip-order/), never written alone.
 */
export const tripOrderRow = z.strictObject({
  id: z.string(),
  status: tripRequestRow.shape.status,
  /** First leg's date and time, then the trip's number (trip-order/order.ts). */
  departure_key: z.string(),
});

/**
 * An RFQ that is history (schema version 11; the rule and its reads: rfq-history/history.ts).
 */
export const rfqHistoryRow = z.strictObject({
  rfq_id: z.string(),
  trip_request_id: z.string(),
  /** `missing`: the remote no longer has it; `sent_again`: a new request replaced it. */
  because: z.enum(['missing', 'sent_again']),
  /** When it became history: found missing, or sent again. */
  since: dateTime,
  /** The RFQ sent again in its place (its local id; an alias once it landed), or null. */
  sent_again_as: z.string().nullable(),
});

/** Each table's row schema; the client index snapshot is the search's own (not listed). */
export const rowSchemas = {
  clients: clientRow,
  trip_requests: tripRequestRow,
  airports: airport,
  aircraft_types: aircraftType,
  operators: operator,
  operator_contacts: operatorContact,
  rfqs: rfqRow,
  messages: messageRow,
  idempotency: idempotencyRow,
  meta: metaRow,
  outbox: outboxRow,
  aliases: aliasRow,
  sync_state: metaRow,
  remote_clients: remoteClientRow,
  thread_reads: threadReadRow,
  inbox: inboxRow,
  trip_order: tripOrderRow,
  rfq_history: rfqHistoryRow,
  ...brokerRowSchemas,
} as const;

export type ClientRow = z.infer<typeof clientRow>;
export type TripRequestRow = z.infer<typeof tripRequestRow>;
export type AirportRow = z.infer<typeof airport>;
export type AircraftTypeRow = z.infer<typeof aircraftType>;
export type OperatorRow = z.infer<typeof operator>;
export type RfqRow = z.infer<typeof rfqRow>;
export type MessageRow = z.infer<typeof messageRow>;
export type OperatorContactRow = z.infer<typeof operatorContact>;
export type IdempotencyRow = z.infer<typeof idempotencyRow>;
export type MetaRow = z.infer<typeof metaRow>;
export type OutboxState = z.infer<typeof outboxState>;
/**
 * The entry of write `Op` (of any write by default). Written as a map over the operations so
 * that code generic in `Op` sees `operation_id: Op` and its own body and base together.
 */
export type OutboxEntry<Op extends WriteOperationId = WriteOperationId> = {
  [P in Op]: Omit<z.infer<(typeof outboxArms)[P]>, 'operation_id'> & { operation_id: P };
}[Op];
export type OutboxRow = OutboxEntry;
export type AliasRow = z.infer<typeof aliasRow>;
export type RemoteClientRow = z.infer<typeof remoteClientRow>;
export type ThreadReadRow = z.infer<typeof threadReadRow>;
export type InboxRow = z.infer<typeof inboxRow>;
export type TripOrderRow = z.infer<typeof tripOrderRow>;
export type RfqHistoryRow = z.infer<typeof rfqHistoryRow>;

/** The operator as an RFQ sent to it carries it: its names when the RFQ was sent. */
export const rfqOperatorOf = (operator: OperatorRow): RfqRow['operator'] => ({
  id: operator.id,
  designator: operator.designator,
  legal_name: operator.legal_name,
  dba_name: operator.dba_name,
});

// The row type is written as a map for generic code; it must be exactly what is parsed.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<OutboxRow, z.infer<typeof outboxRow>>;
