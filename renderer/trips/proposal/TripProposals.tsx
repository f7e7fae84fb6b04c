// A trip's proposals, on the trip screen: each one sent ("Sent Nov 29, 2026, 10:12 · 3
// options") opening as sent, and Make proposal where the trip has quotes.
import { Link } from '../../navigation/router';
import { formatDateTime } from '../../ui/format';
import { proposalPath, sentProposalPath } from './paths';
import { useTripRfqs } from '../use-trip';
import { useTripProposals } from './use-proposal';
import './proposal.css';

export function TripProposals({ tripRequestId }: { tripRequestId: string }) {
  const proposals = useTripProposals(tripRequestId);
  const rfqs = useTripRfqs(tripRequestId);
  const hasQuotes = !!rfqs.data?.some((rfq) => rfq.status === 'quoted');
  const items = proposals.data?.items ?? [];
  if (!hasQuotes && items.length === 0) return null;
  return (
    <section className="trip-proposals" aria-labelledby="trip-proposals-heading">
      <h3 id="trip-proposals-heading">Proposals</h3>
      {items.length > 0 && (
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
      )}
      {hasQuotes && (
        <Link className="button button-primary" to={proposalPath(tripRequestId)}>
          Make proposal
        </Link>
      )}
    </section>
  );
}
