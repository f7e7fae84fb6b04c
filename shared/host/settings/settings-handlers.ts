// The settings' /local/ handlers (docs/local-api.md, "Workspace and settings"): the settings
// as the page sees them, a change (which may open another workspace), and the remote's check
// when saved, the browser's own or what main's found.
import type { RemoteCheck, SettingsChange, SettingsView } from '../../rpc/local/settings';
import type { SyncStatus } from '../../rpc/local/sync-status';
import type { LocalHandlers } from '../serving/local-routes';

export interface SettingsControl {
  settings(): Promise<SettingsView>;
  changeSettings(change: SettingsChange): Promise<SettingsView>;
  /** Asks the remote once whether its URL and key work (browser mode). */
  check(): Promise<RemoteCheck>;
  /** What main's check found (the desktop shell), for the engine to act on at once. */
  noteCheck(check: RemoteCheck): Promise<void>;
  status(): Promise<SyncStatus>;
}

export function settingsHandlers(control: SettingsControl) {
  return {
    settings: () => control.settings(),
    changeSettings: ({ body }) => control.changeSettings(body),
    checkRemote: () => control.check(),
    async noteCheck({ body }) {
      await control.noteCheck(body);
      return control.status();
    },
  } satisfies Partial<LocalHandlers<'host'>>;
}
