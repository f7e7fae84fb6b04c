// Desktop notifications of what a pull brought: a quote or an operator message (a decline
// waits in the Inbox), unless the broker turned them off or is reading that thread. The
// worker that pulls tells its own page alone (the `inbox` event), so two tabs notify once;
// each notification is also tagged with its event (shown by ../ui/notifier.ts). A click
// opens the thread; a notice of several arrivals opens the Inbox.
import { inboxArrivals, type InboxItem } from '../../shared/rpc/local/inbox';
import type { WorkerClient } from '../../shared/rpc/client';
import type { ThreadRef } from '../../shared/desktop/desktop-api';
import { desktop } from '../desktop';
import { showNotice, type Notice } from '../ui/notifier';
import { navigate } from '../navigation/router';
import { INBOX_PATH, threadPath } from '../navigation/paths';
import { noticeOf } from './item-words';
import { notificationSetting } from '../ui/notification-setting';
import { watchThreadsInView } from './threads-in-view';

/** More arrivals at once than this are told of in one notice. */
const ONE_BY_ONE = 3;

function noticesOf(items: readonly InboxItem[]): Notice[] {
  if (items.length > ONE_BY_ONE) {
    const quotes = items.filter((item) => item.kind === 'quote').length;
    const parts = [
      quotes > 0 ? `${quotes} quote${quotes === 1 ? '' : 's'}` : null,
      quotes < items.length
        ? `${items.length - quotes} message${items.length - quotes === 1 ? '' : 's'}`
        : null,
    ];
    return [
      {
        title: `${parts.filter((part) => part !== null).join(' and ')} from operators`,
        body: 'Open the Inbox to read them.',
        tag: `arrivals|${items.map((item) => item.key).join('|')}`.slice(0, 300),
        thread: null,
      },
    ];
  }
  return items.map((item) => ({
    ...noticeOf(item),
    tag: `${item.kind}|${item.rfq_id}|${item.at}`,
    thread: { trip_request_id: item.trip_request_id, rfq_id: item.rfq_id },
  }));
}

const open = (thread: ThreadRef | null) =>
  navigate(thread ? threadPath(thread.trip_request_id, thread.rfq_id) : INBOX_PATH);

export function installNotifier(client: WorkerClient): () => void {
  const inView = watchThreadsInView();
  const stopArrivals = client.on('inbox', (args) => {
    const parsed = inboxArrivals.safeParse(args);
    if (!parsed.success || !notificationSetting().on) return;
    const told = parsed.data.items.filter(
      (item) => item.kind !== 'decline' && !inView.has(item.rfq_id),
    );
    for (const notice of noticesOf(told)) showNotice(notice, () => open(notice.thread));
  });
  const stopClicks =
    desktop?.onEvent((event) => {
      if (event.type === 'notification-click') open(event.thread);
    }) ?? (() => undefined);
  return () => {
    stopArrivals();
    stopClicks();
    inView.stop();
  };
}
