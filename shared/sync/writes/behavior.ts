// What a write operation does in sync, declared once per operation (one file each, the
// table in index.ts): how its entry is recorded, the fields it holds, how long it waits
// before it may go, how it folds with the record's unsent entries, how the remote's answer
// lands, what a discard undoes, how the Sync screen names it, and what records it creates.
import type { z } from 'zod';
import type {
  Client,
  ClientUpdateRequest,
  OperationData,
  OperationId,
  Problem,
  Rfq,
  WriteOperationId,
} from '../../api';
import type { CharterDb } from '../../db/database';
import type { ClientRow, OutboxEntry } from '../../db/rows';
import type { conflictChoice } from '../../rpc/local/outbox';
import type { LocalWrite } from '../../service/deps';
import type { DirtyFields } from '../entities';

/** The part of an entry its write decides; the journal adds the rest (key, state, order). */
type DraftField = 'operation_id' | 'entity' | 'target_id' | 'body' | 'base' | 'created_ids';
export type EntryDraft<Op extends WriteOperationId = WriteOperationId> = {
  [P in Op]: Pick<OutboxEntry<P>, DraftField & keyof OutboxEntry<P>>;
}[Op];

/** A record an entry makes that the remote's refusal names (a batch's unknown operator). */
export interface RefusedPart {
  /** The record's id here (an RFQ of the batch). */
  id: string;
  /** Whom it names, as the broker knows them: the operator, and the contact's email. */
  name: string;
  email: string;
  /** The remote's words. */
  message: string;
}

/** How the Sync screen names an entry, in a broker's words, and the record that fixes it. */
export interface EntryWords {
  summary: string;
  /** What a discard would undo. */
  effect: string;
  record: { kind: 'client' | 'trip_request' | 'rfq'; id: string };
  /** Parked on fields the server changed too: each side's value, in words. */
  conflict?: ConflictWords;
  /**
   * Parked on a refusal that names some of the records it makes: those, and whether the
   * others may go without them (`withoutRefused`).
   */
  refused?: { parts: RefusedPart[]; othersMayGo: boolean };
}

/** An edit's fields changed on the server too, as the Sync screen shows them. */
export interface ConflictWords {
  /** The record's name as it is here. */
  name: string;
  fields: {
    field: string;
    /** Each side's value as text; null when it is empty. */
    mine: string | null;
    theirs: string | null;
    /** Both texts one after the other (notes, preferences): its length, the field's bound. */
    keepBoth: { length: number; limit: number; fits: boolean } | null;
  }[];
}

/** What the broker keeps of a field changed on both sides. */
export type ConflictChoice = z.infer<typeof conflictChoice>;

/**
 * An edit of a client read back before it goes, when its base may be stale
 * (push/base-check.ts): the remote's client compared with the server values it replaced.
 */
export interface BaseCheck<Op extends WriteOperationId> {
  /** The client to read. */
  clientId(entry: OutboxEntry<Op>): string;
  /** When a read last confirmed the entry's base (epoch ms), if one did. */
  checkedAt(entry: OutboxEntry<Op>): number | null;
  /** The fields it holds in conflict, changed on both sides (none: it may go). */
  conflicts(entry: OutboxEntry<Op>): string[];
  /**
   * The entry against the client as the remote holds it at `nowMs`: its base confirmed as
   * the server's, but for the fields changed on both sides, which it holds as its conflict.
   */
  compared(entry: OutboxEntry<Op>, remote: ClientRow, nowMs: number): OutboxEntry<Op>;
  /**
   * An entry in conflict in two: what may go now (the fields only the broker changed; null
   * when none), and what waits for the broker (the fields in conflict).
   */
  split(entry: OutboxEntry<Op>): { goes: OutboxEntry<Op> | null; waits: OutboxEntry<Op> };
  /**
   * The broker's choice on one field in conflict: the entry as it then goes (null when it has
   * nothing left to send), and what the field becomes here. Refuses a choice that cannot be
   * made (both texts together over the field's bound).
   */
  resolve(
    db: CharterDb,
    entry: OutboxEntry<Op>,
    field: string,
    choice: ConflictChoice,
  ): Promise<OutboxEntry<Op> | null>;
}

/** A parked entry split in two: what may go on, and the part its refusal named. */
export interface WithoutRefused<Op extends WriteOperationId> {
  kept: OutboxEntry<Op>;
  /** As an entry of its own, which is discarded (`undo`). */
  refused: OutboxEntry<Op>;
}

/** How the remote's copy of a record lands locally (push/land.ts). */
export interface Landing {
  /** Merged with the local client `localId`, which moves to the server id. */
  client(db: CharterDb, localId: string, server: Client): Promise<void>;
  /** Merged with the local RFQ `localId`, which moves to the server id with its thread. */
  rfq(db: CharterDb, localId: string, server: Rfq): Promise<void>;
}

/**
 * A refusal the write may settle itself (push/settle-refusal.ts): the broker's intent can be
 * moot on the server (a withdrawal of an RFQ the operator has declined meanwhile). One GET
 * reads the remote's copy; what it shows decides.
 */
