// The thread, oldest first, scrolled to the newest: each message with its author and time,
// unread ones marked New (after a divider), the broker's unsynced ones Pending or Failed
// with Retry; the RFQ's own events between them. It keeps to the bottom as messages come
// unless the broker has scrolled up to read.
import { useLayoutEffect, useRef } from 'react';
import { formatDateTime } from '../../ui/format';
import { SyncMarkView } from '../SyncMarkView';
import type { SyncMarks } from '../sync-marks';
import type { TimelineItem } from './thread-timeline';

const AT_BOTTOM_PX = 48;

function Item({
  item,
  marks,
  operator,
  firstUnread,
}: {
  item: TimelineItem;
  marks: SyncMarks;
  operator: string;
  firstUnread: boolean;
}) {
  if (item.kind === 'system') {
    return (
      <li className="system-line">
        <span>{item.text}</span>
        {item.at && <time dateTime={item.at}>{formatDateTime(item.at)}</time>}
      </li>
    );
  }
  const { message, unread } = item;
  return (
    <>
      {firstUnread && (
        <li className="new-divider" aria-hidden="true">
          <span>New</span>
        </li>
      )}
      <li className={`message message-${message.author}${unread ? ' message-unread' : ''}`}>
        <p className="message-meta">
          <span className="message-author" dir="auto">
            {message.author_name}
          </span>
          {/* A person's name, with their operator's; an operator writing as itself, once. */}
          {message.author === 'operator' && message.author_name !== operator && (
            <span className="muted">· {operator}</span>
          )}
          <time dateTime={message.at}>{formatDateTime(message.at)}</time>
          {unread && <span className="unread-badge">New</span>}
          <SyncMarkView mark={marks.created.get(message.id)} what="this message" />
        </p>
        <p className="message-body" dir="auto">
          {message.body}
        </p>
      </li>
    </>
  );
}

export function MessageList({
  items,
  marks,
  operator,
}: {
  items: readonly TimelineItem[];
  marks: SyncMarks;
  /** The operator's name, beside its people's names. */
  operator: string;
}) {
  const pane = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = items.at(-1);
  const mine = last?.kind === 'message' && last.message.author === 'broker';
  useLayoutEffect(() => {
    const element = pane.current;
    // What the broker just wrote is always shown; others only if they were reading the end.
    if (element && (atBottom.current || mine)) element.scrollTop = element.scrollHeight;
  }, [items.length, mine]);
  const firstUnread = items.findIndex((item) => item.kind === 'message' && item.unread);

  return (
    <div
      ref={pane}
      className="thread-log"
      role="log"
      aria-label={`Messages with ${operator}`}
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_PX;
      }}
    >
      <ol>
        {items.map((item, index) => (
          <Item
            key={item.key}
            item={item}
            marks={marks}
            operator={operator}
            firstUnread={index === firstUnread}
          />
        ))}
      </ol>
    </div>
  );
}
