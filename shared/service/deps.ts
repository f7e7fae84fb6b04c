import type { Operation, PersonReference } from '../api';
import type { CharterDb } from '../db/database';
import type { Clock } from '../encoding/clock';

export interface RfqDelivery {
  /** The remote emails operators; the local app cannot, so it answers `emailed: false`. */
  emailed: boolean;
  /** The operator's link for a token, or null where links are not made (local). */
  linkUrl(token: string): string | null;
}

/** A write as the router read it: what the outbox will store and replay to the remote. */
export interface LocalWrite {
  operation: Operation;
  /** The path as sent, e.g. `/v1/clients/<id>`. */
  path: string;
  params: unknown;
  body: unknown;
  idempotencyKey: string | null;
  /** The body exactly as sent, for the idempotency fingerprint. */
  bodyText: string;
}

/**
 * Records the outbox entry of each local write, inside the write's transaction (only in a
 * database that mirrors a remote: shared/sync/outbox/journal.ts).
 */
export interface WriteJournal {
  /** `db` is bound to the write's transaction; `work` does the write through it. */
  record<T>(write: LocalWrite, db: CharterDb, work: () => Promise<T>): Promise<T>;
}

/** Everything a /v1 app needs from its host: storage, time and who is acting. */
export interface ServiceDeps {
  db: CharterDb;
  clock: Clock;
  /** The person the service acts for: `created_by` of RFQs, `consent_recorded_by`. */
  currentUser: PersonReference;
  rfqDelivery: RfqDelivery;
  /** Id of a new record; injectable so tests can be deterministic. */
  newId?: () => string;
  /** Present when writes must reach a remote: every write records its outbox entry. */
  journal?: WriteJournal;
  /**
   * This service mirrors a remote that knows more than it holds (operators no endpoint
   * lists): what it cannot check locally is taken on trust, and the remote checks it; what
   * the remote may still refuse (a batch's contacts) is remembered once it accepts it.
   */
  mirrorsRemote?: boolean;
  /** The id a path names now: a record made offline answers under its local id too. */
  resolveId?: (id: string) => Promise<string>;
}

export function newIdOf(deps: ServiceDeps): string {
  return deps.newId ? deps.newId() : crypto.randomUUID();
}
