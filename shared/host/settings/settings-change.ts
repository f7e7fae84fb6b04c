// Changing the settings (PUT /local/settings, and the move to the demo workspace): a key that
// replaces the working one is checked first (settings-check.ts), the remote left is kept as
// the way back when it had answered sync (`last_working_url`), then the settings are stored,
// the workspace they name followed and the other tabs told.
import type { SettingsChange, SettingsView } from '../../rpc/local/settings';
import type { Workspace } from '../workspace/workspace';
import type { WorkspaceSwitcher } from '../workspace/workspace-switcher';
import { movesWorkspace, type HeldSettings } from './held-settings';
import type { StoredSettings } from './settings-store';

export interface SettingsChangeParts {
  settings: HeldSettings;
  workspaces: WorkspaceSwitcher;
  /** Refuses, as a 422, a key the remote does not accept in place of the working one. */
  acceptReplacement(previous: StoredSettings, next: StoredSettings): Promise<void>;
  /** When `workspace`'s remote last answered sync; null when it never has. */
  lastSuccessOf(workspace: Workspace): Promise<string | null>;
  /** The settings changed: other tabs follow them. */
  told(): void;
}

export interface SettingsChanges {
  /** The settings as the page sees them, with the workspace open now. */
  view(): Promise<SettingsView>;
  change(change: SettingsChange): Promise<SettingsView>;
  /** Follows the settings held now from `previous`: to another workspace, or transport. */
  follow(previous: StoredSettings): Promise<void>;
}

export function settingsChanges(parts: SettingsChangeParts): SettingsChanges {
  const { settings, workspaces } = parts;

  async function follow(previous: StoredSettings): Promise<void> {
    if (movesWorkspace(previous, settings.current())) await workspaces.follow();
  }

  const view = async (): Promise<SettingsView> => settings.view((await workspaces.current()).key);

  return {
    view,
    follow,
    async change(change) {
      const previous = settings.current();
      const next = settings.changedBy(change);
      await parts.acceptReplacement(previous, next);
      // Leaving a remote that answered sync: it is the way back if the new one never answers.
      if (next.remote_url !== previous.remote_url && previous.remote_url !== null) {
        if ((await parts.lastSuccessOf(await workspaces.current())) !== null) {
          next.last_working_url = previous.remote_url;
        }
      }
      await follow(await settings.store(next));
      parts.told();
      return view();
    },
  };
}
