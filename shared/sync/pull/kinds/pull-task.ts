// A target as a pull's task (../task.ts): its kind's GET, and what its answer or a refusal
// does to the replica, in one transaction that first records where the target's follow-ups
// go (its round's queue in the plan, or the broker's asks): pulled data and the plan that
// says so commit together.
import type { CharterDb } from '../../../db/database';
import type { TransactionOptions, TransactionScope } from '../../../db/unit-of-work';
import { parseUnknown } from '../../../encoding/parse-unknown';
import { applyFromRemote } from '../../sync-state';
import { fromFirstPage, type PullTarget } from '../targets';
import type { PullTask } from '../task';
import { kindOf, labelOf, requestOf } from './index';

/** Where a target's follow-ups go: into the plan, in the pull's transaction, or among the asks. */
export interface Place {
  record(db: CharterDb, follow: PullTarget[], nowIso: string): Promise<void>;
  committed(follow: PullTarget[]): void;
}

export function pullTask(target: PullTarget, place: Place): PullTask {
  const kind = kindOf(target.kind);
  const { operationId, request } = requestOf(target);
  const label = labelOf(target);
  async function settle(
    db: CharterDb,
    nowIso: string,
    work: (db: CharterDb) => Promise<PullTarget[]>,
    { durability, scope }: TransactionOptions & { scope: TransactionScope },
  ): Promise<void> {
    const follow = await applyFromRemote(
      db,
      label,
      nowIso,
      async (db) => {
        const follow = await work(db);
        await place.record(db, follow, nowIso);
        return follow;
      },
      { scope, durability },
    );
    place.committed(follow);
  }
  return {
    label,
    operationId,
    request,
    apply: async (db, body, nowIso) => {
      const answer = parseUnknown(kind.answer, body, `${operationId} answer`);
      await kind.mergeAhead?.(db, target, answer, label, nowIso);
      // Relaxed, unless this records clients merged ahead in relaxed transactions, whose
      // writes its flush makes durable.
      const durability = kind.mergeAhead ? 'strict' : 'relaxed';
      await settle(db, nowIso, (db) => kind.merge(db, target, answer, nowIso), {
        durability,
        scope: ['sync_state', ...kind.tables(answer)],
      });
    },
    // Strict: a refusal may park or drop the broker's outbox entries (../findings/).
    // Every table: a record gone is a finding, which may touch several.
    failed: (db, problem, nowIso) =>
      settle(
        db,
        nowIso,
        async (db) => {
          // An invalid cursor starts the list again; a record the server does not have is a
          // finding, not a retry (../findings/); anything else drops the target, so one
          // record the remote refuses never holds up the rest.
          if (problem.type === 'invalid_cursor') return [fromFirstPage(target)];
          if (problem.status === 404) await kind.record?.gone(db, target, nowIso);
          return [];
        },
        { scope: db.tables },
      ),
  };
}
