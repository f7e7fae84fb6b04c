// Where a trip was opened from, as a hash change tells it: the Trips screen, the Inbox (a
// thread opened there is one of the trip's pages) or a client's page; moving among a trip's
// own pages, or arriving from elsewhere, tells nothing (the origin noted before stays).
import { describe, expect, it } from 'vitest';
import { openedTrip } from '../../renderer/navigation/trip-origin';

const at = (path: string) => `app://charter-desk/index.html#${path}`;

describe('where a trip was opened from', () => {
  it('is the screen listing trips the broker left for one of its pages', () => {
    expect(openedTrip(at('/trips'), at('/trips/t1'))).toEqual(['t1', 'trips']);
    expect(openedTrip(at('/inbox'), at('/trips/t1/rfqs/r1'))).toEqual(['t1', 'inbox']);
    expect(openedTrip(at('/clients/c1'), at('/trips/t1'))).toEqual(['t1', 'client']);
  });

  it('is not told by a move among its pages or from another screen', () => {
    expect(openedTrip(at('/trips/t1/rfqs/r1'), at('/trips/t1'))).toBeNull();
    expect(openedTrip(at('/trips/t1'), at('/trips/t1/proposal/r1,r2'))).toBeNull();
    expect(openedTrip(at('/settings'), at('/trips/t1'))).toBeNull();
    expect(openedTrip(at('/trips'), at('/inbox'))).toBeNull();
  });
});
