// A desktop notification when a Needs you item becomes due, once per item: the items the
// worker lists that no page has notified yet are recorded first (POST /local/needs-you/notified),
// and only those the worker says this call recorded are shown, so a reload or a second tab
// reading the same list shows none again. The one switch for notifications (ui/notification-
// setting.ts) governs them as it does the Inbox's; while it is off nothing is recorded, so an
// item still due when it is turned on is told of then.
import { useEffect } from 'react';
import type { NeedsYouItem, NeedsYouRule } from '../../shared/rpc/local/needs-you';
import type { LocalApi } from '../connection/local-api';
import { useConnection } from '../connection/connection-context';
import { navigate } from '../navigation/router';
import { NEEDS_YOU_PATH, threadPath } from '../navigation/paths';
import { notificationSetting } from '../ui/notification-setting';
import { showNotice, type Notice } from '../ui/notifier';
import { itemSummary, tripLine } from './item-words';

/** More items due at once than this are told of in one notice. */
const ONE_BY_ONE = 3;
/**
 * A quote no proposal has shown is due the moment it arrives, and its arrival is the Inbox's
 * notification already: told once, by the Inbox, not twice.
 */
const TOLD_BY_THE_INBOX: ReadonlySet<NeedsYouRule> = new Set(['unshown']);
/** The most keys one record takes (shared/rpc/local/needs-you.ts). */
const RECORD_AT_MOST = 200;

function noticesOf(items: readonly NeedsYouItem[]): Notice[] {
  if (items.length > ONE_BY_ONE) {
    return [
      {
        title: `${items.length} things need you`,
        body: 'Open Needs you to see them.',
        tag: `needs-you|${items.map((item) => item.key).join('|')}`.slice(0, 300),
        thread: null,
      },
    ];
  }
  return items.map((item) => ({
    title: itemSummary(item),
    body: tripLine(item),
    tag: `needs-you|${item.key}`.slice(0, 300),
    thread:
      item.rfq_id === null ? null : { trip_request_id: item.trip_request_id, rfq_id: item.rfq_id },
  }));
}

const open = (notice: Notice) =>
  navigate(
    notice.thread
      ? threadPath(notice.thread.trip_request_id, notice.thread.rfq_id)
      : NEEDS_YOU_PATH,
  );

/** Records the due items not yet notified, then notifies those this call recorded. */
export async function notifyDue(local: LocalApi, items: readonly NeedsYouItem[]): Promise<void> {
  const due = items
    .filter((item) => !item.notified && !TOLD_BY_THE_INBOX.has(item.rule))
    .slice(0, RECORD_AT_MOST);
  if (due.length === 0 || !notificationSetting().on) return;
  const recorded = new Set(
    (await local.markNeedsYouNotified({ body: { keys: due.map((item) => item.key) } })).keys,
  );
  for (const notice of noticesOf(due.filter((item) => recorded.has(item.key)))) {
    showNotice(notice, () => open(notice));
  }
}

/** Notifies the due items of each list read (the navigation's count reads it on every screen). */
export function useNotifyDue(items: readonly NeedsYouItem[] | undefined): void {
  const { local } = useConnection();
  useEffect(() => {
    if (!items) return;
    notifyDue(local, items).catch((error: unknown) => {
      console.warn('Could not notify what needs you', error);
    });
  }, [local, items]);
}
