// The Inbox's notification setting: a checkbox that turns desktop notifications of quotes
// and operator messages on or off. In a browser, turning them on asks its permission.
import { useState } from 'react';
import { desktop } from '../desktop';
import { setNotifications, useNotificationSetting } from '../ui/notification-setting';

const BLOCKED_WORDS = {
  unsupported: 'This browser shows no notifications.',
  denied:
    'Your browser blocks notifications from this app: allow them in its site settings, then turn them on here.',
} as const;

export function NotificationToggle() {
  const setting = useNotificationSetting();
  const [asking, setAsking] = useState(false);
  const change = (on: boolean) => {
    setAsking(true);
    void setNotifications(on).finally(() => setAsking(false));
  };
  return (
    <div className="inbox-notify">
      <label>
        <input
          type="checkbox"
          checked={setting.on}
          disabled={asking || setting.blocked !== null}
          aria-describedby="inbox-notify-hint"
          onChange={(event) => change(event.target.checked)}
        />
        Notify me of quotes and operator messages
      </label>
      <p id="inbox-notify-hint" className="hint">
        {setting.blocked
          ? BLOCKED_WORDS[setting.blocked]
          : desktop
            ? 'A system notification when one arrives, unless you are reading its thread.'
            : 'A browser notification when one arrives, unless you are reading its thread. Turning this on asks your browser’s permission.'}
      </p>
    </div>
  );
}
