// The Inbox (/inbox): the operators' quotes, declines and messages on every trip, newest
// first, the unread ones marked New; each opens its thread. Read one where it is, or all;
// Check now asks the server at once instead of at the next round of thread pulls.
import { useEffect, useRef, useState } from 'react';
import type { InboxShow } from '../../shared/rpc/local/inbox';
import { notify } from '../ui/toasts';
import { describeFailure } from '../connection/results';
import { useSyncStatus } from '../connection/connection-context';
import { SyncNowButton } from '../ui/SyncNowButton';
import { Empty, Failed, Loading } from '../ui/states';
import { formatNumber } from '../ui/format';
import { InboxItemRow } from './InboxItemRow';
import { NotificationToggle } from './NotificationToggle';
import { useInbox, useInboxCount, useMarkRead } from './use-inbox';
import './inbox.css';

const SHOW_WORDS: Record<InboxShow, string> = { all: 'All', unread: 'Unread' };

function InboxItems({ show }: { show: InboxShow }) {
  const inbox = useInbox(show);
  const mark = useMarkRead();
  const list = useRef<HTMLOListElement>(null);
  // Where the last item read was: in the Unread view its row goes, and focus with it.
  const readAt = useRef<number | null>(null);
  const items = inbox.data?.pages.flatMap((page) => page.items);
  useEffect(() => {
    const at = readAt.current;
    if (at === null || document.activeElement !== document.body) return;
    readAt.current = null;
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('.inbox-link') ?? [];
    (links[Math.min(at, links.length - 1)] ?? document.getElementById('inbox-heading'))?.focus();
  }, [items]);
  const markRead = (key: string) => {
    readAt.current = items?.findIndex((item) => item.key === key) ?? null;
    mark.mutate([key], {
      onError: (error) =>
        notify({
          title: 'Could not mark it read',
          description: describeFailure(error),
          tone: 'error',
        }),
    });
  };
  if (inbox.isPending) return <Loading what="the inbox" />;
  if (inbox.isError) {
    return <Failed what="the inbox" error={inbox.error} retry={() => void inbox.refetch()} />;
  }
  if (!items || items.length === 0) {
    return (
      <Empty>
        {show === 'unread' ? (
          <p>Nothing unread: you have read every quote, decline and message.</p>
        ) : (
          <p>
            Nothing from operators yet. Their quotes, declines and messages on every trip land here
            as sync brings them.
          </p>
        )}
      </Empty>
    );
  }
  return (
    <>
      <ol ref={list} className="inbox-list" aria-label="Quotes, declines and messages">
        {items.map((item) => (
          <InboxItemRow key={item.key} item={item} markRead={markRead} />
        ))}
      </ol>
      {inbox.hasNextPage && (
        <button
          type="button"
          className="inbox-more"
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {inbox.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </button>
      )}
    </>
  );
}

export function InboxScreen() {
  const [show, setShow] = useState<InboxShow>('all');
  const syncStatus = useSyncStatus();
  const count = useInboxCount();
  const markAll = useMarkRead();
  const unread = count.data?.unread ?? 0;
  return (
    <section className="inbox-screen" aria-labelledby="inbox-heading">
      <header className="inbox-header">
        <h2 id="inbox-heading" tabIndex={-1}>
          Inbox
        </h2>
        <p className="inbox-count" role="status">
          {count.data ? `${formatNumber(unread)} unread` : ''}
        </p>
        <div className="inbox-show" role="group" aria-label="Show">
          {(['all', 'unread'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={show === option}
              onClick={() => setShow(option)}
            >
              {SHOW_WORDS[option]}
            </button>
          ))}
        </div>
        {/* Asks the server for answers now rather than at the next round of thread pulls. */}
        <SyncNowButton
          status={syncStatus}
          label="Check now"
          busyLabel="Checking…"
          className="inbox-check"
        />
        <button
          type="button"
          className="inbox-mark-all"
          disabled={unread === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate('all', {
              onError: (error) =>
                notify({
                  title: 'Could not mark them read',
                  description: describeFailure(error),
                  tone: 'error',
                }),
            })
          }
        >
          Mark all read
        </button>
      </header>
      <NotificationToggle />
      <InboxItems show={show} />
    </section>
  );
}
