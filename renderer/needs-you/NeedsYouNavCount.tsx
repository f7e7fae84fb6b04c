// The count beside the navigation's Needs you entry: the items the worker lists now, read
// again whenever the worker says records changed.
import { formatNumber } from '../ui/format';
import { useNeedsYou } from './use-needs-you';

export function NeedsYouNavCount() {
  const count = useNeedsYou().data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="nav-count">
      {' '}
      {formatNumber(count)}
      <span className="visually-hidden"> waiting</span>
    </span>
  );
}
