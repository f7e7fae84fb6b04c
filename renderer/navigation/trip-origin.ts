// Where the broker opened each trip from, so its page leads back there ("← Trips",
// "← Inbox") and not only to its client. Noted at each hash change from a screen that lists
// trips into one of a trip's pages (its own, a thread, its proposals); moving among those
// keeps it. Kept in the tab's session storage, so a reload keeps the way back too.
import { INBOX_PATH } from './paths';

export type TripOrigin = 'trips' | 'inbox' | 'client';

const KEY = 'charter-desk:trip-origins';
/** Trips remembered at most: the oldest noted goes first. */
const KEPT = 50;

const pathOf = (url: string) => decodeURI(new URL(url).hash.replace(/^#/, '')) || '/';

/** The trip whose page `path` is, if it is one. */
const tripOf = (path: string) => /^\/trips\/([^/]+)(?:\/|$)/.exec(path)?.[1] ?? null;

function originOf(path: string): TripOrigin | null {
  if (path === '/trips') return 'trips';
  if (path === INBOX_PATH) return 'inbox';
  return /^\/clients\/[^/]+$/.test(path) ? 'client' : null;
}

function read(): [string, TripOrigin][] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(kept) ? (kept as [string, TripOrigin][]) : [];
  } catch {
    return []; // storage refused or damaged: the page leads to the client, as before
  }
}

function note(tripId: string, origin: TripOrigin): void {
  const kept = read().filter(([id]) => id !== tripId);
  kept.push([tripId, origin]);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept.slice(-KEPT)));
  } catch {
    // Storage full or refused: this trip's page leads to its client.
  }
}

/** Where trip `tripId` was opened from in this tab; null when not known. */
export function tripOrigin(tripId: string): TripOrigin | null {
  return read().find(([id]) => id === tripId)?.[1] ?? null;
}

/** What a hash change from `oldUrl` to `newUrl` tells: a trip opened, and from where. */
export function openedTrip(oldUrl: string, newUrl: string): [string, TripOrigin] | null {
  const trip = tripOf(pathOf(newUrl));
  const origin = originOf(pathOf(oldUrl));
  return trip !== null && origin !== null ? [trip, origin] : null;
}

/** Notes the origin of each trip opened from here on; call once, before the app renders. */
export function watchTripOrigins(): void {
  window.addEventListener('hashchange', (event) => {
    const opened = openedTrip(event.oldURL, event.newURL);
    if (opened) note(...opened);
  });
}
