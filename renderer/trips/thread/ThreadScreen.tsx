// One RFQ's thread (/trips/:tripRequestId/rfqs/:rfqId). An RFQ made offline may be opened
// under its local id: once it has its server id, the URL follows. A thread of the trip's
// history is read only; a request sent again shows the lost one's thread apart, above its own.
import { useEffect } from 'react';
import type { Rfq, TripRequestSummary } from '../../../shared/api';
import { answerAt, operatorName } from '../../../shared/rules/rfq-states';
import { navigate } from '../../navigation/router';
import { Failed, Loading } from '../../ui/states';
import { useMarkedTripRfqs, useTripRequest, type HistoryItem, type HistoryRfq } from '../use-trip';
import { useThreadMessages } from './use-thread-messages';
import type { SyncMarks } from '../sync-marks';
import { threadPath } from '../RfqTable';
import { useNow } from '../../ui/use-now';
import { ZoneNote } from '../../ui/ZoneNote';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ThreadHeader } from './ThreadHeader';
import { newestOperatorAt, timeline } from './thread-timeline';
import { useReadMark } from './use-read-mark';
import '../trips.css';
import './thread.css';

/** The thread of the request the remote lost, that this one asked again: history, read. */
function LostThread({
  trip,
  lost,
  marks,
}: {
  trip: TripRequestSummary;
  lost: Rfq;
  marks: SyncMarks;
}) {
  const messages = useThreadMessages(lost.id);
  const now = useNow();
  let log;
  if (messages.isPending) log = <Loading what="messages" />;
  else if (messages.isError) {
    log = <Failed what="messages" error={messages.error} retry={() => void messages.refetch()} />;
  } else {
    // History is never news: nothing in it reads as unread.
    const since = newestOperatorAt(messages.data);
    const items = timeline(lost, messages.data, { since, currency: trip.currency, now });
    log = <MessageList items={items} marks={marks} operator={operatorName(lost)} />;
  }
  return (
    <section className="thread-history" aria-labelledby="thread-history-heading">
      <h3 id="thread-history-heading">Before the remote lost it</h3>
      <p className="muted">
        The request the remote lost, with its messages and quote. This thread starts again below.
      </p>
      {log}
    </section>
  );
}

function Thread({
  trip,
  rfq,
  marks,
  since,
  past,
  lost,
}: {
  trip: TripRequestSummary;
  rfq: Rfq;
  /** Read with the RFQ (useMarkedTripRfqs): its badge never runs ahead of its copy. */
  marks: SyncMarks;
  since: string | null | undefined;
  /** Set when this RFQ is history: read only. */
  past: HistoryItem | undefined;
  /** The lost request this one asked again, if any. */
  lost: Rfq | undefined;
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
      <ThreadHeader trip={trip} rfq={rfq} marks={marks} now={now} past={past} />
      <ZoneNote now={now} />
      {lost && <LostThread trip={trip} lost={lost} marks={marks} />}
      {lost && <h3 className="thread-now-heading">This request</h3>}
      {log}
      {past ? (
        <p className="muted thread-history-note">
          History: the remote no longer holds this request, so nothing can be sent on it.
        </p>
      ) : (
        <Composer rfq={rfq} to={name} />
      )}
    </>
  );
}

const NO_HISTORY: HistoryRfq[] = [];

export function ThreadScreen({ tripRequestId, rfqId }: { tripRequestId: string; rfqId: string }) {
  const trip = useTripRequest(tripRequestId);
  const { query: rfqs, rfqs: list, marks, history = NO_HISTORY } = useMarkedTripRfqs(tripRequestId);
  const messages = useThreadMessages(rfqId);
  const past = history.find((item) => item.rfq.id === rfqId);
  const rfq = list?.find((candidate) => candidate.id === rfqId) ?? past?.rfq;
  const lost = history.find((item) => item.history.sent_again_as === rfqId)?.rfq;
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
  } else {
    content = (
      <Thread
        trip={trip.data}
        rfq={rfq}
        marks={marks}
        since={since}
        past={past?.history}
        lost={lost}
      />
    );
  }

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
