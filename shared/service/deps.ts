import type { PersonReference } from '../api';
import type { CharterDb } from '../db/database';
import type { Clock } from '../encoding/clock';

export interface RfqDelivery {
  /** The remote emails operators; the local app cannot, so it answers `emailed: false`. */
  emailed: boolean;
  /** The operator's link for a token, or null where links are not made (local). */
  linkUrl(token: string): string | null;
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
}

export function newIdOf(deps: ServiceDeps): string {
  return deps.newId ? deps.newId() : crypto.randomUUID();
}
