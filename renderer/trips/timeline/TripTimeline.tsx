// The trip's story in one list, newest first: each RFQ sent, opened, answered or withdrawn,
// the messages, and the proposals made and emailed. Every entry opens what it tells of (its
// thread, or the proposal as sent), so Tab walks the entries and Enter opens one. An entry on
// a request the remote no longer holds says it is history.
import type { TimelineEntry } from '../../../shared/rpc/local/timeline';
import { Link } from '../../navigation/router';
import { formatDateTime } from '../../ui/format';
import { Empty, Failed, Loading } from '../../ui/states';
import { threadPath } from '../RfqTable';
import { sentProposalPath } from '../proposal/paths';
import { timelineWords } from './timeline-words';
import { useTripTimeline } from './use-timeline';
import './timeline.css';

function When({ at }: { at: string | null }) {
  if (at === null) return <span className="timeline-when muted">Time not recorded</span>;
  return (
    <time className="timeline-when" dateTime={at}>
      {formatDateTime(at)}
    </time>
  );
}

function Entry({
  entry,
  tripRequestId,
  currency,
}: {
  entry: TimelineEntry;
  tripRequestId: string;
  currency: string;
}) {
  const words = timelineWords(entry, currency);
  return (
    <li className={`timeline-entry timeline-${entry.kind}`}>
      <When at={entry.at} />
      {'rfq_id' in entry ? (
        <Link className="timeline-what" to={threadPath(tripRequestId, entry.rfq_id)}>
          {words}
          {entry.history && <span className="timeline-history">History</span>}
        </Link>
      ) : (
        <Link className="timeline-what" to={sentProposalPath(tripRequestId, entry.proposal_id)}>
          {words}
        </Link>
      )}
    </li>
  );
}

export function TripTimeline({ tripRequestId }: { tripRequestId: string }) {
  const timeline = useTripTimeline(tripRequestId);
  let body;
  if (timeline.isPending) body = <Loading what="the timeline" />;
  else if (timeline.isError) {
    body = (
      <Failed what="the timeline" error={timeline.error} retry={() => void timeline.refetch()} />
    );
  } else if (timeline.data.items.length === 0) {
    body = (
      <Empty>
        <p>Nothing has happened on this trip yet: its story starts with a request for quotes.</p>
      </Empty>
    );
  } else {
    body = (
      <ol className="timeline" aria-label="Timeline, newest first">
        {timeline.data.items.map((entry) => (
          <Entry
            key={entry.key}
            entry={entry}
            tripRequestId={tripRequestId}
            currency={timeline.data.currency}
          />
        ))}
      </ol>
    );
  }
  return (
    <section className="trip-timeline" aria-labelledby="timeline-heading">
      <h3 id="timeline-heading">Timeline</h3>
      {body}
    </section>
  );
}
