// The way back to a trip from a page made for the client (quote sheet, proposal), its number
// once the trip is read; hidden when printed (each page's print CSS hides `className`).
import { Link } from '../navigation/router';

export function TripBackLink({
  tripRequestId,
  number,
  className,
}: {
  tripRequestId: string;
  number: number | undefined;
  className: string;
}) {
  return (
    <p className={`breadcrumb ${className}`}>
      <Link to={`/trips/${tripRequestId}`}>
        ← Trip request{number === undefined ? '' : ` #${number}`}
      </Link>
    </p>
  );
}
