// The findings' /local/ handlers (docs/local-api.md): what the remote no longer holds as the
// app believed, and the broker's choice for one record or every open one at once.
import type { FindingChoice, FindingsDecision } from '../../rpc/local/findings';
import { decideFindings, type FindingRef } from '../../sync/pull/findings/finding-actions';
import type { LocalHandlers } from '../serving/local-routes';
import { findingsView } from './findings-view';
import { needsReplica, type SyncControl } from './sync-control';

export function findingsHandlers(control: SyncControl) {
  async function decide(
    which: FindingRef | 'all',
    choice: FindingChoice,
    decision: FindingsDecision,
  ) {
    const workspace = needsReplica(await control.workspace());
    const { db, clock } = workspace.deps;
    const nowIso = clock.now().toISOString();
    const newId = () => crypto.randomUUID();
    const { decided, kept } = await decideFindings(db, which, choice, nowIso, newId, decision);
    control.changed();
    // What is sent again goes now.
    workspace.engine?.poke();
    return { ...(await findingsView(db)), decided, kept };
  }

  return {
    findings: async () => findingsView((await control.workspace()).deps.db),
    decideAllFindings: ({ params, body }) => decide('all', params.choice, body),
    decideFinding: ({ params, body }) =>
      decide({ kind: params.kind, id: params.id }, params.choice, body),
  } satisfies Partial<LocalHandlers<'host'>>;
}
