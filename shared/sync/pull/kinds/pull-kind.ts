// What one kind of pull does, declared once per kind (one file each, the table in index.ts),
// as the writes are (../../writes/): the GET it sends, the answer it expects, the tables its
// merge covers, how its answer merges and which targets follow it, and what a 404 for the
// record it reads means. Each kind's answer is typed by its operation, so a merge reads its
// own answer's fields, never a cast of an unknown body.
import type { z } from 'zod';
import type { OperationData, OperationId, WriteOperationId } from '../../../api';
import type { CharterDb } from '../../../db/database';
import type { RfqRow } from '../../../db/rows';
import type { FindingKind } from '../../../rpc/local/findings';
import type { PullStep } from '../../../rules/pull-steps';
import type { PullTarget, TargetOf } from '../targets';
import type { FreshCopy } from '../task';

/** The reads of the operations table: what a pull may call. */
export type ReadOperationId = Exclude<OperationId, WriteOperationId>;

export type PullKindId = PullTarget['kind'];

/**
 * The read each kind calls, so the table (index.ts) holds each kind with its own answer
 * type; its module names it again as `operationId`, which must agree.
 */
export interface KindOperations {
  walk: 'searchClients';
  recent_clients: 'searchClients';
  client: 'getClient';
  trip_rfqs: 'listTripRequestRfqs';
  thread: 'listRfqMessages';
  contacts: 'listOperatorContacts';
}

/**
 * What pulls of kind `K` do; a kind a screen asks fresh copies of (a client, a trip's RFQs, a
 * thread) also says which target reads the copy asked for.
 */
export type PullKind<
  K extends PullKindId,
  Op extends ReadOperationId = KindOperations[K],
> = PullKindParts<K, Op> & ([K] extends [FreshCopy['kind']] ? AskedCopies<K> : unknown);

interface AskedCopies<K extends PullKindId> {
  // ---- asked (../plan/asked-copies.ts)
  /** The target that reads the fresh copy a screen asked for. */
  askedTarget(copy: Extract<FreshCopy, { kind: K }>): TargetOf<K>;
}

interface PullKindParts<K extends PullKindId, Op extends ReadOperationId> {
  // ---- sent (../fetch/)
  /** A read operation of the table: whether it is metered comes from there. */
  operationId: Op;
  /** Its URL under the API's base. */
  url(target: TargetOf<K>): string;
  /** For the sync status, e.g. `RFQs of trip request …`; a later page says so (index.ts). */
  name(target: TargetOf<K>): string;
  /** Its success answer's schema, typed by the operations table's answer so the two agree. */
  answer: z.ZodType<OperationData<Op>>;

  // ---- merged (../merge/), in one transaction that records the pull's progress first
  /**
   * What its transaction covers beside sync_state: what its answer merges, no wider (a
   * transaction that writes the clients' tables holds back every search until it commits).
   */
  tables(answer: OperationData<Op>): readonly string[];
  /**
   * Merges the answer's records ahead of that transaction, in chunks of their own (a page of
   * clients: a search waits for a chunk, not the page); its transaction then commits strict.
   */
  mergeAhead?(
    db: CharterDb,
    target: TargetOf<K>,
    answer: OperationData<Op>,
    what: string,
    nowIso: string,
  ): Promise<void>;
  /** Merges the answer; returns the targets that follow (its next page, the details it asks for). */
  merge(
    db: CharterDb,
    target: TargetOf<K>,
    answer: OperationData<Op>,
    nowIso: string,
  ): Promise<PullTarget[]>;

  // ---- refused (../findings/)
  /**
   * The one record it reads, for a kind that reads one: its kind as findings name it (one
   * found missing is asked for no more), and what a 404 for it does (it is gone on the server).
   */
  record?: {
    kind: FindingKind;
    gone(db: CharterDb, target: TargetOf<K>, nowIso: string): Promise<void>;
  };

  // ---- planned (../plan/)
  /**
   * The round whose interval a copy of it on screen follows (../plan/on-screen.ts); absent, an
   * hour's.
   */
  screenRound?: PullStep;
  /**
   * The RFQs a read of it brings news of, for a kind a screen watches (../plan/watch.ts): an
   * operator's new message among them is news.
   */
  rfqsRead?(db: CharterDb, target: TargetOf<K>): Promise<RfqRow[]>;
}
