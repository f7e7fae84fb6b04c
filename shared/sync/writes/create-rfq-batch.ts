// createRfqBatch: requests for quotes sent to several operators on one trip. Acknowledged,
// each local RFQ becomes the server's one to the same operator, keeping its thread, and the
// batch's contacts are remembered (a replica remembers none before: the remote may refuse
// an operator). Refused on some of its operators (`operators[i].operator_id`, e.g. an id
// the remote does not know), it names them, and may go to the others without them. Before it
// is sent, an RFQ the broker withdraws leaves it (withoutCreated): its operator never hears.
import { rfqBatch, rfqBatchRequest, type Problem, type RfqBatch } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OutboxEntry, RfqRow } from '../../db/rows';
import { rememberContacts } from '../../service/rfqs/contacts';
import { adoptServerId } from '../aliases';
import { rfqEntity, tripEntity } from '../entities';
import { rememberReferences } from '../records';
import type { Landing, RefusedPart, WriteBehavior } from './behavior';
import { bodyOf, createdItemIdsOf, pathIdOf } from './write-input';

type BatchEntry = OutboxEntry<'createRfqBatch'>;

/** The batch's RFQs become the server's, matched by operator; its contacts are remembered. */
async function landBatch(db: CharterDb, entry: BatchEntry, batch: RfqBatch, land: Landing) {
  for (const localId of entry.created_ids) {
    const local = await db.rfqs.get(localId);
    const server = batch.items.find((item) => item.operator.id === local?.operator.id);
    if (!local || !server) continue;
    await adoptServerId(db, { local_id: localId, server_id: server.id, kind: 'rfq' });
    await land.rfq(db, localId, server);
  }
  await rememberReferences(db, { rfqs: batch.items });
  // Remembered as the remote did when it took the batch: at the time it sent it.
  const sentAt = batch.items[0]?.sent_at;
  if (sentAt) await rememberContacts(db, entry.body.operators, sentAt);
}

/** The batch's RFQs and their threads go from here. */
async function removeRequests(db: CharterDb, ids: readonly string[]): Promise<void> {
  await db.messages
    .where('rfq_id')
    .anyOf([...ids])
    .delete();
  await db.rfqs.bulkDelete([...ids]);
}

/** `operators[3].operator_id` → 3: the operator of the body a field of the refusal names. */
const OPERATOR_FIELD = /^operators\[(\d+)\]/;

interface OperatorRefusal {
  /** The remote's words on each operator it named, by operator id. */
  named: Map<string, string>;
  /** Every field of the refusal names an operator: the rest of the batch is not at fault. */
  onlyOperators: boolean;
}

/** What the remote's refusal of this parked entry says of its operators, if anything. */
function operatorRefusal(entry: BatchEntry): OperatorRefusal | null {
  if (entry.state !== 'parked') return null;
  const errors = entry.problem?.errors ?? [];
  const named = new Map<string, string>();
  let onlyOperators = true;
  for (const error of errors) {
    const index = OPERATOR_FIELD.exec(error.field)?.[1];
    const target = index === undefined ? undefined : entry.body.operators[Number(index)];
    if (!target) onlyOperators = false;
    else if (!named.has(target.operator_id)) named.set(target.operator_id, error.message);
  }
  return named.size === 0 ? null : { named, onlyOperators };
}

/** The batch's RFQs here, each with the id it has in `created_ids`. */
async function requestsOf(db: CharterDb, entry: BatchEntry): Promise<RfqRow[]> {
  const rows = await db.rfqs.bulkGet(entry.created_ids);
  return rows.filter((row): row is RfqRow => row !== undefined);
}

/** The refusal's operators as the broker knows them, in the batch's order. */
async function refusedParts(db: CharterDb, entry: BatchEntry, refusal: OperatorRefusal) {
  const parts: RefusedPart[] = [];
  for (const row of await requestsOf(db, entry)) {
    const message = refusal.named.get(row.operator.id);
    if (message === undefined) continue;
    const { dba_name, legal_name } = row.operator;
    parts.push({ id: row.id, name: dba_name ?? legal_name, email: row.contact_email, message });
  }
  return parts;
}

