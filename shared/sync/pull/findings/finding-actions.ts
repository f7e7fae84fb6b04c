// What the broker does with a finding (findings-record.ts), one record or every open one at once:
// send it again (a record made here is created again under a new key, as a new record; a
// client whose copy on the remote lost changes gets them again), keep it here (a copy the
// remote does not have, asked about no more), or remove it here (follow the remote: a
// missing record goes, a changed client takes the remote's copy). Each runs in one
// transaction that writes the findings first, which explains its changes to the write guard.
import { makeProblem, type ClientUpdateRequest } from '../../../api';
import { ProblemError } from '../../../api/problem-error';
import type { CharterDb } from '../../../db/database';
import type { ClientRow, OutboxRow, RfqRow } from '../../../db/rows';
import { inTransaction } from '../../../db/unit-of-work';
import { dirtyFieldsOf } from '../../outbox/dirty-fields';
import { clientEntity, rfqEntity, tripEntity } from '../../entities';
import { merged } from '../../records';
import type { FindingChoice, FindingsDecision } from '../../../rpc/local/findings';
import { newEntryState } from '../../outbox/journal';
import type { EntryDraft } from '../../writes/behavior';
import { createRequestOf } from '../../writes/create-client';
import { RFQ_VALIDITY_MS } from '../../../service/rfqs/batch';
import { noLongerHistory, sentAgainIsHistory } from './rfq-history-upkeep';
import {
  readFindings,
  sameRecord,
  writeFindings,
  type Finding,
  type FindingKind,
} from './findings-record';

export interface FindingRef {
  kind: FindingKind;
  id: string;
}

interface Context {
  db: CharterDb;
  nowIso: string;
  newId: () => string;
}

function refuse(detail: string): never {
  throw new ProblemError(makeProblem('conflict', { detail }));
}

/** Whether sending `finding` again means anything: a record made here, or a changed copy. */
export const canSendAgain = (finding: Finding) =>
  finding.problem === 'changed' || (finding.own && finding.kind !== 'trip_request');

/** Queues `draft` as a new entry, under a new key: the remote never saw this request. */
async function queue({ db, nowIso, newId }: Context, draft: EntryDraft): Promise<void> {
  const entry: Omit<OutboxRow, 'seq'> = { ...draft, ...newEntryState(newId, nowIso) };
  await db.outbox.add(entry);
}

/** Drops the entries of `entity`, which act on a record about to be sent anew or removed. */
async function dropEntries(db: CharterDb, entity: string): Promise<void> {
  const entries = await db.outbox.where('entity').equals(entity).toArray();
  if (entries.some((entry) => entry.state === 'in_flight')) {
    refuse('A change of this record is being sent; wait for its answer');
  }
  await db.outbox.bulkDelete(entries.map((entry) => entry.seq));
}

function pick(request: ClientUpdateRequest, row: ClientRow | null, fields: readonly string[]) {
  const body: Record<string, unknown> = {};
  const base: Record<string, unknown> = {};
  for (const field of fields) {
    body[field] = request[field as keyof ClientUpdateRequest];
    if (row) base[field] = row[field as keyof ClientRow];
  }
  return { body: body as ClientUpdateRequest, base: base as Partial<ClientRow> };
}

async function sendClientAgain(context: Context, finding: Finding): Promise<void> {
  const { db } = context;
  const row = await db.clients.get(finding.id);
  if (!row) refuse('The client is no longer here to send');
  const request = createRequestOf(row);
  if (finding.problem === 'changed') {
    // What the remote's copy lost, as a change of it; a discard restores the remote's values.
    const { body, base } = pick(request, finding.server, finding.fields);
    await queue(context, {
      operation_id: 'updateClient',
      entity: clientEntity(row.id),
      target_id: row.id,
      body,
      base,
      created_ids: [],
    });
    return;
  }
  await dropEntries(db, clientEntity(row.id));
  // Created again, it gets a new server id; this one becomes its alias.
  await queue(context, {
    operation_id: 'createClient',
    entity: clientEntity(row.id),
    target_id: null,
    body: request,
    base: null,
    created_ids: [row.id],
  });
}

/** Up to 20 operators a batch (the API's bound), one note each. */
const BATCH_MOST = 20;

/**
 * `lost` asked again, as a new request under `id`: sent now, nothing answered, no thread yet.
 * The lost one stays beside it as history, with its quote and messages (rfq-history-upkeep).
 */
function askedAgain(lost: RfqRow, id: string, now: Date): RfqRow {
  return {
    ...lost,
    id,
    status: 'sent',
    expires_at: new Date(now.getTime() + RFQ_VALIDITY_MS).toISOString(),
    sent_at: now.toISOString(),
    viewed_at: null,
    responded_at: null,
    response_note: null,
    quote_id: null,
    quote_amount_cents: null,
    message_count: 0,
    last_message_at: null,
    last_message_author: null,
    link_token: null,
    url: null,
  };
}

/**
 * The RFQs made here, asked again as new requests: batches on their trip, one per trip and
 * note, whose RFQs are new ones; the lost ones become their history.
 */
