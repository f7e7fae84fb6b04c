// The one way the app shows a desktop notification, for the Inbox's arrivals and Needs you's
// items alike: in the desktop shell main shows it (the system's own; a click comes back as a
// `notification-click` event), in a browser the Notification API (its click handled here).
// Each is tagged: a second notice with the same tag replaces the first rather than repeats.
import type { DesktopNotice } from '../../shared/desktop/desktop-api';
import { desktop } from '../desktop';

export type Notice = DesktopNotice;

/** Shows `notice`; in a browser, a click on it brings the window forward and calls `open`. */
export function showNotice(notice: Notice, open: () => void): void {
  if (desktop) {
    desktop.showNotification(notice).catch((error: unknown) => {
      console.warn('Could not show a notification', error);
    });
    return;
  }
  const notification = new Notification(notice.title, { body: notice.body, tag: notice.tag });
  notification.onclick = () => {
    window.focus();
    open();
    notification.close();
  };
}
