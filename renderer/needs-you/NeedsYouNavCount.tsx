// The count beside the navigation's Needs you entry: the items the worker lists now, read
// again whenever the worker says records changed. Shown on every screen, it is also where an
// item falling due is notified (notify-due.ts).
import { NavCount } from '../ui/NavCount';
import { useNotifyDue } from './notify-due';
import { useNeedsYou } from './use-needs-you';

export function NeedsYouNavCount() {
  const items = useNeedsYou().data?.items;
  useNotifyDue(items);
  return <NavCount count={items?.length ?? 0} words="waiting" />;
}
