// A screen opened from a link or a key: the link is gone with the screen it was on, and focus
// would fall to <body>, where a screen reader starts over and Tab starts from the top. The
// screen's heading (tabIndex -1) takes it instead, once it is drawn; focus the broker has put
// somewhere on the new screen stays where it is.
import { useEffect, type RefObject } from 'react';

export function useHeadingFocus(heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body)
      heading.current?.focus({ preventScroll: true });
  }, [heading]);
}
