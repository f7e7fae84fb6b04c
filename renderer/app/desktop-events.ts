// What the desktop shell tells the page: menu actions run as their shortcuts do; sleep and
// wake reach the worker's sync; the page's errors go to the app's log file. In a browser
// there is no shell, and nothing to install.
import { desktop } from '../desktop';
import type { LocalApi } from '../connection/local-api';
import type { ServiceClient } from '../../shared/rpc/client';
import { runAction } from './shortcuts';

export function installDesktopEvents(client: ServiceClient, local: LocalApi): () => void {
  if (!desktop) return () => undefined;
  const shell = desktop;
  const setOnline = (online: boolean) =>
    client.request('POST', '/local/sync/online', { body: { online } });
  const unsubscribe = shell.onEvent((event) => {
    if (event.type === 'menu') runAction(event.action, () => void local.syncNow());
    // A new version and a notification's click have listeners of their own (app-updates.ts,
    // the Inbox's).
    else if (event.type !== 'power') return;
    else if (event.state === 'suspend') void setOnline(false);
    // Awake: the network may be back; look at once rather than wait for a timer.
    else void setOnline(navigator.onLine).then(() => local.syncNow());
  });
  const report = (message: string) => void shell.logError(message).catch(() => undefined);
  const onError = (event: ErrorEvent) =>
    report(`${event.message} at ${event.filename}:${event.lineno}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    report(`Unhandled: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    unsubscribe();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
