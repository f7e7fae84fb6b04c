// A new version of the app, as the offline cache's service worker (sw.js) sees one. A new
// build's service worker installs beside the running one and waits (vite.config.ts: no
// skipWaiting): the running one keeps serving this tab's files, so a screen opened later
// still loads. The new version takes over when the broker reloads (`reload` asks the waiting
// service worker to skip waiting, then reloads), or when another tab did: then this tab's
// files may be gone.
// Written against the few members it uses, so it is tested without a browser.

/** `none`; `waiting` to take over at a reload; `active` already, in this tab's place. */
export type NewVersionState = 'none' | 'waiting' | 'active';

export interface ServiceWorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  readonly waiting: ServiceWorkerLike | null;
  readonly installing: ServiceWorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  update(): Promise<unknown>;
}

export interface ContainerLike {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface NewVersionWatch {
  state(): NewVersionState;
  subscribe(listener: () => void): () => void;
  /** Takes the registration once the service worker is registered (register.ts). */
  attach(registration: RegistrationLike): void;
  /** Asks the server whether there is a newer build (a failed check is tried next time). */
  check(): void;
  /** Reloads this tab, on the new version when one waits. */
  reload(): void;
}

/** The message Workbox's generated service worker skips waiting on. */
export const SKIP_WAITING = { type: 'SKIP_WAITING' };

export function watchNewVersion(
  container: ContainerLike,
  reloadPage: () => void = () => window.location.reload(),
): NewVersionWatch {
  let state: NewVersionState = 'none';
  let registration: RegistrationLike | null = null;
  // The first service worker claims a page that had none: not a new version.
  let controlled = container.controller !== null;
  /** This tab asked the waiting service worker to take over, and reloads once it has. */
  let asked = false;
  let reloaded = false;
  const listeners = new Set<() => void>();

  const become = (next: NewVersionState) => {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reloadPage();
  };
  const whenInstalled = (serviceWorker: ServiceWorkerLike) => {
    const settled = () => {
      if (serviceWorker.state === 'installed' && controlled) become('waiting');
    };
    serviceWorker.addEventListener('statechange', settled);
    settled();
  };

  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    // Ours, asked by reload(); otherwise another tab let the new version in.
    if (asked) reloadOnce();
    else become('active');
  });

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(found) {
      registration = found;
      if (found.waiting) whenInstalled(found.waiting);
      found.addEventListener('updatefound', () => {
        if (found.installing) whenInstalled(found.installing);
      });
    },
    check() {
      registration?.update().catch(() => undefined);
    },
    reload() {
      const waiting = registration?.waiting;
      if (state !== 'waiting' || !waiting) return reloadOnce();
      // The page reloads once the new service worker controls it (controllerchange above), or at
      // once should a still newer build have replaced the one asked. Chromium hands over
      // only once the old service worker is idle: a fetch that reaches it while it stops for the
      // hand-over (a navigation's favicon) restarts it, and the hand-over then waits for its
      // idle timeout (30 s; with DevTools attached, as under Playwright, up to 5 minutes).
      asked = true;
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'redundant') reloadOnce();
      });
      waiting.postMessage(SKIP_WAITING);
    },
  };
}
