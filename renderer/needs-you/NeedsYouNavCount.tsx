// The count beside the navigation's Needs you entry: the items the worker lists now, read
// again whenever the worker says records changed.
import { NavCount } from '../ui/NavCount';
import { useNeedsYou } from './use-needs-you';

export function NeedsYouNavCount() {
  return <NavCount count={useNeedsYou().data?.items.length ?? 0} words="waiting" />;
}
