// A new build's service worker waits for the broker: this tab learns it is there, and a
// Reload lets it take over before the page reloads onto it. Another tab letting it in makes
// this tab's files stale. Played with stand-ins for the browser's service worker objects.
import { describe, expect, it, vi } from 'vitest';
import {
  SKIP_WAITING,
  watchNewVersion,
  type ContainerLike,
  type RegistrationLike,
  type ServiceWorkerLike,
} from '../../renderer/offline-cache/new-version';

class StandInServiceWorker implements ServiceWorkerLike {
  state = 'installing';
  posted: unknown[] = [];
  private listeners: (() => void)[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  become(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

function browser({ controlled }: { controlled: boolean }) {
  const changes: (() => void)[] = [];
  const found: (() => void)[] = [];
  const container: ContainerLike & { controller: unknown } = {
    controller: controlled ? {} : null,
    addEventListener: (_type, listener) => void changes.push(listener),
  };
  const registration: RegistrationLike & {
    waiting: ServiceWorkerLike | null;
    installing: ServiceWorkerLike | null;
  } = {
    waiting: null,
    installing: null,
    addEventListener: (_type, listener) => void found.push(listener),
    update: vi.fn(async () => undefined),
  };
  return {
    container,
    registration,
    /** A new build's service worker installs; it waits once installed, as vite.config.ts has it. */
    newBuild() {
      const serviceWorker = new StandInServiceWorker();
      registration.installing = serviceWorker;
      for (const listener of found) listener();
      serviceWorker.become('installed');
      registration.installing = null;
      registration.waiting = serviceWorker;
      return serviceWorker;
    },
    /** The page's controller changes (a service worker claims it). */
    controllerChange() {
      container.controller = {};
      for (const listener of changes) listener();
    },
  };
}

describe('a new version', () => {
  it('is none while the first service worker installs and claims the page', () => {
    const page = browser({ controlled: false });
    const watch = watchNewVersion(page.container, vi.fn());
    watch.attach(page.registration);
    page.newBuild();
    page.controllerChange();
    expect(watch.state()).toBe('none');
  });

  it('waits once a new build installed beside the one in control, and says so', () => {
    const page = browser({ controlled: true });
    const reload = vi.fn();
    const watch = watchNewVersion(page.container, reload);
    const told = vi.fn();
    watch.subscribe(told);
    watch.attach(page.registration);
    watch.check();
    expect(page.registration.update).toHaveBeenCalledTimes(1);
    const serviceWorker = page.newBuild();
    expect(watch.state()).toBe('waiting');
    expect(told).toHaveBeenCalledTimes(1);
    // Nothing happens by itself: the service worker is not told to take over.
    expect(serviceWorker.posted).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('found waiting already when the tab attaches (installed in another tab)', () => {
    const page = browser({ controlled: true });
    const serviceWorker = new StandInServiceWorker();
    serviceWorker.state = 'installed';
    page.registration.waiting = serviceWorker;
    const watch = watchNewVersion(page.container, vi.fn());
    watch.attach(page.registration);
    expect(watch.state()).toBe('waiting');
  });

  it('takes over at Reload, and the page reloads once it controls it', () => {
    const page = browser({ controlled: true });
    const reload = vi.fn();
    const watch = watchNewVersion(page.container, reload);
    watch.attach(page.registration);
    const serviceWorker = page.newBuild();
    watch.reload();
    expect(serviceWorker.posted).toEqual([SKIP_WAITING]);
    expect(reload).not.toHaveBeenCalled();
    page.controllerChange();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('let in by another tab: this one is told its files are stale, and reloads plainly', () => {
    const page = browser({ controlled: true });
    const reload = vi.fn();
    const watch = watchNewVersion(page.container, reload);
    watch.attach(page.registration);
    page.newBuild();
    page.registration.waiting = null;
    page.controllerChange();
    expect(watch.state()).toBe('active');
    expect(reload).not.toHaveBeenCalled();
    watch.reload();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with none waiting, Reload reloads the page (a part failed to load)', () => {
    const page = browser({ controlled: true });
    const reload = vi.fn();
    const watch = watchNewVersion(page.container, reload);
    watch.reload();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a check that fails (offline) is dropped: the next one tries again', async () => {
    const page = browser({ controlled: true });
    page.registration.update = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const watch = watchNewVersion(page.container, vi.fn());
    watch.attach(page.registration);
    watch.check();
    watch.check();
    await Promise.resolve();
    expect(page.registration.update).toHaveBeenCalledTimes(2);
    expect(watch.state()).toBe('none');
  });
});
