// electron-updater's autoUpdater as main drives it (electron/updater.ts), for the desktop
// harness and main's tests: the test plays its events (a version downloaded, an error) and
// reads what main asked of it (the feed, the checks, the installs).
import { EventEmitter } from 'node:events';
import type { UpdaterLike } from '../../../electron/updater';

export interface StandInUpdater extends UpdaterLike {
  /** The feeds main set, the checks it started, the installs it asked for. */
  asked: { feeds: unknown[]; checks: number; installs: number };
  /** electron-updater's event `update-downloaded`: a version is ready to install. */
  downloaded(version: string): void;
  /** A check that fails, as electron-updater reports one: its promise and its event. */
  failNextCheck(error: Error): void;
}

export function standInUpdater(): StandInUpdater {
  const events = new EventEmitter();
  const asked = { feeds: [] as unknown[], checks: 0, installs: 0 };
  let failure: Error | null = null;
  return {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    asked,
    setFeedURL: (options) => void asked.feeds.push(options),
    async checkForUpdates() {
      asked.checks += 1;
      const error = failure;
      failure = null;
      if (!error) return null;
      events.emit('error', error);
      throw error;
    },
    quitAndInstall: () => void (asked.installs += 1),
    on(event: string, listener: (...args: never[]) => void) {
      return events.on(event, listener as (...args: unknown[]) => void);
    },
    downloaded: (version) => void events.emit('update-downloaded', { version }),
    failNextCheck: (error) => void (failure = error),
  };
}
