// The offline cache: sw.js, the service worker that vite.config.ts (VitePWA) generates,
// precaches the built app, so browser mode opens offline after its first load. The desktop
// app loads from disk and registers none. A new build's service worker waits for the broker
// (new-version.ts); this tab asks for one whenever the broker opens a screen or comes back
// to it, and hourly.
import type { QueryClient } from '@tanstack/react-query';
import { desktop } from '../desktop';
import { afterFirstData } from './after-first-data';
import { watchNewVersion, type NewVersionWatch } from './new-version';

const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the offline cache once the first screen has its data (after-first-data.ts);
 * the watch for a new version, or null without a service worker (the desktop app).
 */
export function registerOfflineCache(queries: QueryClient): NewVersionWatch | null {
  if (desktop || !('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  const watch = watchNewVersion(container);
  afterFirstData(queries, () => {
    container.register('./sw.js').then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // Undefined where service workers are blocked (a policy, or Playwright's 'block').
        if (!registration) return;
        watch.attach(registration);
        const check = () => watch.check();
        window.addEventListener('hashchange', check);
        document.addEventListener('visibilitychange', check);
        setInterval(check, CHECK_EVERY_MS);
      },
      (error: unknown) => console.warn(error),
    );
  });
  return watch;
}
