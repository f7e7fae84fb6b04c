// The workspace open now, and the move to the one the settings name when they change: the
// same database with a new key or URL syncs on through its new transport, its pause lifted;
// another is opened once the one before has answered what it was asked, its engine anew.
import { openWorkspace, type Workspace, type WorkspaceEnv } from './workspace';
import type { WorkspaceKey } from './workspace-keys';

export interface WorkspaceSwitcher {
  current(): Promise<Workspace>;
  /** Follows the settings to the workspace they name now (`chosen`). */
  follow(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `chosen`: the key the settings name now, read when a workspace opens; `reopened`: told
 * once another workspace is open (its status and records differ).
 */
export function switchWorkspaces(
  env: WorkspaceEnv,
  chosen: () => WorkspaceKey,
  reopened: () => void,
): WorkspaceSwitcher {
  let current = openWorkspace(chosen(), env);

  /** Opens the chosen workspace anew: its engine starts afresh. */
  async function reopen(): Promise<void> {
    const old = await current;
    current = old.close().then(() => openWorkspace(chosen(), env));
    await current;
    reopened();
  }

  return {
    current: () => current,
    async follow() {
      const old = await current;
      const key = chosen();
      const through = await env.transport(key);
      const same = key.kind === old.key.kind && key.dbName === old.key.dbName;
      if (same && old.reconnect && through) old.reconnect(key, through);
      else await reopen();
    },
    async close() {
      await (await current).close();
    },
  };
}
