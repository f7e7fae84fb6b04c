// The settings the host holds: read at start (in the desktop shell, main's remote URL over
// the stored one, and no key here), those stored that did not read back, a change checked
// field by field before it is stored whole, and what the page sees of them.
import { validationProblem } from '../../api';
import { ProblemError } from '../../api/problem-error';
import type { DexieBackend } from '../../db/database';
import type { SettingsChange, SettingsView, ShellKind } from '../../rpc/local/settings';
import { normalizeRemoteUrl } from '../../rpc/remote-url';
import { laptopTimeZone } from '../../sync/policy/working-time';
import type { WorkspaceKey } from '../workspace/workspace-keys';
import {
  keyFor,
  openSettingsStore,
  viewedNames,
  withKey,
  type FirstStart,
  type StoredSettings,
} from './settings-store';

export interface HeldSettings {
  current(): StoredSettings;
  /** As the page sees them, with the workspace open now. */
  view(workspace: WorkspaceKey): SettingsView;
  /** The current settings with `change`; a field it may not have is a 422 naming it. */
  changedBy(change: SettingsChange): StoredSettings;
  /** Stores `next` whole (none is unreadable any more) and holds it; answers those before. */
  store(next: StoredSettings): Promise<StoredSettings>;
  /** Holds the settings stored now (another tab wrote them); answers those before. */
  reread(): Promise<StoredSettings>;
  close(): void;
}

export interface SettingsOptions {
  shell: ShellKind;
  /** Desktop: the remote URL main holds (and confirmed with the broker). */
  remoteUrl?: string | null;
  backend?: DexieBackend;
  /** What a first start begins with (npm start points the app at its remote); asked only then. */
  firstStart?: () => Promise<FirstStart>;
}

function fieldError(field: string, message: string): never {
  throw new ProblemError(validationProblem([{ field, code: 'invalid', message }]));
}

/** Whether going from `previous` to `next` opens another workspace, or changes its transport. */
export function movesWorkspace(previous: StoredSettings, next: StoredSettings): boolean {
  return (
    previous.remote_url !== next.remote_url ||
    keyFor(previous) !== keyFor(next) ||
    previous.demo !== next.demo
  );
}

export async function holdSettings(options: SettingsOptions): Promise<HeldSettings> {
  const { shell } = options;
  const store = openSettingsStore(options.backend, options.firstStart);
  let { settings, unreadable } = await store.read();
  if (shell === 'desktop' && options.remoteUrl !== undefined) {
    settings = { ...settings, remote_url: options.remoteUrl, api_keys: {} };
    // Main's URL (and keys) replace whatever was stored of them.
    unreadable = unreadable.filter((name) => name !== 'remote_url' && name !== 'api_keys');
    await store.write(settings);
  }

  function hold(next: StoredSettings): StoredSettings {
    const previous = settings;
    settings = next;
    return previous;
  }

  return {
    current: () => settings,
    view: (workspace) => ({
      workspace: workspace.kind,
      database: workspace.dbName,
      shell,
      remote_url: settings.remote_url,
      last_working_url:
        settings.last_working_url === settings.remote_url ? null : settings.last_working_url,
      has_api_key: shell === 'browser' && keyFor(settings) !== null,
      reserve_percent: settings.reserve_percent,
      working_hours: settings.working_hours,
      time_zone: laptopTimeZone(),
      unreadable_settings: viewedNames(unreadable),
    }),
    changedBy(change) {
      const next = { ...settings };
      if (change.remote_url !== undefined) {
        next.remote_url =
          change.remote_url === null
            ? null
            : (normalizeRemoteUrl(change.remote_url) ??
              fieldError(
                'remote_url',
                'Must be an https URL (http only to this machine), without credentials, ? or #',
              ));
        if (next.remote_url !== null) next.demo = false;
      }
      if (change.api_key !== undefined) {
        if (shell === 'desktop') {
          fieldError('api_key', 'The desktop app keeps the key in the system keychain, not here');
        }
        if (next.remote_url === null) {
          fieldError('api_key', 'Set the remote API URL first: the key is kept for it alone');
        }
        next.api_keys = withKey(next.api_keys, next.remote_url, change.api_key);
      }
      if (change.reserve_percent !== undefined) next.reserve_percent = change.reserve_percent;
      if (change.working_hours !== undefined) next.working_hours = change.working_hours;
      if (change.demo !== undefined) next.demo = change.demo;
      return next;
    },
    async store(next) {
      await store.write(next);
      unreadable = [];
      return hold(next);
    },
    async reread() {
      const read = await store.read();
      unreadable = read.unreadable;
      return hold(read.settings);
    },
    close: () => store.close(),
  };
}