export interface RefusalCheck {
  /** A read operation of the table, and its URL under the API's base. */
  read: { operationId: OperationId; url: string };
  /**
   * Given the read's answer (checked against its operation's schema) at `now`: null when the
   * intent still holds (the entry parks as refused); else the entry goes, and `land` brings
   * in the remote's copy in the transaction that drops it. `words` say why, to a broker.
   */
  settle(
    data: unknown,
    now: Date,
  ): { words: string; land(db: CharterDb, land: Landing): Promise<void> } | null;
}

/** A PATCH of a client: the fields it sends, and the server values they replace. */
export interface ClientEdit {
  body: ClientUpdateRequest;
  base: Partial<ClientRow>;
}

/**
 * A later delete of the record folded into this unsent entry: either nothing need reach the
 * remote (the record never did), or the server values this entry replaced, which the
 * delete remembers for a discard to bring back.
 */
export type FoldedIntoDelete =
  { cancels: true } | { cancels: false; serverValues: Partial<ClientRow> };

/**
 * `Was` is what the write reads before its work. Methods, not function properties, so the
 * table (index.ts) can hold each behavior with its own `Was`.
 */
export interface WriteBehavior<Op extends WriteOperationId, Was = unknown> {
  // ---- recorded (outbox/journal.ts), in the write's own transaction
  /** What the draft needs of the records as they were, read before the work (if anything). */
  before?(db: CharterDb, write: LocalWrite): Promise<Was>;
  /**
   * The entry once the work ran, or null when it changed nothing. Awaits nothing but
   * requests on `db` (the transaction would commit early).
   */
  draft(
    db: CharterDb,
    write: LocalWrite,
    result: unknown,
    was: Was,
  ): Promise<EntryDraft<Op> | null>;

  /** The fields of its record it holds until acknowledged (outbox/dirty-fields.ts). */
  holds(entry: OutboxEntry<Op>): DirtyFields;

  // ---- sent (push/next-entry.ts)
  /**
   * Milliseconds its entry waits after it was made before it may go (an Undo's window);
   * absent, it may go at once. Kept by the entry's `created_at`, so a restart keeps it too.
   */
  holdFor?: number;

  // ---- coalesced (outbox/coalesce.ts); each absent: it never folds that way
  /** It edits its record: the change an unsent earlier entry of the record may take. */
  edit?(draft: EntryDraft<Op>): ClientEdit;
  /** It deletes its record: its draft, remembering the server values unsent edits replaced. */
  deleteKeeping?(draft: EntryDraft<Op>, serverValues: Partial<ClientRow>): EntryDraft<Op>;
  /** This unsent entry takes a later edit of its record, as it then becomes. */
  takeEdit?(entry: OutboxEntry<Op>, edit: ClientEdit): OutboxEntry<Op>;
  /** What a later delete of its record makes of this unsent entry. */
  foldIntoDelete?(entry: OutboxEntry<Op>): FoldedIntoDelete;
  /**
   * It takes back a record that an entry never sent made (a withdrawal of an RFQ whose batch
   * has not gone): that entry goes without the record (its `withoutCreated`), nothing queued
   * on the record goes, and neither does this draft; this says what becomes of the record here.
   */
  takeBack?(db: CharterDb, draft: EntryDraft<Op>): Promise<void>;
  /**
   * This entry, never sent or refused as invalid, without the record `id` it made: `rest` as
   * it then goes (null when nothing is left to send), or null when it cannot go without it.
   */
  withoutCreated?(
    db: CharterDb,
    entry: OutboxEntry<Op>,
    id: string,
  ): Promise<{ rest: OutboxEntry<Op> | null } | null>;

  // ---- sent (push/base-check.ts)
  /** Read back before it goes, a conflict parked for the broker (absent: it goes as it is). */
  checkBeforeSend?: BaseCheck<Op>;

  // ---- acknowledged (push/acknowledge.ts), in the transaction that drops the entry
  /** Its success answer's schema, typed by the operations table's answer so the two agree. */
  answer: z.ZodType<OperationData<Op>>;
  acknowledge(
    db: CharterDb,
    entry: OutboxEntry<Op>,
    answer: OperationData<Op>,
    land: Landing,
  ): Promise<void>;

  // ---- refused (push/settle-refusal.ts), before the entry parks
  /** How to check whether the refusal `problem` leaves anything for the broker to do. */
  checkRefusal?(
    db: CharterDb,
    entry: OutboxEntry<Op>,
    problem: Problem | null,
  ): Promise<RefusalCheck | null>;

  // ---- the broker's actions (outbox/actions.ts)
  /** Restores the server's last known state of what it changed. */
  undo(db: CharterDb, entry: OutboxEntry<Op>): Promise<void>;
  /** Parked because its record is gone on the server, it may become the record's create. */
  recreatable: boolean;
  /** Its summary and discard effect on the Sync screen. */
  describe(db: CharterDb, entry: OutboxEntry<Op>): Promise<EntryWords>;
  /**
   * Parked on a refusal that names some of the records it makes: the entry without them (the
   * broker's "Send to the others") and the part they make, or null when none would be left
   * or the refusal is not only theirs. The caller gives the rest a new key, as its body
   * changed, and discards the refused part with the entries that act on its records.
   */
  withoutRefused?(db: CharterDb, entry: OutboxEntry<Op>): Promise<WithoutRefused<Op> | null>;

  /** The entity of each record it creates (`created_ids`), null when nothing acts on them. */
  createdEntity: ((id: string) => string) | null;
}
