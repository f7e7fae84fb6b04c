// updateClient: a PATCH of a client. Only the fields that really changed travel, with the
// server values they replaced (what a discard restores). Unsent, it takes later edits of
// the client; parked because the client is gone on the server, it may re-create it. Before
// it goes from a base that may be stale, the client is read back: a field the server changed
// too parks it as a conflict, which the broker settles field by field.
import { client, clientUpdateRequest, makeProblem, type ClientUpdateRequest } from '../../api';
import { ProblemError } from '../../api/problem-error';
import type { CharterDb } from '../../db/database';
import type { ClientRow, OutboxEntry } from '../../db/rows';
import { patchedFields } from '../../service/clients/client-rows';
import { clientEntity } from '../entities';
import { keepOwnConsentStamp } from '../own-stamps';
import { compareFields } from './field-compare';
import { rememberReferences } from '../records';
import type { BaseCheck, ConflictChoice, ConflictWords, WriteBehavior } from './behavior';
import { fieldWords, valueWords } from './change-words';
import { bodyOf, pathIdOf, required } from './write-input';

type EditedField = keyof ClientUpdateRequest;
type Entry = OutboxEntry<'updateClient'>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isEditedField = (key: string): key is EditedField => key in clientUpdateRequest.shape;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) picked[key] = source[key];
  return picked;
}

function omit<T extends object>(source: T, key: string): T {
  return Object.fromEntries(Object.entries(source).filter(([name]) => name !== key)) as T;
}

/** The server's values of the entry's fields as last known: its base, or the remote's newer. */
const serverValues = (entry: Entry): Partial<ClientRow> => ({ ...entry.base, ...entry.conflict });

/**
 * Hands each server value on: to the next later PATCH of its field, as the value that one
 * replaces, or else to the client here.
 */
async function handOver(db: CharterDb, entry: Entry, values: Partial<ClientRow>): Promise<void> {
  const later: Entry[] = [];
  for (const other of await db.outbox.where('entity').equals(entry.entity).toArray()) {
    if (other.seq > entry.seq && other.operation_id === entry.operation_id) later.push(other);
  }
  const restore: Partial<ClientRow> = {};
  for (const field of Object.keys(values).filter(isEditedField)) {
    const next = later.find((other) => field in other.body);
    // That later change still goes; what it replaced is now the server's value.
    if (next) next.base = { ...next.base, ...pick(values, [field]) };
    else Object.assign(restore, pick(values, [field]));
  }
  if (later.length > 0) await db.outbox.bulkPut(later);
  const row = await db.clients.get(entry.target_id!);
  if (row && Object.keys(restore).length > 0) await db.clients.put({ ...row, ...restore });
}

const changesConsent = (body: ClientUpdateRequest) =>
  body.email_consent !== undefined || body.sms_consent !== undefined;

/** Free texts whose two versions may both be kept, one after the other. */
const TEXT_FIELDS = { notes: true, preferences: true } as const;
const isTextField = (field: string): field is keyof typeof TEXT_FIELDS => field in TEXT_FIELDS;

/** Between the server's text and the broker's when both are kept. */
export const KEEP_BOTH_SEPARATOR = '\n\n---\n\n';

/** The server's text, then the broker's; null when both are empty. */
function bothTexts(theirs: unknown, mine: unknown): string | null {
  const texts = [theirs, mine].filter((text): text is string => typeof text === 'string' && !!text);
  return texts.length === 0 ? null : texts.join(KEEP_BOTH_SEPARATOR);
}

/** Both texts kept: their length and whether they fit the field's bound, as the API counts. */
function keepBoth(field: string, theirs: unknown, mine: unknown) {
  if (!isTextField(field)) return null;
  const schema = clientUpdateRequest.shape[field];
  const text = bothTexts(theirs, mine);
  const limit = Number(schema.unwrap().unwrap().meta()?.maxLength);
  const fits = schema.safeParse(text).success;
  return { text, fits, length: [...(text ?? '')].length, limit };
}

function refuse(detail: string): never {
  throw new ProblemError(makeProblem('conflict', { detail }));
}

/** The fields it sets, as the client row stores them (an address whole, tags once each). */
const mineOf = (entry: Entry): Partial<ClientRow> => patchedFields(entry.body);

