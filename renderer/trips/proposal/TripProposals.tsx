// A trip's proposals, on the trip screen: each one sent ("Sent Nov 29, 2026, 10:12 · 3
// options") opening as sent. A new one is made from "Quotes compared", with the quotes ticked.
import { Link } from '../../navigation/router';
import { formatDateTime } from '../../ui/format';
import { sentProposalPath } from './paths';
import { useTripProposals } from './use-proposal';
import './proposal.css';

export function TripProposals({ tripRequestId }: { tripRequestId: string }) {
  const proposals = useTripProposals(tripRequestId);
  const items = proposals.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="trip-proposals" aria-labelledby="trip-proposals-heading">
      <h3 id="trip-proposals-heading">Proposals</h3>
      <ul>
        {items.map((proposal) => (
          <li key={proposal.id}>
            <Link to={sentProposalPath(tripRequestId, proposal.id)}>
              Sent {formatDateTime(proposal.sent_at ?? proposal.made_at)},{' '}
              {proposal.document.options.length}{' '}
              {proposal.document.options.length === 1 ? 'option' : 'options'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
