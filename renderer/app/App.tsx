// The app frame: navigation, the status bar (connection, changes waiting, allowance), the
// sync banner, and the screen the URL names. Only a screen's own lists scroll.
import { useEffect, useState } from 'react';
import { useConnection } from '../connection/connection-context';
import { Notes } from '../ui/toasts';
import { desktop } from '../desktop';
import {
  currentPath,
  Link,
  matchRoute,
  navigate,
  usePath,
  type RouteDef,
} from '../navigation/router';
import type { AppUpdates } from './app-updates';
import { routes } from './app-routes';
import { ScreenBoundary } from './ScreenBoundary';
import { SettingsFallbackNotice } from './SettingsFallbackNotice';
import { StorageWarning } from './StorageWarning';
import { UpdateNotice } from './UpdateNotice';
import { installDesktopEvents } from './desktop-events';
import { installShortcuts } from './shortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';
import { installNotifier } from '../inbox/arrival-notifier';
import { InboxNavCount } from '../inbox/InboxNavCount';
import { NeedsYouNavCount } from '../needs-you/NeedsYouNavCount';
import { StatusBar } from './StatusBar';
import { SyncBanner } from './SyncBanner';
import { LostDataNotice } from '../sync/LostDataNotice';
import { SearchBox } from '../search/SearchBox';
import './app.css';

const SECTIONS: { section: RouteDef['section']; label: string; to: string }[] = [
  { section: 'inbox', label: 'Inbox', to: '/inbox' },
  { section: 'needs-you', label: 'Needs you', to: '/needs-you' },
  { section: 'trips', label: 'Trips', to: '/trips' },
  { section: 'clients', label: 'Clients', to: '/clients' },
  { section: 'sync', label: 'Sync', to: '/sync' },
  { section: 'settings', label: 'Settings', to: '/settings' },
];

export function App({ updates }: { updates: AppUpdates }) {
  const path = usePath();
  const { local, client } = useConnection();
  const matched = matchRoute(routes, path);

  const [showingShortcuts, setShowingShortcuts] = useState(false);
  useEffect(
    () =>
      installShortcuts(
        () => void local.syncNow(),
        () => setShowingShortcuts(true),
      ),
    [local],
  );
  useEffect(() => installDesktopEvents(local), [local]);
  useEffect(() => installNotifier(client), [client]);
  useEffect(() => {
    // The path read again as the effect runs: a link followed since this render (a deep link
    // opened while the app started) is kept, not replaced by the clients list.
    if (!matched && !matchRoute(routes, currentPath())) navigate('/clients', { replace: true });
  }, [matched]);

  return (
    <div className="app">
      <header className="app-header">
        <h1>Charter Desk</h1>
        {!desktop && (
          <span className="badge" title="Running in a browser, without the desktop shell">
            Browser mode
          </span>
        )}
        <SearchBox />
        <StatusBar />
      </header>
      <UpdateNotice updates={updates} />
      <SettingsFallbackNotice />
      <SyncBanner />
      <StorageWarning />
      <LostDataNotice />
      <div className="app-body">
        <nav className="app-nav" aria-label="Main">
          <ul>
            {SECTIONS.map(({ section, label, to }) => (
              <li key={section}>
                <Link
                  to={to}
                  aria-current={matched?.route.section === section ? 'page' : undefined}
                >
                  {label}
                  {section === 'inbox' && <InboxNavCount />}
                  {section === 'needs-you' && <NeedsYouNavCount />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="app-main">
          <ScreenBoundary path={path} updates={updates}>
            {matched?.route.render(matched.params)}
          </ScreenBoundary>
        </main>
      </div>
      {showingShortcuts && <ShortcutsDialog onClose={() => setShowingShortcuts(false)} />}
      {/* A note region that failed to load shows no notes; the frame stays. */}
      <ScreenBoundary updates={updates} quiet>
        <Notes />
      </ScreenBoundary>
    </div>
  );
}
