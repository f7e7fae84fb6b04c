// updateClient: a PATCH of a client. Only the fields that really changed travel, with the
// server values they replaced (what a discard restores). Unsent, it takes later edits of
// the client; parked because the client is gone on the server, it may re-create it.
import { client, clientUpdateRequest, type ClientUpdateRequest } from '../../api';
import type { CharterDb } from '../../db/database';
import type { ClientRow, OutboxEntry } from '../../db/rows';
import { clientEntity } from '../entities';
import { rememberReferences } from '../records';
import type { WriteBehavior } from './behavior';
import { fieldWords } from './words';
import { bodyOf, pathIdOf, required } from './write-input';

type EditedField = keyof ClientUpdateRequest;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isEditedField = (key: string): key is EditedField => key in clientUpdateRequest.shape;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) picked[key] = source[key];
  return picked;
}

/** Puts back the server values a PATCH replaced, or hands them to a later PATCH of the field. */
async function undoEdit(db: CharterDb, entry: OutboxEntry<'updateClient'>): Promise<void> {
  const later: OutboxEntry<'updateClient'>[] = [];
  for (const other of await db.outbox.where('entity').equals(entry.entity).toArray()) {
    if (other.seq > entry.seq && other.operation_id === entry.operation_id) later.push(other);
  }
  const restore: Partial<ClientRow> = {};
  for (const field of Object.keys(entry.base).filter(isEditedField)) {
    const next = later.find((other) => field in other.body);
    // That later change still goes; what it replaced is now the server's value.
    if (next) next.base = { ...next.base, ...pick(entry.base, [field]) };
    else Object.assign(restore, pick(entry.base, [field]));
  }
  if (later.length > 0) await db.outbox.bulkPut(later);
  const row = await db.clients.get(entry.target_id!);
  if (row && Object.keys(restore).length > 0) await db.clients.put({ ...row, ...restore });
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
  holds: (entry) => new Set(Object.keys(entry.body)),
  edit: (draft) => ({ body: draft.body, base: draft.base }),
  // The earliest value is the server's: that is what a discard must restore.
  takeEdit: (entry, edit) => ({
    ...entry,
    body: { ...entry.body, ...edit.body },
    base: { ...edit.base, ...entry.base },
  }),
  foldIntoDelete: (entry) => ({ cancels: false, serverValues: entry.base }),
  answer: client,
  async acknowledge(db, entry, server, land) {
    await land.client(db, entry.target_id!, server);
    await rememberReferences(db, { clients: [server] });
  },
  undo: undoEdit,
  recreatable: true,
  async describe(db, entry) {
    const target = entry.target_id!;
    const name = (await db.clients.get(target))?.name ?? 'a client';
    const fields = fieldWords(Object.keys(entry.body));
    return {
      summary: `Edit client ${name}: ${fields}`,
      effect: `Puts back the server's ${fields} of ${name}`,
      record: { kind: 'client', id: target },
    };
  },
  createdEntity: null,
};
