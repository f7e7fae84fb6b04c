// What the sync, outbox and findings handlers ask of the host: the workspace open now, its
// sync status, and telling the page and other tabs that records changed.
import { makeProblem } from '../../api';
import { ProblemError } from '../../api/problem-error';
import type { SyncStatus } from '../../rpc/local/sync-status';
import type { Workspace } from '../workspace/workspace';

export interface SyncControl {
  workspace(): Promise<Workspace>;
  status(): Promise<SyncStatus>;
  /** Lifts a pause and syncs at once: the key changed where the worker does not keep it. */
  resume(): Promise<void>;
  setOnline(online: boolean): void;
  /** After an outbox action or a finding decided: the page and other tabs learn of it. */
  changed(): void;
}

/** `workspace` when it mirrors a remote; otherwise a 409: only such a workspace syncs. */
export function needsReplica(workspace: Workspace): Workspace {
  if (workspace.key.kind !== 'remote') {
    throw new ProblemError(
      makeProblem('conflict', { detail: 'Only a workspace that mirrors a remote syncs' }),
    );
  }
  return workspace;
}
