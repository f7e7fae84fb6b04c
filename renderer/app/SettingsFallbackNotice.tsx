// Stored settings that did not read back at start (damaged, or written unchecked by an older
// version): the app started on their defaults instead of failing
// (shared/host/settings/settings-store.ts). The frame names them until the broker saves
// settings again.
import type { SettingsView } from '../../shared/rpc/local/settings';
import { Link } from '../navigation/router';
import { useSettings } from '../settings/use-settings';

const NAMES: Record<SettingsView['unreadable_settings'][number], string> = {
  remote_url: 'the remote API URL',
  api_key: 'the API key',
  reserve_percent: 'the pull reserve',
  working_hours: 'the working hours',
  demo: 'the choice of demo data',
};

const listed = (items: string[]) =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;

export function SettingsFallbackNotice() {
  // The Settings screen's own query: saving there reads it again.
  const settings = useSettings();
  const unreadable = settings.data?.unreadable_settings ?? [];
  if (unreadable.length === 0) return null;
  const noRemote = unreadable.includes('remote_url');
  return (
    <div className="sync-banner settings-fallback" role="alert">
      <p>
        The saved settings could not be read back: {listed(unreadable.map((name) => NAMES[name]))}.
        The app started with {noRemote ? 'no remote, and ' : ''}the defaults in their place.{' '}
        <Link to="/settings">Set them again in Settings</Link>
      </p>
    </div>
  );
}
