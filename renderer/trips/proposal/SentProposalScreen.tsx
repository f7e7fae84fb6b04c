// A proposal as it was sent (/trips/:tripRequestId/proposals/:proposalId): its frozen document
// again, its PDF and email again, and each option whose quote has changed since said out of
// date (never repriced: the broker makes a new proposal).
import { isOutOfDate } from '../../../shared/proposal/document';
import { Link } from '../../navigation/router';
import { formatDateTime } from '../../ui/format';
import { TripBackLink } from '../TripBackLink';
import { Failed, Loading } from '../../ui/states';
import { ZoneNote } from '../../ui/ZoneNote';
import { useTripRfqs } from '../use-trip';
import { ProposalActions } from './ProposalActions';
import { ProposalDocumentView } from './ProposalDocumentView';
import { proposalPath } from './paths';
import { proposalMail } from './send-out';
import { useProposal, useProposalTemplates, useRecordEmailedAgain } from './use-proposal';
import './proposal.css';

export function SentProposalScreen({
  tripRequestId,
  proposalId,
}: {
  tripRequestId: string;
  proposalId: string;
}) {
  const proposal = useProposal(proposalId);
  const rfqs = useTripRfqs(tripRequestId);
  const templates = useProposalTemplates();
  const emailedAgain = useRecordEmailedAgain(proposalId);

  let body;
  if (proposal.isError) {
    body = (
      <Failed what="the proposal" error={proposal.error} retry={() => void proposal.refetch()} />
    );
  } else if (!proposal.data) {
    body = <Loading what="the proposal" />;
  } else {
    const { document, sent_at } = proposal.data;
    const stale = document.options.flatMap((option, index) =>
      rfqs.data && isOutOfDate(option, rfqs.data) ? [index + 1] : [],
    );
    body = (
      <>
        <div className="proposal-broker">
          <p role="status">
            Sent {sent_at && formatDateTime(sent_at)} · {document.options.length}{' '}
            {document.options.length === 1 ? 'option' : 'options'}
          </p>
          <ZoneNote />
          {stale.length > 0 && (
            <p className="proposal-stale" role="alert">
              Out of date: the quote behind option {stale.join(', ')} has changed since this
              proposal was sent. <Link to={proposalPath(tripRequestId)}>Make a new proposal</Link>
            </p>
          )}
          <ProposalActions
            document={document}
            mail={proposalMail(document, templates.data?.items ?? [])}
            record={async (emailedTo) => {
              if (emailedTo !== null) await emailedAgain.mutateAsync(emailedTo);
            }}
          />
        </div>
        <ProposalDocumentView document={document} />
      </>
    );
  }
  return (
    <section className="proposal-screen" aria-label="Proposal as sent">
      <TripBackLink
        tripRequestId={tripRequestId}
        number={proposal.data?.document.trip_number}
        title="Proposal as sent"
        className="proposal-back"
      />
      {body}
    </section>
  );
}