const othersMayGo = (entry: BatchEntry, refusal: OperatorRefusal) =>
  refusal.onlyOperators && refusal.named.size < entry.body.operators.length;

/**
 * A refusal's fields once the operator at `index` left the body: those naming it go, those
 * naming a later one follow it down a place.
 */
function withoutOperatorAt(problem: Problem, index: number): Problem {
  const errors = (problem.errors ?? []).flatMap((error) => {
    const at = OPERATOR_FIELD.exec(error.field)?.[1];
    if (at === undefined || Number(at) < index) return [error];
    if (Number(at) === index) return [];
    return [
      { ...error, field: error.field.replace(OPERATOR_FIELD, `operators[${Number(at) - 1}]`) },
    ];
  });
  return { ...problem, errors };
}

/** The batch without the operator at `index` and its RFQ `id`; refused, its refusal follows. */
function withoutRequest(entry: BatchEntry, index: number, id: string): BatchEntry {
  const rest: BatchEntry = {
    ...entry,
    body: { ...entry.body, operators: entry.body.operators.filter((_, at) => at !== index) },
    created_ids: entry.created_ids.filter((each) => each !== id),
  };
  if (entry.state !== 'parked' || !entry.problem) return rest;
  const problem = withoutOperatorAt(entry.problem, index);
  // Refused on that operator alone, the rest is no longer at fault: it goes.
  return problem.errors?.length === 0 && (entry.problem.errors?.length ?? 0) > 0
    ? { ...rest, state: 'pending', reason: null, problem: null, next_attempt_at: null }
    : { ...rest, problem };
}

export const createRfqBatch: WriteBehavior<'createRfqBatch'> = {
  async draft(_db, write, result) {
    const tripId = pathIdOf(write);
    return {
      operation_id: 'createRfqBatch',
      entity: tripEntity(tripId),
      target_id: tripId,
      body: bodyOf(rfqBatchRequest, write),
      base: null,
      created_ids: createdItemIdsOf(result),
    };
  },
  // Its RFQs are made here: the remote's copies must not overwrite them.
  holds: () => 'all',
  answer: rfqBatch,
  acknowledge: landBatch,
  undo: (db, entry) => removeRequests(db, entry.created_ids),
  recreatable: false,
  async describe(db, entry) {
    const target = entry.target_id!;
    const count = entry.created_ids.length;
    const trip = await db.trip_requests.get(target);
    const plural = count === 1 ? 'operator' : 'operators';
    const refusal = operatorRefusal(entry);
    return {
      summary: `Request quotes from ${count} ${plural}${trip ? ` for trip ${trip.number}` : ''}`,
      effect: `Removes the ${count} request${count === 1 ? '' : 's'} for quotes and their messages`,
      record: { kind: 'trip_request', id: target },
      ...(refusal && {
        refused: {
          parts: await refusedParts(db, entry, refusal),
          othersMayGo: othersMayGo(entry, refusal),
        },
      }),
    };
  },
  async withoutRefused(db, entry) {
    const refusal = operatorRefusal(entry);
    if (!refusal || !othersMayGo(entry, refusal)) return null;
    const refused = (await requestsOf(db, entry))
      .filter((row) => refusal.named.has(row.operator.id))
      .map((row) => row.id);
    const part = (named: boolean): BatchEntry => ({
      ...entry,
      body: {
        ...entry.body,
        operators: entry.body.operators.filter(
          (each) => refusal.named.has(each.operator_id) === named,
        ),
      },
      created_ids: entry.created_ids.filter((id) => refused.includes(id) === named),
    });
    return { kept: part(false), refused: part(true) };
  },
  async withoutCreated(db, entry, id) {
    const row = await db.rfqs.get(id);
    const index = entry.body.operators.findIndex((each) => each.operator_id === row?.operator.id);
    if (!entry.created_ids.includes(id) || index < 0) return null;
    if (entry.created_ids.length === 1) return { rest: null };
    return { rest: withoutRequest(entry, index, id) };
  },
  createdEntity: rfqEntity,
};
