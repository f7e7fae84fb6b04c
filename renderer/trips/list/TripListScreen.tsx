// The Trips screen: every trip request on this computer, filtered and sorted, with its
// total, its loading, empty and failed states, and the virtualized list.
import { useQuery } from '@tanstack/react-query';
import { describeFailure } from '../../connection/results';
import { useService } from '../../connection/service-context';
import { Failed, Loading } from '../../ui/states';
import { formatNumber } from '../../ui/format';
import { useNow } from '../use-now';
import { NoMatchingTrips, NoTrips } from './NoTrips';
import { TripFilters } from './TripFilters';
import { TripTable } from './TripTable';
import { useTripListState, useTripQuery, type TripQuery } from './trip-list-state';
import { useTripList, type TripList } from './use-trip-list';
import '../../ui/paged-list/paged-list.css';
import '../trips.css';
import './trip-list.css';

const isNarrowed = (query: TripQuery) =>
  Boolean(query.status || query.departs_from || query.departs_to);

/** None match the filters: whether any trip at all is held here, which says what to tell. */
function NoneListed({ narrowed }: { narrowed: boolean }) {
  const { local } = useService();
  const clearFilters = useTripListState((state) => state.clearFilters);
  const any = useQuery({
    queryKey: ['local', 'trips', 'any'],
    queryFn: () => local.trips({ limit: '1' }),
    enabled: narrowed,
  });
  if (!narrowed) return <NoTrips />;
  if (!any.data) return <Loading what="trips" />;
  return any.data.total > 0 ? <NoMatchingTrips onClear={clearFilters} /> : <NoTrips />;
}

function ListBody({ list }: { list: TripList }) {
  if (list.status === 'pending') return <Loading what="trips" />;
  if (list.status === 'error') return <Failed what="trips" error={list.error} retry={list.retry} />;
  const { pages, query } = list;
  const narrowed = isNarrowed(query);
  if (pages.count === 0) return <NoneListed narrowed={narrowed} />;
  return (
    <>
      <p className="list-total" role="status" aria-busy={list.updating}>
        {pages.total === 1 ? '1 trip' : `${formatNumber(pages.total)} trips`}
        {narrowed && ' match'}
      </p>
      <TripTable key={JSON.stringify(query)} pages={pages} />
      {pages.error !== null && (
        <div className="list-failed" role="alert">
          <p>Could not load more trips: {describeFailure(pages.error)}</p>
          <button type="button" onClick={() => pages.retry()}>
            Try again
          </button>
        </div>
      )}
    </>
  );
}

export function TripListScreen() {
  // The day moves the departure filters' dates; checked each minute, read again at midnight.
  const list = useTripList(useTripQuery(useNow()));
  return (
    <section className="trips-list-pane" aria-labelledby="trips-heading">
      <div className="list-toolbar">
        <h2 id="trips-heading">Trips</h2>
      </div>
      <TripFilters />
      <ListBody list={list} />
    </section>
  );
}
