import type { TripRequestSummary } from '../../../shared/api';

function route(trip: TripRequestSummary): string {
  const leg = trip.first_leg;
  return leg ? `${leg.from.code} → ${leg.to.code}` : '—';
}

export function TripRequestTable({ trips }: { trips: TripRequestSummary[] }) {
  if (trips.length === 0) return <p className="muted">No trip requests yet.</p>;
  return (
    <table className="trips" aria-labelledby="recent-trips-heading">
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Status</th>
          <th scope="col">Route</th>
          <th scope="col">Departs</th>
        </tr>
      </thead>
      <tbody>
        {trips.map((trip) => (
          <tr key={trip.id}>
            <td>#{trip.number}</td>
            <td>
              <span className={`status status-${trip.status}`}>{trip.status}</span>
            </td>
            <td>{route(trip)}</td>
            <td>{trip.first_leg?.depart_date ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
