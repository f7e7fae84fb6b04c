// A new version of the app, wherever it comes from: in a browser the offline cache's new
// build (offline-cache/new-version.ts), in the desktop shell the version main downloaded
// (electron/updater.ts). Either waits for the broker: a browser tab reloads onto it, the
// desktop app restarts into it. A browser tab may also reload by itself, but only while
// the broker is neither looking at it nor editing anything (UpdateNotice.tsx).
import type { DesktopApi } from '../../shared/desktop/desktop-api';
import { describeFailure } from '../connection/results';
import type { NewVersionWatch } from '../offline-cache/new-version';
import { notify } from '../ui/toasts';

export interface AppUpdates {
  /** Whether a new version is ready. */
  ready(): boolean;
  subscribe(listener: () => void): () => void;
  /** What brings the new version in, as its button says it. */
  readonly action: 'Reload' | 'Restart';
  /** Whether the app may bring it in by itself (a browser tab, hidden, nothing edited). */
  readonly appliesItself: boolean;
  /** Brings the new version in: reloads the tab onto it, or restarts the desktop app. */
  apply(): void;
  /** Asks whether there is a new version now (a part of the app failed to load). */
  check(): void;
  /** Reloads the page, on the new version when the browser has one waiting. */
  reload(): void;
}

/** Browser mode: the offline cache's new build; none without a service worker. */
export function browserUpdates(watch: NewVersionWatch | null): AppUpdates {
  const reload = () => (watch ? watch.reload() : window.location.reload());
  return {
    ready: () => watch !== null && watch.state() !== 'none',
    subscribe: (listener) => watch?.subscribe(listener) ?? (() => undefined),
    action: 'Reload',
    appliesItself: true,
    apply: reload,
    check: () => watch?.check(),
    reload,
  };
}

/** The desktop shell: a version main downloaded, installed at the broker's Restart. */
export function desktopUpdates(desktop: DesktopApi): AppUpdates {
  let ready = false;
  const listeners = new Set<() => void>();
  const becomeReady = () => {
    if (ready) return;
    ready = true;
    for (const listener of listeners) listener();
  };
  desktop.onEvent((event) => {
    if (event.type === 'update-ready') becomeReady();
  });
  // Downloaded before this page loaded (a reload, a renderer restarted after a crash).
  void desktop.getInfo().then(
    (info) => info.updateReady !== null && becomeReady(),
    () => undefined,
  );
  return {
    ready: () => ready,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    action: 'Restart',
    // A restart closes the window: only the broker's click does that.
    appliesItself: false,
    apply: () =>
      void desktop.installUpdate().catch((error: unknown) => {
        notify({ title: 'Could not restart', description: describeFailure(error), tone: 'error' });
      }),
    // Main checks on its own schedule; the app's files are on disk and stay until then.
    check: () => undefined,
    reload: () => window.location.reload(),
  };
}