const baseCheck: BaseCheck<'updateClient'> = {
  clientId: (entry) => entry.target_id!,
  checkedAt: (entry) => entry.checked_at ?? null,
  conflicts: (entry) => Object.keys(entry.conflict ?? {}),
  compared(entry, remote, nowMs) {
    const { conflict, confirmed } = compareFields(mineOf(entry), entry.base, remote);
    const { conflict: _earlier, ...rest } = entry;
    return {
      ...rest,
      base: { ...entry.base, ...confirmed },
      checked_at: nowMs,
      ...(Object.keys(conflict).length > 0 && { conflict }),
    };
  },
  split(entry) {
    const { conflict = {}, ...rest } = entry;
    const fields = Object.keys(entry.body).filter(isEditedField);
    const part = (kept: EditedField[]) => ({
      body: pick(entry.body, kept),
      base: pick(entry.base, kept),
    });
    const going = fields.filter((field) => !(field in conflict));
    return {
      goes: going.length === 0 ? null : { ...rest, ...part(going) },
      waits: { ...entry, ...part(fields.filter((field) => field in conflict)) },
    };
  },
  async resolve(db, entry, field, choice: ConflictChoice) {
    const conflict = entry.conflict ?? {};
    if (!isEditedField(field) || !(field in conflict)) {
      refuse('This field of the change is not in conflict');
    }
    const theirs = conflict[field];
    const mine = mineOf(entry)[field];
    let body = entry.body;
    let base: Partial<ClientRow> = { ...entry.base, [field]: theirs };
    // The value the server holds once this entry has gone.
    let settled: unknown = mine;
    if (choice === 'theirs') {
      body = omit(body, field);
      base = omit(base, field);
      settled = theirs;
    } else if (choice === 'both') {
      const both = keepBoth(field, theirs, mine);
      if (!both) refuse('Only notes and preferences can keep both texts');
      if (!both.fits) {
        refuse(`Both texts together are ${both.length} characters; the field holds ${both.limit}`);
      }
      body = { ...body, [field]: both.text };
      settled = both.text;
    }
    await handOver(db, entry, { [field]: settled });
    if (Object.keys(body).length === 0) return null;
    const { conflict: _settled, ...rest } = entry;
    const left = omit(conflict, field);
    return { ...rest, body, base, ...(Object.keys(left).length > 0 && { conflict: left }) };
  },
};

async function conflictWords(db: CharterDb, name: string, entry: Entry): Promise<ConflictWords> {
  const mine = mineOf(entry);
  const typeLabel = async (id: string) => {
    const type = await db.aircraft_types.get(id);
    return type && `${type.manufacturer} ${type.model} (${type.icao_designator})`;
  };
  const fields = Object.entries(entry.conflict ?? {}).map(async ([field, theirs]) => {
    const both = keepBoth(field, theirs, mine[field as EditedField]);
    return {
      field,
      mine: await valueWords(field, mine[field as EditedField], typeLabel),
      theirs: await valueWords(field, theirs, typeLabel),
      keepBoth: both && { length: both.length, limit: both.limit, fits: both.fits },
    };
  });
  return { name, fields: await Promise.all(fields) };
}

export const updateClient: WriteBehavior<'updateClient', ClientRow | undefined> = {
  before: (db, write) => db.clients.get(pathIdOf(write)),
  async draft(db, write, _result, was) {
    const old = required(was, 'The client edited');
    const now = required(await db.clients.get(old.id), 'The client edited');
    const body = bodyOf(clientUpdateRequest, write);
    const changed = Object.keys(body)
      .filter(isEditedField)
      .filter((key) => !same(old[key], now[key]));
    if (changed.length === 0) return null;
    return {
      operation_id: 'updateClient',
      entity: clientEntity(old.id),
      target_id: old.id,
      body: pick(body, changed),
      base: pick(old, changed),
      created_ids: [],
    };
  },
  // Consent sent holds its stamp too: the moment the broker recorded it (own-stamps.ts).
  holds: (entry) =>
    new Set([
      ...Object.keys(entry.body),
      ...(changesConsent(entry.body) ? ['consent_recorded_by', 'consent_updated_at'] : []),
    ]),
  edit: (draft) => ({ body: draft.body, base: draft.base }),
  // The earliest value is the server's: that is what a discard must restore.
  takeEdit: (entry, edit) => ({
    ...entry,
    body: { ...entry.body, ...edit.body },
    base: { ...edit.base, ...entry.base },
  }),
  foldIntoDelete: (entry) => ({ cancels: false, serverValues: serverValues(entry) }),
  checkBeforeSend: baseCheck,
  answer: client,
  async acknowledge(db, entry, server, land) {
    // Consent sent: the moment the broker recorded it stays what the replica shows.
    if (changesConsent(entry.body)) {
      await keepOwnConsentStamp(db, await db.clients.get(entry.target_id!), server);
    }
    await land.client(db, entry.target_id!, server);
    await rememberReferences(db, { clients: [server] });
  },
  // Puts back the server values it replaced, or the newer ones a conflict found.
  undo: (db, entry) => handOver(db, entry, serverValues(entry)),
  recreatable: true,
  async describe(db, entry) {
    const target = entry.target_id!;
    const name = (await db.clients.get(target))?.name ?? 'a client';
    const fields = fieldWords(Object.keys(entry.body));
    return {
      summary: `Edit client ${name}: ${fields}`,
      effect: `Puts back the server's ${fields} of ${name}`,
      record: { kind: 'client', id: target },
      ...(entry.conflict && { conflict: await conflictWords(db, name, entry) }),
    };
  },
  createdEntity: null,
};