async function sendRfqsAgain(context: Context, ids: readonly string[]): Promise<void> {
  const { db, nowIso, newId } = context;
  const lost = (await db.rfqs.bulkGet([...ids])).filter((row) => row !== undefined);
  const rows = lost.map((row) => askedAgain(row, newId(), new Date(nowIso)));
  await db.rfqs.bulkAdd(rows);
  await sentAgainIsHistory(db, new Map(lost.map((row, at) => [row.id, rows[at]!.id])), nowIso);
  const groups = new Map<string, RfqRow[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.trip_request_id, row.note]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const group of groups.values()) {
    for (let start = 0; start < group.length; start += BATCH_MOST) {
      const batch = group.slice(start, start + BATCH_MOST);
      const { trip_request_id: tripId, note } = batch[0]!;
      await queue(context, {
        operation_id: 'createRfqBatch',
        entity: tripEntity(tripId),
        target_id: tripId,
        body: {
          operators: batch.map((rfq) => ({
            operator_id: rfq.operator.id,
            email: rfq.contact_email,
            name: rfq.contact_name,
          })),
          note,
        },
        base: null,
        created_ids: batch.map((rfq) => rfq.id),
      });
    }
  }
}

async function removeClient({ db }: Context, finding: Finding): Promise<void> {
  const row = await db.clients.get(finding.id);
  if (finding.problem === 'changed') {
    // The remote's copy, with what unsynced changes made since still held.
    if (!row || !finding.server) return;
    const dirty = await dirtyFieldsOf(db, clientEntity(row.id), row.id);
    await db.clients.put(merged(row, finding.server, dirty) ?? row);
    return;
  }
  await dropEntries(db, clientEntity(finding.id));
  await db.trip_requests.where('client_id').equals(finding.id).modify({ client_id: null });
  await db.clients.delete(finding.id);
  await db.remote_clients.delete(finding.id);
}

async function removeRfqs({ db }: Context, ids: readonly string[]): Promise<void> {
  for (const id of ids) await dropEntries(db, rfqEntity(id));
  await noLongerHistory(db, ids);
  await db.messages.where('rfq_id').anyOf(ids).delete();
  await db.thread_reads.bulkDelete([...ids]);
  await db.rfqs.bulkDelete([...ids]);
}

async function removeTrip(context: Context, id: string): Promise<void> {
  const { db } = context;
  await dropEntries(db, tripEntity(id));
  await removeRfqs(context, await db.rfqs.where('trip_request_id').equals(id).primaryKeys());
  await db.trip_requests.delete(id);
}

/** Carries out `choice` for `chosen` (findings of the stored record, not yet decided). */
async function carryOut(context: Context, chosen: Finding[], choice: FindingChoice) {
  if (choice === 'send_again') {
    for (const finding of chosen.filter((each) => each.kind === 'client')) {
      await sendClientAgain(context, finding);
    }
    await sendRfqsAgain(
      context,
      chosen.filter((each) => each.kind === 'rfq').map((each) => each.id),
    );
    return;
  }
  if (choice === 'remove') {
    for (const finding of chosen) {
      if (finding.kind === 'client') await removeClient(context, finding);
      if (finding.kind === 'trip_request') await removeTrip(context, finding.id);
    }
    await removeRfqs(
      context,
      chosen.filter((each) => each.kind === 'rfq').map((each) => each.id),
    );
  }
}

/**
 * Sending again, what is sent (`sent`) and what the broker left out of it (`left`): the
 * requests for quotes not among `decision.rfqs`, whose operators are not asked again.
 */
function sendingAgain(chosen: Finding[], decision: FindingsDecision) {
  const sendable = chosen.filter(canSendAgain);
  const { rfqs } = decision;
  const left = rfqs
    ? sendable.filter((item) => item.kind === 'rfq' && !rfqs.includes(item.id))
    : [];
  return { sent: sendable.filter((item) => !left.includes(item)), left };
}

/**
 * Decides on the finding of one record (`ref`), or on every finding not yet kept (`all`):
 * sending again applies to those it can (a record made here, a changed copy), the rest
 * stay to decide on; a request for quotes the broker left out of it (`decision.rfqs`) is
 * kept here as history. Answers how many were decided on, and of those how many were kept
 * here rather than sent (the ones left out of a send again; all of a keep).
 */
export function decideFindings(
  db: CharterDb,
  which: FindingRef | 'all',
  choice: FindingChoice,
  nowIso: string,
  newId: () => string,
  decision: FindingsDecision = {},
): Promise<{ decided: number; kept: number }> {
  return inTransaction(db, 'rw', db.tables, async (db) => {
    const record = await readFindings(db);
    const chosen = record.items.filter((item) =>
      which === 'all' ? !item.kept : sameRecord(item, which),
    );
    if (which !== 'all' && chosen.length === 0) {
      throw new ProblemError(makeProblem('not_found', { detail: 'No such finding' }));
    }
    const { sent, left } =
      choice === 'send_again' ? sendingAgain(chosen, decision) : { sent: chosen, left: [] };
    const decided = [...sent, ...left];
    if (which !== 'all' && decided.length === 0) {
      refuse('Only a record made here, or a changed copy, can be sent again');
    }
    const keptNow = choice === 'keep' ? sent : left;
    const items = record.items
      .filter((item) => choice === 'keep' || !sent.includes(item))
      .map((item) => (keptNow.includes(item) ? { ...item, kept: true } : item));
    await writeFindings(db, { ...record, items });
    await carryOut({ db, nowIso, newId }, sent, choice);
    // A trip request removed takes its RFQs, and their findings, with it.
    if (choice === 'remove') await forgetRemoved(db);
    return { decided: decided.length, kept: keptNow.length };
  });
}

/** Drops the findings of records no longer here. */
async function forgetRemoved(db: CharterDb): Promise<void> {
  const record = await readFindings(db);
  const rfqIds = record.items.filter((item) => item.kind === 'rfq').map((item) => item.id);
  const here = new Set(await db.rfqs.where('id').anyOf(rfqIds).primaryKeys());
  const items = record.items.filter((item) => item.kind !== 'rfq' || here.has(item.id));
  if (items.length < record.items.length) await writeFindings(db, { ...record, items });
}
