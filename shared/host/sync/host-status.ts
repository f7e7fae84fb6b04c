// The sync status the host pushes and answers: the workspace's as read from its database and
// engine (read-sync-status.ts, loaded as the host starts), with the remote it mirrors as the
// header names it, then as the remote's last check found it (settings/settings-check.ts).
import type { SyncStatus } from '../../rpc/local/sync-status';
import type { Workspace } from '../workspace/workspace';
import type { PaceSettings, readSyncStatus } from './read-sync-status';

export interface HostStatusParts {
  /** The demo remote's origin, as the settings hold it now. */
  demoOrigin(): string | null;
  online(): boolean;
  pace: PaceSettings;
  read(): Promise<typeof readSyncStatus>;
  /** What the remote's last check adds: an address found unreachable without a key. */
  adjust(status: SyncStatus): Promise<SyncStatus>;
}

export function hostStatus(parts: HostStatusParts): (workspace: Workspace) => Promise<SyncStatus> {
  return async (workspace) => {
    const url = workspace.key.remoteUrl;
    const remote = url === null ? null : { url, demo: new URL(url).origin === parts.demoOrigin() };
    const read = await parts.read();
    const status = await read(workspace, parts.online(), parts.pace);
    return parts.adjust({ ...status, remote });
  };
}
