// Records every local write's outbox entry inside the write's own transaction (commitWrite
// calls it), so there is never a write without its entry nor an entry without its write.
// The entry is written before the records (the replica's write guard checks that order),
// then completed from what the write did; coalescing (coalesce.ts) may fold it into an
// earlier entry that was never sent.
import type { Client, ClientUpdateRequest, RfqBatch, RfqMessage } from '../api';
import type { CharterDb } from '../db/database';
import type { ClientRow, OutboxRow } from '../db/rows';
import type { Clock } from '../encoding/clock';
import type { LocalWrite } from '../service/commit-write';
import type { WriteJournal } from '../service/deps';
import { findRfq } from '../service/rfqs/rfq-rules';
import { placeEntry, type EntryDraft } from './coalesce';
import { clientEntity, rfqEntity, tripEntity } from './entities';

export interface JournalOptions {
  clock: Clock;
  newId?: () => string;
  /** Off only to prove, in tests, that coalescing changes nothing the remote ends with. */
  coalesce?: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pick = (source: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, source[key]]));

/** What the records looked like before the write: what a discard restores. */
async function before(db: CharterDb, write: LocalWrite) {
  const id = (write.params as { id?: string } | undefined)?.id;
  switch (write.operation.id) {
    case 'updateClient':
    case 'deleteClient':
      return {
        client: await db.clients.get(id!),
        tripIds: await db.trip_requests.where('client_id').equals(id!).primaryKeys(),
      };
    case 'createRfqMessage':
    case 'withdrawRfq':
      return { rfq: await findRfq(db, id!).catch(() => undefined) };
    default:
      return {};
  }
}

type Before = Awaited<ReturnType<typeof before>>;

/**
 * The entry a successful write needs, or null when it changed nothing. Synchronous on
 * purpose: inside a Dexie transaction, awaiting a function that makes no IndexedDB request
 * can lose the transaction's zone (Dexie's echo budget), and the transaction commits early.
 */
function draftOf(
  write: LocalWrite,
  result: unknown,
  was: Before,
  updated: ClientRow | undefined,
): EntryDraft | null {
  const id = (write.params as { id?: string } | undefined)?.id ?? null;
  switch (write.operation.id) {
    case 'createClient': {
      const created = (result as Client).id;
      return draft(clientEntity(created), null, write.body, null, [created]);
    }
    case 'updateClient': {
      const old = was.client!;
      const now = updated!;
      const body = write.body as ClientUpdateRequest;
      // Only what really changed travels, with the server values it replaced.
      const changed = Object.keys(body).filter(
        (key) => !same(old[key as keyof typeof old], now[key as keyof typeof now]),
      );
      if (changed.length === 0) return null;
      return draft(clientEntity(old.id), old.id, pick(body, changed), pick(old, changed), []);
    }
    case 'deleteClient':
      return draft(
        clientEntity(id!),
        id,
        null,
        { row: was.client, trip_request_ids: was.tripIds },
        [],
      );
    case 'createRfqBatch':
      return draft(
        tripEntity(id!),
        id,
        write.body,
        null,
        (result as RfqBatch).items.map((item) => item.id),
      );
    case 'createRfqMessage': {
      const rfqId = was.rfq!.id;
      return draft(rfqEntity(rfqId), rfqId, write.body, null, [(result as RfqMessage).id]);
    }
    case 'withdrawRfq':
      return draft(rfqEntity(id!), id, null, { status: was.rfq!.status }, []);
    default:
      throw new Error(`${write.operation.id} is not a write the outbox knows`);
  }
}

function draft(
  entity: string,
  target: string | null,
  body: unknown,
  base: Record<string, unknown> | null,
  createdIds: string[],
): EntryDraft {
  return { entity, target_id: target, body: body ?? null, base, created_ids: createdIds };
}

export function createWriteJournal(options: JournalOptions): WriteJournal {
  const { clock } = options;
  const newId = options.newId ?? (() => crypto.randomUUID());
  return {
    async record(write, db, work) {
      const nowIso = clock.now().toISOString();
      const placeholder: Omit<OutboxRow, 'seq'> = {
        id: newId(),
        operation_id: write.operation.id as OutboxRow['operation_id'],
        entity: '',
        target_id: null,
        body: null,
        base: null,
        created_ids: [],
        depends_on: null,
        // Given once, here: every retry, reload and restart sends the same key.
        idempotency_key: newId(),
        state: 'pending',
        attempts: 0,
        next_attempt_at: null,
        reason: null,
        problem: null,
        created_at: nowIso,
        updated_at: nowIso,
      };
      const seq = await db.outbox.add(placeholder as OutboxRow);
      const was = await before(db, write);
      const result = await work();
      const updated =
        write.operation.id === 'updateClient' ? await db.clients.get(was.client!.id) : undefined;
      const entryDraft = draftOf(write, result, was, updated);
      if (entryDraft === null) await db.outbox.delete(seq);
      else await placeEntry(db, seq, entryDraft, options.coalesce ?? true);
      return result;
    },
  };
}
