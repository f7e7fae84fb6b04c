// Electron's Notification as the desktop harness stands it in: each one main makes is
// recorded with what it says, whether main showed or closed it, and a click the test makes
// as the broker would (main's own click handler runs).
import type { MakeNotification } from '../../../electron/notifications';

export interface ShownNotification {
  title: string;
  body: string;
  shown: boolean;
  closed: boolean;
  /** The broker clicks it; resolves once what main sent on has reached the page. */
  click(): Promise<void>;
}

export interface HarnessNotifications {
  /** Every notification main made, oldest first. */
  made: ShownNotification[];
  /** How often main brought the window forward. */
  focused: number;
  make: MakeNotification;
  focus(): void;
}

export function harnessNotifications(delivered: () => Promise<unknown>): HarnessNotifications {
  const notifications: HarnessNotifications = {
    made: [],
    focused: 0,
    make(options) {
      const listeners = { click: [] as (() => void)[], close: [] as (() => void)[] };
      const made: ShownNotification = {
        ...options,
        shown: false,
        closed: false,
        async click() {
          for (const listener of listeners.click) listener();
          await delivered();
        },
      };
      notifications.made.push(made);
      return {
        on: (event, listener) => void listeners[event].push(listener),
        show: () => void (made.shown = true),
        close() {
          made.closed = true;
          for (const listener of listeners.close) listener();
        },
      };
    },
    focus: () => void (notifications.focused += 1),
  };
  return notifications;
}
