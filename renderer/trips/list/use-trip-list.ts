// The Trips list as server state (ui/paged-list/use-paged-rows.ts), read from the worker's
// /local/trips a page at a time.
import { useCallback } from 'react';
import type { TripListItem } from '../../../shared/rpc/local/trip-list';
import { useConnection } from '../../connection/connection-context';
import { usePagedRows, type PagedList } from '../../ui/paged-list/use-paged-rows';
import { tripsPageCache } from '../../connection/first-page-cache';
import { isOpeningQuery, type TripQuery } from './trip-list-state';

/** Pages as the clients list reads them: fewest round trips while scrolling. */
const PAGE_SIZE = 100;

/**
 * A page's last trip is still the next page's anchor while what it is sorted by is as read:
 * its first departure (in its number's place too) and its last activity.
 */
const sameTrip = (anchor: TripListItem, now: TripListItem) =>
  now.last_activity_at === anchor.last_activity_at &&
  now.departure?.date === anchor.departure?.date &&
  now.departure?.time === anchor.departure?.time;

export type TripList = PagedList<TripListItem, TripQuery>;

export function useTripList(query: TripQuery): TripList {
  const { local } = useConnection();
  const fetchPage = useCallback(
    (query: TripQuery, cursor: string | null) =>
      local.trips({
        query: { ...query, limit: String(PAGE_SIZE), ...(cursor !== null && { cursor }) },
      }),
    [local],
  );
  return usePagedRows({
    key: ['local', 'trips'],
    query,
    fetchPage,
    sameAnchor: sameTrip,
    ...(isOpeningQuery(query) && { kept: tripsPageCache }),
  });
}
