// What pulls found the remote no longer holds as the replica believed: a record it answers
// 404 for or a complete list leaves out (`missing`), or a client whose copy there is not a
// later version of the one here and differs in what a broker edits (`changed`: it was created
// anew, or is older, so the remote lost changes). Each is a finding, not a retry: nothing is
// asked of the remote for it again, and nothing here changes until the broker chooses
// (finding-actions.ts). A record found again in a later pull is no longer missing.
// `remote` says the remote as a whole lost data (lost-remote.ts). Kept in one sync_state
// record, written in the pull's own transaction.
import { z } from 'zod';
import type { CharterDb } from '../../../db/database';
import { clientRow } from '../../../db/rows';
import { findingView, remoteLossView, type FindingKind } from '../../../rpc/local/findings';
import { readState, writeState } from '../../sync-state';
import { historyIds } from '../../../db/rfq-history/history';
import { missingIsHistory, noLongerHistory } from './rfq-history-upkeep';

export type { FindingKind };

/** Stored: the view's facts (the id is the record's here and the remote's) and the changes. */
export const finding = findingView
  .pick({ kind: true, id: true, problem: true, own: true, kept: true, found_at: true })
  .extend({
    /** `changed`: the fields a broker edits that differ, and the remote's copy. */
    fields: z.array(z.string()),
    server: clientRow.nullable(),
  });
export type Finding = z.infer<typeof finding>;

/** An RFQ gone (they are never deleted), or a walk that found most clients gone or new. */
export const remoteLoss = remoteLossView;
export type RemoteLoss = z.infer<typeof remoteLoss>;

const findingsRecord = z.strictObject({
  items: z.array(finding),
  remote: remoteLoss.nullable(),
  /** Clients the walk under way met created anew (not a later version of the one here). */
  replaced: z.strictObject({ walk: z.int().nonnegative(), count: z.int().nonnegative() }),
});
export type FindingsRecord = z.infer<typeof findingsRecord>;

const FINDINGS_KEY = 'findings';
const NONE: FindingsRecord = { items: [], remote: null, replaced: { walk: 0, count: 0 } };

export async function readFindings(db: CharterDb): Promise<FindingsRecord> {
  return (await readState(db, FINDINGS_KEY, findingsRecord)) ?? NONE;
}

/**
 * Writes `record`; with no finding left to decide on, the remote's loss is told no more. In
 * a transaction over sync_state: writing it first also explains the transaction's changes
 * to the replica's write guard, as a pull's progress does.
 */
export async function writeFindings(db: CharterDb, record: FindingsRecord): Promise<void> {
  const open = record.items.some((item) => !item.kept);
  await writeState(db, FINDINGS_KEY, open ? record : { ...record, remote: null });
}

export const sameRecord = (a: Pick<Finding, 'kind' | 'id'>, b: Pick<Finding, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

/**
 * Records `found`. A record found again keeps the broker's choice to keep it and when it was
 * first found; what was found (a missing record, the remote's copy) is the latest.
 */
export async function addFindings(db: CharterDb, found: readonly Finding[]): Promise<void> {
  if (found.length === 0) return;
  const record = await readFindings(db);
  const items = [...record.items];
  for (const each of found) {
    const at = items.findIndex((item) => sameRecord(item, each));
    const earlier = items[at];
    if (earlier) items[at] = { ...each, kept: earlier.kept, found_at: earlier.found_at };
    else items.push(each);
  }
  await writeFindings(db, { ...record, items });
  const rfqs = items.filter((item) => item.kind === 'rfq' && item.problem === 'missing');
  await missingIsHistory(
    db,
    rfqs.filter((item) => found.some((each) => sameRecord(item, each))),
  );
}

/** Forgets the findings of records `ids` of `kind` found again: RFQs are history no more. */
export async function dropFindings(
  db: CharterDb,
  kind: FindingKind,
  ids: readonly string[],
): Promise<void> {
  const record = await readFindings(db);
  const items = record.items.filter((item) => item.kind !== kind || !ids.includes(item.id));
  if (items.length !== record.items.length) await writeFindings(db, { ...record, items });
  if (kind === 'rfq') await noLongerHistory(db, ids);
}

/**
 * The ids of `kind` found missing on the server, and the RFQs that are history (sent again
 * since): nothing is asked of it for them.
 */
export async function missingIds(db: CharterDb, kind: FindingKind): Promise<Set<string>> {
  const { items } = await readFindings(db);
  const found = items.filter((item) => item.kind === kind && item.problem === 'missing');
  const history = kind === 'rfq' ? await historyIds(db) : [];
  return new Set([...found.map((item) => item.id), ...history]);
}

/** A record gone from the server, as a finding. */
export const missing = (kind: FindingKind, id: string, own: boolean, nowIso: string): Finding => ({
  kind,
  id,
  problem: 'missing',
  own,
  fields: [],
  server: null,
  kept: false,
  found_at: nowIso,
});
