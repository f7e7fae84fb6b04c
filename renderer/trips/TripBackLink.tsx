// The head of a page made for the client (a proposal): the way back to the trip
// (its number once the trip is read) and the screen's own heading, which takes focus when the
// page opens (ui/use-heading-focus.ts). Hidden when printed: each page's print CSS hides
// `className`, and the client reads the document's own heading.
import { useRef } from 'react';
import { Link } from '../navigation/router';
import { useHeadingFocus } from '../ui/use-heading-focus';

export function TripBackLink({
  tripRequestId,
  number,
  title,
  className,
}: {
  tripRequestId: string;
  number: number | undefined;
  /** The screen's heading: what the broker is making ("Proposal"). */
  title: string;
  className: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const trip = number === undefined ? 'Trip request' : `Trip request #${number}`;
  return (
    <header className={`client-page-head ${className}`}>
      <p className="breadcrumb">
        <Link to={`/trips/${tripRequestId}`}>← {trip}</Link>
      </p>
      <h2 tabIndex={-1} ref={heading}>
        {title} · {trip}
      </h2>
    </header>
  );
}
