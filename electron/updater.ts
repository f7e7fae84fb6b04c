// The desktop app's own updates, through electron-updater from a generic update URL given
// at build time (electron/scripts/update-url.mjs; none by default: then nothing is checked
// and nothing shown). It checks at start and every few hours and downloads in the
// background; a downloaded version waits for the broker's Restart (the page's notice says
// how many changes wait to sync: the outbox is on disk and syncs after the restart), or is
// installed when the app quits anyway. The updater is passed in, as main's other Electron
// pieces are, so its events can be played in tests.

/** The part of electron-updater's AppUpdater this module drives. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface UpdateTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Where updates come from: this build's generic update URL, and electron-updater. */
export interface UpdateSource {
  url: string;
  /** electron-updater's autoUpdater, taken only when there is a URL (it reads the app). */
  updater(): UpdaterLike;
}

export interface AppUpdatesDeps {
  /** Null when this build was given no update URL: then no updates at all. */
  source: UpdateSource | null;
  /** A version was downloaded and is ready to install. */
  onReady(version: string): void;
  log(message: string): void;
  timers?: UpdateTimers;
}

export interface AppUpdates {
  /** The downloaded version waiting for a restart, or null. */
  ready(): string | null;
  /** Quits and installs the waiting version; refused while none is downloaded. */
  install(): void;
  stop(): void;
}

export const CHECK_EVERY_MS = 4 * 60 * 60 * 1000;

const systemTimers: UpdateTimers = {
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

const noUpdates: AppUpdates = {
  ready: () => null,
  install() {
    throw new Error('This build takes no updates');
  },
  stop: () => undefined,
};

export function startAppUpdates(deps: AppUpdatesDeps): AppUpdates {
  if (deps.source === null) return noUpdates;
  const timers = deps.timers ?? systemTimers;
  const updater = deps.source.updater();
  updater.setFeedURL({ provider: 'generic', url: deps.source.url });
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  let ready: string | null = null;
  updater.on('update-downloaded', ({ version }) => {
    ready = version;
    deps.onReady(version);
  });
  // Offline, or the server down: the next check tries again; the broker need not know.
  updater.on('error', (error) => deps.log(`update check failed: ${String(error)}`));
  const check = () => {
    // One found and downloaded already: nothing newer is fetched until it is installed.
    if (ready !== null) return;
    // A failed check is told through 'error' as well: logged there, once.
    updater.checkForUpdates().catch(() => undefined);
  };
  check();
  const every = timers.setInterval(check, CHECK_EVERY_MS);
  return {
    ready: () => ready,
    install() {
      if (ready === null) throw new Error('No update is downloaded yet');
      updater.quitAndInstall();
    },
    stop: () => timers.clearInterval(every),
  };
}
