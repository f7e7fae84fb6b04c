// The operator's side of an RFQ, for the reference remote's operator simulation and for
// sync: the same lookups, state rules and thread writes as the broker's /v1 handlers.
// `ref` is the RFQ's id or its link token. Any action by the operator means they saw the RFQ.
import { z } from 'zod';
import {
  checkFields,
  dateTime,
  multiLine,
  singleLine,
  uuid,
  type Rfq,
  type RfqMessage,
} from '../../api';
import type { RfqRow } from '../../db/rows';
import { inTransaction } from '../../db/unit-of-work';
import { newIdOf, type ServiceDeps } from '../deps';
import { validationError } from '../../api/problem-error';
import { appendMessage } from './messages';
import { findRfq } from './rfq-rules';
import { rfqView } from './rfq-view';
import { transitionRfq } from './rfq-lifecycle';

export const quoteInput = z.strictObject({
  amount_cents: z.int().positive(),
  quote_id: uuid.optional(),
  note: multiLine(0, 2000).nullish(),
  /** Until when the quote holds; the trip's `latest_quote.valid_until` shows it. */
  valid_until: dateTime.nullish(),
});
export const declineInput = z.strictObject({ note: multiLine(0, 2000).nullish() });
export const operatorMessageInput = z.strictObject({
  body: multiLine(1, 2000),
  author_name: singleLine(1, 120).nullish(),
});

function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = checkFields(schema, input);
  if (!result.success) throw validationError(result.errors);
  return result.data;
}

/**
 * Runs `work` with the service bound to one write transaction over RFQs, messages and the
 * trip requests whose quotes an answer moves.
 */
function operatorWrite<T>(deps: ServiceDeps, work: (unit: ServiceDeps) => Promise<T>): Promise<T> {
  const { db } = deps;
  return inTransaction(db, 'rw', [db.rfqs, db.messages, db.trip_requests], (unitDb) =>
    work({ ...deps, db: unitDb }),
  );
}

async function markViewed(deps: ServiceDeps, row: RfqRow, nowIso: string): Promise<RfqRow> {
  if (row.viewed_at !== null) return row;
  await deps.db.rfqs.update(row.id, { viewed_at: nowIso });
  return { ...row, viewed_at: nowIso };
}

/** The operator answers: the RFQ moved by `action` (rfq-lifecycle.ts), as /v1 shows it. */
function answer(
  deps: ServiceDeps,
  ref: string,
  action: 'quote' | 'decline',
  change: (row: RfqRow, nowIso: string) => Partial<RfqRow>,
): Promise<Rfq> {
  return operatorWrite(deps, async (unit) => {
    const now = unit.clock.now();
    return rfqView(await transitionRfq(unit, ref, action, now, change), now);
  });
}

/** The operator opened the RFQ: `viewed_at` is set the first time only. */
export function viewRfq(deps: ServiceDeps, ref: string): Promise<Rfq> {
  return operatorWrite(deps, async (unit) => {
    const now = unit.clock.now();
    const row = await markViewed(unit, await findRfq(unit.db, ref), now.toISOString());
    return rfqView(row, now);
  });
}

/** Quotes a sent RFQ, or revises the quote of a quoted one; refused once closed or expired. */
export async function quoteRfq(
  deps: ServiceDeps,
  ref: string,
  input: z.input<typeof quoteInput>,
): Promise<Rfq> {
  const quote = parseInput(quoteInput, input);
  return answer(deps, ref, 'quote', (row, nowIso) => ({
    status: 'quoted',
    quote_id: quote.quote_id ?? newIdOf(deps),
    quote_amount_cents: quote.amount_cents,
    // A new quote states its own validity: a revision without one holds none.
    quote_valid_until: quote.valid_until == null ? null : new Date(quote.valid_until).toISOString(),
    responded_at: nowIso,
    response_note: quote.note ?? null,
    viewed_at: row.viewed_at ?? nowIso,
  }));
}

/** Declines a sent or quoted RFQ; an earlier quote's id and amount stay as history. */
export async function declineRfq(
  deps: ServiceDeps,
  ref: string,
  input: z.input<typeof declineInput> = {},
): Promise<Rfq> {
  const decline = parseInput(declineInput, input);
  return answer(deps, ref, 'decline', (row, nowIso) => ({
    status: 'declined',
    responded_at: nowIso,
    response_note: decline.note ?? null,
    viewed_at: row.viewed_at ?? nowIso,
  }));
}

/** Writes as the operator, named as given or as the RFQ's contact, else the operator. */
export async function postOperatorMessage(
  deps: ServiceDeps,
  ref: string,
  input: z.input<typeof operatorMessageInput>,
): Promise<RfqMessage> {
  const message = parseInput(operatorMessageInput, input);
  return operatorWrite(deps, async (unit) => {
    const row = await findRfq(unit.db, ref);
    const posted = await appendMessage(unit, row, {
      author: 'operator',
      author_name:
        message.author_name ?? row.contact_name ?? row.operator.dba_name ?? row.operator.legal_name,
      body: message.body,
    });
    await markViewed(unit, row, posted.at);
    return posted;
  });
}
