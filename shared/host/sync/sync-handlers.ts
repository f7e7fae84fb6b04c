// Sync's /local/ handlers (docs/local-api.md, "Sync"): the status, sync now, a pause lifted,
// and what the page tells sync of itself: the network as the browser knows it, and the
// window and route on screen, whose record is kept fresher while a hidden window's rounds slow.
import type { LocalHandlers } from '../serving/local-routes';
import { focusOf, isInbox } from './fresh-copies';
import type { SyncControl } from './sync-control';

export function syncHandlers(control: SyncControl) {
  return {
    syncStatus: () => control.status(),

    async syncNow() {
      (await control.workspace()).engine?.syncNow();
      return control.status();
    },

    async resumeSync() {
      await control.resume();
      return control.status();
    },

    setOnline({ body }) {
      control.setOnline(body.online);
      return control.status();
    },

    async reportScreen({ body }) {
      const focus = focusOf(body.path);
      (await control.workspace()).engine?.setScreen({
        visible: body.visible,
        focus,
        inbox: isInbox(body.path),
      });
      return null;
    },
  } satisfies Partial<LocalHandlers<'host'>>;
}
