// Pushes the sync status to the page (the worker's `sync` event) a moment after sync says it
// changed, a run of changes as one push; when the last success moved, records landed, and the
// screens read again, in other tabs too (their workers stand by: only this one syncs).
import type { SyncStatus } from '../../rpc/local/sync-status';
import type { Workspace } from '../workspace/workspace';

const STATUS_PUSH_MS = 200;

export interface StatusPusherParts {
  workspace(): Promise<Workspace>;
  statusOf(workspace: Workspace): Promise<SyncStatus>;
  push(status: SyncStatus): void;
  /** A push or pull landed records in `workspace`. */
  landed(workspace: Workspace): void;
}

export interface StatusPusher {
  /** Sync changed: the status goes to the page shortly. */
  soon(): void;
  /** Nothing more is pushed: the engine still says it stopped as it closes. */
  close(): void;
}

export function statusPusher(parts: StatusPusherParts): StatusPusher {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastSuccessPushed: string | null = null;
  let closed = false;

  async function pushStatus() {
    timer = null;
    const workspace = await parts.workspace();
    let status: SyncStatus;
    try {
      status = await parts.statusOf(workspace);
    } catch (error) {
      // Its database closed under the read (the host closed, or the settings opened
      // another workspace, which pushes its own status): nothing to tell.
      if (closed || workspace !== (await parts.workspace())) return;
      throw error;
    }
    parts.push(status);
    if (status.last_success_at !== lastSuccessPushed) {
      lastSuccessPushed = status.last_success_at;
      parts.landed(workspace);
    }
  }

  return {
    soon() {
      if (closed) return;
      timer ??= setTimeout(() => void pushStatus(), STATUS_PUSH_MS);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
