// The unread count beside the navigation's Inbox entry: read from the inbox's index, and
// read again whenever the worker says records changed (a pull brought a quote).
import { NavCount } from '../ui/NavCount';
import { useInboxCount } from './use-inbox';

export function InboxNavCount() {
  return <NavCount count={useInboxCount().data?.unread ?? 0} words="unread" />;
}
