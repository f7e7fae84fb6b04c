// The page's errors go to the desktop app's log file (main redacts them there). Installed by
// the page's entry before anything else loads, so an error while the app starts is logged
// too. In a browser there is no log file, and nothing to install.
import { desktop } from '../desktop';

export function logErrorsToShell(): void {
  if (!desktop) return;
  const shell = desktop;
  const report = (message: string) => void shell.logError(message).catch(() => undefined);
  window.addEventListener('error', (event: ErrorEvent) =>
    report(`${event.message} at ${event.filename}:${event.lineno}`),
  );
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) =>
    report(`Unhandled: ${String(event.reason)}`),
  );
}
