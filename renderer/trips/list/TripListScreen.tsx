// The Trips screen: every trip request on this computer, filtered and sorted, with its
// total, its loading, empty and failed states, and the virtualized list.
import { useQuery } from '@tanstack/react-query';
import { useConnection } from '../../connection/connection-context';
import { Failed, Loading } from '../../ui/states';
import { ListTotal, MorePagesFailed } from '../../ui/paged-list/list-parts';
import { useNow } from '../../ui/use-now';
import { NoMatchingTrips, NoTrips } from './NoTrips';
import { TripFilters } from './TripFilters';
import { TripTable } from './TripTable';
import { useTripListState, useTripQuery, type TripQuery } from './trip-list-state';
import { useTripList, type TripList } from './use-trip-list';
import '../../ui/paged-list/paged-list.css';
import '../trips.css';
import './trip-list.css';

const isNarrowed = (query: TripQuery) =>
  Boolean(query.status || query.q || query.departs_from || query.departs_to);

/**
 * Whether this computer holds no trip at all, which says what an empty list tells: how
 * trips arrive, or that none match the filters. Null while that is being found out.
 */
function useNoTripsAtAll(list: TripList): boolean | null {
  const { local } = useConnection();
  const empty = list.status === 'ready' && list.pages.count === 0;
  const narrowed = list.status === 'ready' && isNarrowed(list.query);
  const any = useQuery({
    queryKey: ['local', 'trips', 'any'],
    queryFn: () => local.trips({ query: { limit: '1' } }),
    enabled: empty && narrowed,
  });
  if (!empty) return false;
  if (!narrowed) return true;
  return any.data ? any.data.total === 0 : null;
}

function ListBody({ list, noTrips }: { list: TripList; noTrips: boolean | null }) {
  const clearFilters = useTripListState((state) => state.clearFilters);
  if (list.status === 'pending' || noTrips === null) return <Loading what="trips" />;
  if (list.status === 'error') return <Failed what="trips" error={list.error} retry={list.retry} />;
  const { pages, query } = list;
  if (noTrips) return <NoTrips />;
  if (pages.count === 0) return <NoMatchingTrips onClear={clearFilters} />;
  return (
    <>
      <ListTotal
        total={pages.total}
        noun={['trip', 'trips']}
        narrowed={isNarrowed(query)}
        updating={list.updating}
      />
      <TripTable key={JSON.stringify(query)} pages={pages} />
      <MorePagesFailed pages={pages} what="trips" />
    </>
  );
}

export function TripListScreen() {
  // The day moves the departure filters' dates; checked each minute, read again at midnight.
  const list = useTripList(useTripQuery(useNow()));
  const noTrips = useNoTripsAtAll(list);
  return (
    <section className="trips-list-pane" aria-labelledby="trips-heading">
      <div className="list-toolbar">
        <h2 id="trips-heading">Trips</h2>
      </div>
      {/* An empty book has nothing to filter. */}
      {noTrips !== true && <TripFilters />}
      <ListBody list={list} noTrips={noTrips} />
    </section>
  );
}
