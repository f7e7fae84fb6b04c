// Screens other than the clients list come as chunks of their own, so opening the app parses
// and draws the list first (the form, dialog and picker libraries stay out of its way). A
// chunk is loaded when its screen is first opened (from the offline cache when offline):
// loading them all in the background ran their modules in one 60 ms task, a stalled frame
// while the broker scrolls.
import type { ComponentType } from 'react';
import { lazyComponent } from '../ui/lazy';
import { Loading } from '../ui/states';

/** A screen `load` gives, drawn while its chunk loads as "Loading <what>…". */
export function lazyScreen<P extends object>(
  what: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazyComponent(load, <Loading what={what} />);
}
