// The unread count beside the navigation's Inbox entry: read from the inbox's index, and
// read again whenever the worker says records changed (a pull brought a quote).
import { formatNumber } from '../ui/format';
import { useInboxCount } from './use-inbox';

export function InboxNavCount() {
  const unread = useInboxCount().data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="nav-count">
      {' '}
      {formatNumber(unread)}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
