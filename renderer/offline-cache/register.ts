// The offline cache: sw.js, the service worker that vite.config.ts (VitePWA) generates,
// precaches the built app, so browser mode opens offline after its first load. The desktop
// app loads from disk and registers none.
import type { QueryClient } from '@tanstack/react-query';
import { desktop } from '../desktop';
import { afterFirstData } from './after-first-data';

/** Registers the offline cache once the first screen has its data (after-first-data.ts). */
export function registerOfflineCache(queries: QueryClient): void {
  if (desktop || !('serviceWorker' in navigator)) return;
  afterFirstData(queries, () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => console.warn(error));
  });
}
