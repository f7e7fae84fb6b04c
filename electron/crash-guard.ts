// A renderer that crashes or hangs is noticed: the broker is told their changes are safe
// (the outbox is on disk) and offered a reload. What happened goes to the log.
import type { ShowMessageBox } from './remote-endpoint';

export interface GuardedContents {
  on(
    event: 'render-process-gone',
    listener: (event: unknown, details: { reason: string; exitCode: number }) => void,
  ): void;
  on(event: 'unresponsive' | 'responsive', listener: () => void): void;
}

export interface CrashGuardDeps {
  showMessageBox: ShowMessageBox;
  reload(): void;
  log(message: string): void;
}

export function guardRendererCrashes(contents: GuardedContents, deps: CrashGuardDeps): void {
  let asking = false;
  async function offerReload(message: string, buttons: [string, string]) {
    if (asking) return;
    asking = true;
    try {
      const { response } = await deps.showMessageBox({
        type: 'warning',
        message,
        detail: 'Your changes are saved and wait to sync. Reloading the window does not lose them.',
        buttons,
        defaultId: 0,
        cancelId: 1,
      });
      if (response === 0) deps.reload();
    } finally {
      asking = false;
    }
  }
  contents.on('render-process-gone', (_event, details) => {
    deps.log(`renderer gone: ${details.reason} (exit code ${details.exitCode})`);
    // A normal end (the window closing) is not a crash.
    if (details.reason === 'clean-exit') return;
    void offerReload('Charter Desk stopped unexpectedly.', ['Reload', 'Close']);
  });
  contents.on('unresponsive', () => {
    deps.log('renderer unresponsive');
    void offerReload('Charter Desk is not responding.', ['Reload', 'Wait']);
  });
}
