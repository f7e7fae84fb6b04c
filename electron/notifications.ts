// The system's notifications, shown by main (Electron's Notification: the page's own is
// refused by the session's permission handler, guards.ts). A click brings the window forward
// and tells the page which thread to open. Each notification is kept until it is clicked,
// closed or replaced: one Electron has collected no longer reports its click.
import type { DesktopEvent, DesktopNotice } from '../shared/desktop/desktop-api';

/** What main needs of Electron's Notification. */
export interface NotificationLike {
  on(event: 'click' | 'close', listener: () => void): void;
  show(): void;
  close(): void;
}

/** Electron's `new Notification(options)`, or null where the system shows none. */
export type MakeNotification = (options: {
  title: string;
  body: string;
}) => NotificationLike | null;

export interface NotifierDeps {
  make: MakeNotification;
  /** Restores and focuses the app's window. */
  focus(): void;
  send(event: DesktopEvent): void;
}

/** Notifications kept for their clicks at most; the oldest is let go first. */
const KEPT = 50;

export function createNotifier(deps: NotifierDeps): (notice: DesktopNotice) => void {
  const kept = new Map<string, NotificationLike>();
  const forget = (tag: string, notification: NotificationLike) => {
    if (kept.get(tag) === notification) kept.delete(tag);
  };
  return (notice) => {
    kept.get(notice.tag)?.close();
    const notification = deps.make({ title: notice.title, body: notice.body });
    if (!notification) return;
    kept.delete(notice.tag);
    kept.set(notice.tag, notification);
    for (const [tag, old] of kept) {
      if (kept.size <= KEPT) break;
      forget(tag, old);
    }
    notification.on('click', () => {
      forget(notice.tag, notification);
      deps.focus();
      deps.send({ type: 'notification-click', thread: notice.thread });
    });
    notification.on('close', () => forget(notice.tag, notification));
    notification.show();
  };
}
