// A count beside a navigation entry ("Inbox 3 unread"): none when there is nothing to count;
// `words` says what is counted to a screen reader, the badge shows the number alone.
import { formatNumber } from './format';

export function NavCount({ count, words }: { count: number; words: string }) {
  if (count === 0) return null;
  return (
    <span className="nav-count">
      {' '}
      {formatNumber(count)}
      <span className="visually-hidden"> {words}</span>
    </span>
  );
}
