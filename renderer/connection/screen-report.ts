// The page tells the worker what is on screen: whether the window shows and the route it is
// on, so sync fetches the open trip or thread more often and a hidden window's rounds less.
import type { LocalApi } from './local-api';

export function reportScreen(local: LocalApi): void {
  const report = () =>
    void local
      .reportScreen({
        body: {
          visible: document.visibilityState === 'visible',
          path: decodeURI(window.location.hash.replace(/^#/, '')) || '/',
        },
      })
      // A report lost (the worker restarting) is made again at the next change.
      .catch(() => undefined);
  window.addEventListener('hashchange', report);
  document.addEventListener('visibilitychange', report);
  report();
}
