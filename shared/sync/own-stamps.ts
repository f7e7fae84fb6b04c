// The moment the broker acted, kept over the remote's stamp of the same act. Consent changed
// offline at 8:12 and sent at 8:18 comes back stamped 8:18 by the API's user: the replica
// keeps showing 8:12 by the broker, for as long as the remote's stamp is the one its answer
// to that write gave. Another stamp there is a later act (a colleague's): it shows as pulled,
// and the broker's is forgotten. One sync_state record, by client id.
import { z } from 'zod';
import { dateTime, personReference, type Client } from '../api';
import type { CharterDb } from '../db/database';
import type { ClientRow } from '../db/rows';
import { readState, writeState } from './sync-state';

const CONSENT_STAMPS = 'consent_stamps';

const ownStamp = z.strictObject({
  /** The remote's `consent_updated_at` in its answer to the broker's write. */
  remote_at: dateTime,
  /** The broker's own: when, and as whom, the write here recorded it. */
  at: dateTime,
  by: personReference.nullable(),
});
const ownStamps = z.record(z.string(), ownStamp);
type OwnStamps = z.infer<typeof ownStamps>;

const readStamps = async (db: CharterDb): Promise<OwnStamps> =>
  (await readState(db, CONSENT_STAMPS, ownStamps)) ?? {};

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/**
 * A write of the broker's that changed consent was answered with `server`: the stamp `local`
 * holds here (that write's, or a later one's still to go) is the one to show. Call in the
 * acknowledging transaction, before the copy lands.
 */
export async function keepOwnConsentStamp(
  db: CharterDb,
  local: ClientRow | undefined,
  server: Client,
): Promise<void> {
  const remoteAt = server.consent_updated_at;
  const at = local?.consent_updated_at ?? null;
  if (remoteAt === null || at === null || sameInstant(remoteAt, at)) return;
  const stamps = await readStamps(db);
  const by = local!.consent_recorded_by;
  await writeState(db, CONSENT_STAMPS, { ...stamps, [server.id]: { remote_at: remoteAt, at, by } });
}

/**
 * The remote's copies `rows` as the replica shows them: a consent stamp the broker's own write
 * earned shows the broker's moment; one another act replaced drops the broker's. Call in a
 * transaction over sync_state.
 */
export async function withOwnStamps(db: CharterDb, rows: ClientRow[]): Promise<ClientRow[]> {
  const stamps = await readStamps(db);
  if (Object.keys(stamps).length === 0) return rows;
  let superseded = false;
  const shown = rows.map((row) => {
    const own = stamps[row.id];
    if (!own) return row;
    if (row.consent_updated_at !== null && sameInstant(row.consent_updated_at, own.remote_at)) {
      return { ...row, consent_updated_at: own.at, consent_recorded_by: own.by };
    }
    delete stamps[row.id];
    superseded = true;
    return row;
  });
  if (superseded) await writeState(db, CONSENT_STAMPS, stamps);
  return shown;
}
