// One RFQ's thread (/trips/:tripRequestId/rfqs/:rfqId). An RFQ made offline may be opened
// under its local id: once it has its server id, the URL follows.
import { useEffect } from 'react';
import type { Rfq, TripRequestSummary } from '../../../shared/api';
import { answerAt } from '../../../shared/rules/rfq-states';
import { navigate } from '../../navigation/router';
import { Failed, Loading } from '../../ui/states';
import { useMarkedTripRfqs, useTripRequest } from '../use-trip';
import { useThreadMessages } from './use-thread-messages';
import type { SyncMarks } from '../sync-marks';
import { threadPath } from '../RfqTable';
import { operatorName } from '../rfq-rows';
import { useNow } from '../../ui/use-now';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ThreadHeader } from './ThreadHeader';
import { timeline } from './timeline';
import { useReadMark } from './use-read-mark';
import '../trips.css';
import './thread.css';

function Thread({
  trip,
  rfq,
  marks,
  since,
}: {
  trip: TripRequestSummary;
  rfq: Rfq;
  /** Read with the RFQ (useMarkedTripRfqs): its badge never runs ahead of its copy. */
  marks: SyncMarks;
  since: string | null | undefined;
}) {
  const messages = useThreadMessages(rfq.id);
  const now = useNow();
  const name = operatorName(rfq);
  let log;
  if (messages.isPending || since === undefined) log = <Loading what="messages" />;
  else if (messages.isError) {
    log = <Failed what="messages" error={messages.error} retry={() => void messages.refetch()} />;
  } else {
    const items = timeline(rfq, messages.data, { since, currency: trip.currency, now });
    log = <MessageList items={items} marks={marks} operator={name} />;
  }
  return (
    <>
      <ThreadHeader trip={trip} rfq={rfq} marks={marks} now={now} />
      {log}
      <Composer rfq={rfq} to={name} />
    </>
  );
}

export function ThreadScreen({ tripRequestId, rfqId }: { tripRequestId: string; rfqId: string }) {
  const trip = useTripRequest(tripRequestId);
  const { query: rfqs, rfqs: list, marks } = useMarkedTripRfqs(tripRequestId);
  const messages = useThreadMessages(rfqId);
  const rfq = list?.find((candidate) => candidate.id === rfqId);
  const { since, currentId, error } = useReadMark(rfqId, messages.data, rfq ? answerAt(rfq) : null);
  useEffect(() => {
    if (currentId !== null && currentId !== rfqId) {
      navigate(threadPath(tripRequestId, currentId), { replace: true });
    }
  }, [currentId, rfqId, tripRequestId]);

  let content;
  if (trip.isError || rfqs.isError || error) {
    content = <Failed what="the thread" error={trip.error ?? rfqs.error ?? error} />;
  } else if (!trip.data || !rfqs.data) content = <Loading what="the thread" />;
  else if (!rfq) {
    // Known under another id (its server id now): the effect above moves the URL there.
    content =
      currentId === null || currentId !== rfqId ? (
        <Loading what="the thread" />
      ) : (
        <Failed what="the thread" error={new Error('This RFQ is not one of this trip request’s')} />
      );
  } else content = <Thread trip={trip.data} rfq={rfq} marks={marks} since={since} />;

  return (
    <section className="thread-screen" aria-labelledby="thread-heading">
      {!rfq && (
        <h2 id="thread-heading" className="visually-hidden">
          Thread
        </h2>
      )}
      {content}
    </section>
  );
}
