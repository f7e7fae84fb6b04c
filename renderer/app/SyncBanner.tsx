// Says why sync is held back, when it is: the allowance used up until its reset, the key
// rejected, or changes that need the broker's attention.
import { useSyncStatus } from '../connection/connection-context';
import { formatDateTime, formatNumber } from '../ui/format';
import { Link } from '../navigation/router';

export function SyncBanner() {
  const status = useSyncStatus();
  if (!status || status.workspace !== 'remote') return null;
  const messages: { key: string; text: string; to: string }[] = [];
  if (status.paused_reason) {
    messages.push({
      key: 'paused',
      text: `Sync is paused. ${status.paused_reason}`,
      to: '/settings',
    });
  }
  if (status.waiting_for === 'quota' && status.waiting_until) {
    messages.push({
      key: 'quota',
      text: `The organization's request allowance is used up until ${formatDateTime(status.waiting_until)}. Changes wait; messages still go.`,
      to: '/sync',
    });
  }
  if (status.parked > 0) {
    const count = formatNumber(status.parked);
    messages.push({
      key: 'parked',
      text: `${count} ${status.parked === 1 ? 'change needs' : 'changes need'} your attention.`,
      to: '/sync',
    });
  }
  if (messages.length === 0) return null;
  return (
    <div className="sync-banner" role="status">
      {messages.map((message) => (
        <p key={message.key}>
          {message.text} <Link to={message.to}>Open</Link>
        </p>
      ))}
    </div>
  );
}
