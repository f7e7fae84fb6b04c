// What a write operation does in sync, declared once per operation (one file each, the
// table in index.ts): how its entry is recorded, the fields it holds, how long it waits
// before it may go, how it folds with the record's unsent entries, how the remote's answer
// lands, what a discard undoes, how the Sync screen names it, and what records it creates.
import type { z } from 'zod';
import type { Client, ClientUpdateRequest, OperationData, Rfq, WriteOperationId } from '../../api';
import type { CharterDb } from '../../db/database';
import type { ClientRow, OutboxEntry } from '../../db/rows';
import type { LocalWrite } from '../../service/commit-write';
import type { DirtyFields } from '../entities';

/** The part of an entry its write decides; the journal adds the rest (key, state, order). */
type DraftField = 'operation_id' | 'entity' | 'target_id' | 'body' | 'base' | 'created_ids';
export type EntryDraft<Op extends WriteOperationId = WriteOperationId> = {
  [P in Op]: Pick<OutboxEntry<P>, DraftField & keyof OutboxEntry<P>>;
}[Op];

/** How the Sync screen names an entry, in a broker's words, and the record that fixes it. */
export interface EntryWords {
  summary: string;
  /** What a discard would undo. */
  effect: string;
  record: { kind: 'client' | 'trip_request' | 'rfq'; id: string };
}

/** How the remote's copy of a record lands locally (push/land.ts). */
export interface Landing {
  /** Merged with the local client `localId`, which moves to the server id. */
  client(db: CharterDb, localId: string, server: Client): Promise<void>;
  /** Merged with the local RFQ `localId`, which moves to the server id with its thread. */
  rfq(db: CharterDb, localId: string, server: Rfq): Promise<void>;
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

  /** The fields of its record it holds until acknowledged (dirty-fields.ts). */
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

  // ---- acknowledged (push/acknowledge.ts), in the transaction that drops the entry
  /** Its success answer's schema, typed by the operations table's answer so the two agree. */
  answer: z.ZodType<OperationData<Op>>;
  acknowledge(
    db: CharterDb,
    entry: OutboxEntry<Op>,
    answer: OperationData<Op>,
    land: Landing,
  ): Promise<void>;

  // ---- the broker's actions (outbox/actions.ts)
  /** Restores the server's last known state of what it changed. */
  undo(db: CharterDb, entry: OutboxEntry<Op>): Promise<void>;
  /** Parked because its record is gone on the server, it may become the record's create. */
  recreatable: boolean;
  /** Its summary and discard effect on the Sync screen. */
  describe(db: CharterDb, entry: OutboxEntry<Op>): Promise<EntryWords>;

  /** The entity of each record it creates (`created_ids`), null when nothing acts on them. */
  createdEntity: ((id: string) => string) | null;
}
