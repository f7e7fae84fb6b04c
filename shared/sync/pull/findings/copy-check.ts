// A pulled client that is not a later version of the copy here: the remote created it anew (another
// created_at) or holds an older one (an earlier updated_at). Sync never meets either otherwise,
// since a record's created_at never changes and its updated_at only moves on: the remote lost data.
// When such a copy also differs in a field a broker edits, the copy here stays and the broker
// decides (findings-record.ts: the edits the remote lost, a notes change synced before a reset,
// must not go without a word); other copies merge, counted towards a walk that finds the remote's
// data replaced (lost-remote.ts). A record found missing before and now pulled is on the server
// again: its finding goes.
import { clientUpdateRequest } from '../../../api';
import type { ClientRow } from '../../../db/rows';
import type { DirtyFields } from '../../entities';
import { sameRecord, type Finding, type FindingsRecord } from './findings-record';

/** The fields a broker edits: where a copy created anew may have lost their changes. */
const EDITED = Object.keys(clientUpdateRequest.shape) as (keyof ClientRow)[];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether `pulled` is the record `here` as the remote changed it since (or unchanged). */
function laterVersion(here: ClientRow, pulled: ClientRow): boolean {
  return (
    Date.parse(pulled.created_at) === Date.parse(here.created_at) &&
    Date.parse(pulled.updated_at) >= Date.parse(here.updated_at)
  );
}

export interface CopyCheck {
  /** Clients whose copy here stays as it is. */
  kept: Set<string>;
  /** The findings these copies make (changed copies), and those they end (found again). */
  found: Finding[];
  ended: Finding[];
  /** Copies not a later version of the one here (created anew, or older). */
  replaced: number;
}

/**
 * Checks each pulled copy against the row here (`local`, same index), unless an unsynced
 * change holds it (`dirty`): those merge under the replica's rule.
 */
export function checkCopies(
  pulled: readonly ClientRow[],
  local: readonly (ClientRow | undefined)[],
  dirty: ReadonlyMap<string, DirtyFields>,
  findings: FindingsRecord,
  nowIso: string,
): CopyCheck {
  const check: CopyCheck = { kept: new Set(), found: [], ended: [], replaced: 0 };
  pulled.forEach((row, index) => {
    const earlier = findings.items.find((item) => sameRecord(item, { kind: 'client', id: row.id }));
    const here = local[index];
    const stale = here !== undefined && !dirty.has(row.id) && !laterVersion(here, row);
    const fields = stale ? EDITED.filter((field) => !same(here[field], row[field])) : [];
    if (stale) check.replaced += 1;
    if (fields.length === 0) {
      if (earlier) check.ended.push(earlier);
      return;
    }
    check.kept.add(row.id);
    // Kept here by the broker's choice: the remote's copy is not asked about again.
    if (earlier?.kept && earlier.problem === 'changed') return;
    check.found.push({
      kind: 'client',
      id: row.id,
      problem: 'changed',
      own: false,
      fields,
      server: row,
      kept: false,
      found_at: nowIso,
    });
  });
  return check;
}
