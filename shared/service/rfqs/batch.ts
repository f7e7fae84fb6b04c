// Operation 2: one RFQ per operator of the request, all sent now, and every operator
// contact of the request remembered, in one transaction with the idempotency record. A
// replica remembers the contacts only once the remote has them (its contacts' pull, or the
// batch landed: shared/sync/writes/create-rfq-batch.ts): the remote may refuse an operator.
import { formatFieldPath, type FieldError, type RfqBatch, type RfqBatchRequest } from '../../api';
import type { CharterDb } from '../../db/database';
import { rfqOperatorOf, type OperatorRow, type RfqRow } from '../../db/rows';
import { newIdOf, type ServiceDeps } from '../deps';
import { validationError } from '../../api/problem-error';
import { rememberContacts } from './contacts';
import { assertAcceptsRfqs, findTripRequest } from './rfq-rules';
import { rfqWithUrlView } from './rfq-view';
import { base64UrlFromBytes } from '../../encoding';

/** How long an operator has to answer (docs/decisions.md). */
export const RFQ_VALIDITY_MS = 72 * 60 * 60 * 1000;

/** 192 random bits, base64url: the operator's link must not be guessable from an id. */
function newLinkToken(): string {
  return base64UrlFromBytes(crypto.getRandomValues(new Uint8Array(24)));
}

type Target = RfqBatchRequest['operators'][number];

/** An operator the replica has not seen yet, named as the broker wrote it until the remote answers. */
function provisionalOperator(target: Target): OperatorRow {
  return {
    id: target.operator_id,
    designator: '',
    legal_name: target.name ?? target.email,
    dba_name: null,
  };
}

/**
 * Each target with its operator. An unknown operator is a fault of the body (422), unless
 * this service mirrors a remote: the remote knows operators no endpoint lists, and it checks.
 */
async function withOperators(
  db: CharterDb,
  request: RfqBatchRequest,
  trustUnknown: boolean,
): Promise<{ target: Target; operator: OperatorRow }[]> {
  const found = await db.operators.bulkGet(request.operators.map((item) => item.operator_id));
  const pairs: { target: Target; operator: OperatorRow }[] = [];
  const errors: FieldError[] = [];
  request.operators.forEach((target, index) => {
    const operator = found[index] ?? (trustUnknown ? provisionalOperator(target) : undefined);
    if (operator) pairs.push({ target, operator });
    else {
      errors.push({
        field: formatFieldPath(['operators', index, 'operator_id']),
        code: 'not_found',
        message: 'No operator with this id',
      });
    }
  });
  if (errors.length > 0) throw validationError(errors);
  return pairs;
}

export async function createRfqBatch(
  deps: ServiceDeps,
  tripRequestId: string,
  request: RfqBatchRequest,
): Promise<RfqBatch> {
  const { db } = deps;
  const trip = await findTripRequest(db, tripRequestId);
  const pairs = await withOperators(db, request, deps.mirrorsRemote === true);
  assertAcceptsRfqs(trip);

  const now = deps.clock.now();
  const sentAt = now.toISOString();
  const rows = pairs.map(({ target, operator }): RfqRow => {
    const token = newLinkToken();
    return {
      id: newIdOf(deps),
      trip_request_id: trip.id,
      status: 'sent',
      contact_email: target.email,
      contact_name: target.name ?? null,
      created_by: deps.currentUser,
      expires_at: new Date(now.getTime() + RFQ_VALIDITY_MS).toISOString(),
      sent_at: sentAt,
      viewed_at: null,
      responded_at: null,
      response_note: null,
      note: request.note ?? null,
      quote_id: null,
      quote_amount_cents: null,
      message_count: 0,
      last_message_at: null,
      last_message_author: null,
      operator: rfqOperatorOf(operator),
      link_token: token,
      url: deps.rfqDelivery.linkUrl(token),
    };
  });
  await db.rfqs.bulkAdd(rows);
  if (!deps.mirrorsRemote) await rememberContacts(db, request.operators, sentAt);
  return { emailed: deps.rfqDelivery.emailed, items: rows.map((row) => rfqWithUrlView(row, now)) };
}
