// What the desktop shell tells the page: menu actions run as their shortcuts do; sleep and
// wake reach the worker's sync (the page's errors reach its log through error-log.ts). In a
// browser there is no shell, and nothing to install.
import { desktop } from '../desktop';
import type { LocalApi } from '../connection/local-api';
import { runAction } from './shortcuts';

export function installDesktopEvents(local: LocalApi): () => void {
  if (!desktop) return () => undefined;
  const shell = desktop;
  const setOnline = (online: boolean) => local.setOnline({ body: { online } });
  const unsubscribe = shell.onEvent((event) => {
    if (event.type === 'menu') runAction(event.action, () => void local.syncNow());
    // A new version and a notification's click have listeners of their own (app-updates.ts,
    // the Inbox's).
    else if (event.type !== 'power') return;
    else if (event.state === 'suspend') void setOnline(false);
    // Awake: the network may be back; look at once rather than wait for a timer.
    else void setOnline(navigator.onLine).then(() => local.syncNow());
  });
  return unsubscribe;
}
