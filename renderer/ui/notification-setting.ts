// Whether the broker wants desktop notifications: of a quote or an operator message arriving
// (the Inbox) and of a Needs you item falling due. One switch for both, turned on or off in the
// Inbox. Kept in this browser profile (every tab and window of the app shares it), not
// synced. The desktop shell notifies through main, which asks no permission: on until turned
// off. A browser asks its permission, and only when the broker turns notifications on, never
// at start: off until then.
import { useSyncExternalStore } from 'react';
import { desktop } from '../desktop';

const STORAGE_KEY = 'charter-desk:notifications';

export interface NotificationSetting {
  /** Notifications are shown. */
  on: boolean;
  /** The browser has no notifications, or refuses them to this app (its site settings). */
  blocked: 'unsupported' | 'denied' | null;
}

const listeners = new Set<() => void>();

function stored(): 'on' | 'off' | null {
  const value = localStorage.getItem(STORAGE_KEY);
  return value === 'on' || value === 'off' ? value : null;
}

function blocked(): NotificationSetting['blocked'] {
  if (desktop) return null;
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : null;
}

let last: NotificationSetting | null = null;

/** The setting now (the same object while nothing changed, as useSyncExternalStore needs). */
export function notificationSetting(): NotificationSetting {
  const wanted = stored() ?? (desktop ? 'on' : 'off');
  const granted = desktop !== null || (blocked() === null && Notification.permission === 'granted');
  const next = { on: wanted === 'on' && granted, blocked: blocked() };
  if (last?.on !== next.on || last.blocked !== next.blocked) last = next;
  return last;
}

function subscribe(changed: () => void) {
  listeners.add(changed);
  // Another tab or window turned them on or off.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(changed);
    window.removeEventListener('storage', onStorage);
  };
}

export const useNotificationSetting = () => useSyncExternalStore(subscribe, notificationSetting);

/** Turns notifications on (asking the browser's permission first, if it has none) or off. */
export async function setNotifications(on: boolean): Promise<void> {
  if (on && !desktop && blocked() === null && Notification.permission !== 'granted') {
    await Notification.requestPermission();
  }
  localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  for (const changed of listeners) changed();
}
