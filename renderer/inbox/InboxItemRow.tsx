// One item of the Inbox: what the operator did, on which trip, when; a link to its thread,
// which reads it, and a button that marks it read where it is (focus moves to its link, as
// the button goes).
import { useRef } from 'react';
import type { InboxItem } from '../../shared/rpc/local/inbox';
import { Link } from '../navigation/router';
import { threadPath } from '../navigation/paths';
import { formatDateTime, formatRelative } from '../ui/format';
import { KIND_WORDS, headline, tripWords } from './item-words';

export function InboxItemRow({
  item,
  markRead,
}: {
  item: InboxItem;
  markRead: ((key: string) => void) | null;
}) {
  const what = headline(item);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <li className={`inbox-item inbox-${item.kind}${item.unread ? ' inbox-unread' : ''}`}>
      <Link
        ref={link}
        className="inbox-link"
        to={threadPath(item.trip_request_id, item.rfq_id)}
        onClick={() => markRead?.(item.key)}
      >
        <span className="inbox-line">
          <span className="inbox-kind">{KIND_WORDS[item.kind]}</span>
          <strong className="inbox-what">{what}</strong>
          {item.unread && <span className="inbox-new">New</span>}
          <time className="inbox-when" dateTime={item.at} title={formatDateTime(item.at)}>
            {formatRelative(item.at)}
          </time>
        </span>
        <span className="inbox-trip">{tripWords(item)}</span>
        {item.text && <span className="inbox-text">{item.text}</span>}
      </Link>
      {item.unread && markRead && (
        <button
          type="button"
          className="inbox-mark"
          aria-label={`Mark read: ${KIND_WORDS[item.kind]}, ${what}`}
          onClick={() => {
            link.current?.focus();
            markRead(item.key);
          }}
        >
          Mark read
        </button>
      )}
    </li>
  );
}
