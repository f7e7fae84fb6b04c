// One row per operator asked: who (an operator the remote has not confirmed yet says so),
// the row's one truth (row-truth.ts), the quote (lowest first, each against the lowest when
// there are two or more) with the operator's answer (its note, when, until when it holds),
// the thread (messages, unread, the last one) and Withdraw where it is allowed. Up and down
// arrows move between the rows' threads; a click anywhere on a row opens it. The trip's
// history (what the remote no longer holds) is a table of its own: why it is history, the
// quote as it was, the thread to read, and nothing to act on.
import type { KeyboardEvent } from 'react';
import type { LatestQuote, Rfq } from '../../shared/api';
import { ownQuoteValidity } from '../../shared/rules/quote-validity';
import type { TripThreads } from '../../shared/rpc/local/trip-screen';
import { Link, navigate } from '../navigation/router';
import { useMissingOnServer } from '../connection/findings-query';
import { formatDateTime, formatMoney, formatNumber, formatRelative } from '../ui/format';
import { STATUS_WORDS, displayStatus, liveQuote } from './rfq-rows';
import { operatorName } from '../../shared/rules/rfq-states';
import { historyTruth, rowTruth } from './row-truth';
import type { HistoryItem } from './use-trip';
import type { SyncMarks } from './sync-marks';
import { OperatorContact } from './OperatorContact';
import { RowStatus } from './RowStatus';
import { WithdrawButton } from './WithdrawButton';

type Thread = TripThreads['items'][number];

export interface RfqTableProps {
  tripRequestId: string;
  rfqs: readonly Rfq[];
  threads: ReadonlyMap<string, Thread>;
  marks: SyncMarks;
  /** Operators the remote has confirmed (it named them, or remembers their contacts). */
  verified: ReadonlySet<string> | null;
  currency: string;
  /** The lowest live quote, when there are two or more to compare. */
  lowestCents: number | null;
  /** The trip's latest quote: the one quote whose validity the API gives. */
  latestQuote: LatestQuote | null;
  now: Date;
  /** The heading naming the table. */
  labelledBy: string;
  /** Set for the trip's history: why each row is (all rows must be in it). */
  history?: ReadonlyMap<string, HistoryItem>;
}

export const threadPath = (tripRequestId: string, rfqId: string) =>
  `/trips/${tripRequestId}/rfqs/${rfqId}`;

/** "5 minutes ago", or "just now" within the screen's minute clock (it may lag the answer). */
function ago(iso: string, now: Date): string {
  const at = Date.parse(iso);
  return now.getTime() - at < 60_000 ? 'just now' : formatRelative(iso, now.getTime());
}

/**
 * The operator's answer: its note, when it came, and how long the quote holds where the API
 * says (else when the request lapses, under that name).
 */
function OperatorAnswer(props: {
  rfq: Rfq;
  live: boolean;
  latestQuote: LatestQuote | null;
  now: Date;
}) {
  const { rfq, live, now } = props;
  const validUntil = ownQuoteValidity(props.latestQuote, rfq);
  const answered = rfq.status === 'quoted' || rfq.status === 'declined';
  if (!answered || rfq.responded_at === null) return null;
  return (
    <>
      {rfq.response_note && (
        <p className="rfq-answer-note">
          “<bdi>{rfq.response_note}</bdi>”
        </p>
      )}
      <p className="rfq-answer-when">
        <time dateTime={rfq.responded_at} title={formatDateTime(rfq.responded_at)}>
          {rfq.status === 'quoted' ? 'Quoted' : 'Declined'} {ago(rfq.responded_at, now)}
        </time>
        {live && (
          <>
            {' · '}
            {validUntil ? (
              <time dateTime={validUntil}>Valid until {formatDateTime(validUntil)}</time>
            ) : (
              <time dateTime={rfq.expires_at}>
                Request expires {formatDateTime(rfq.expires_at)}
              </time>
            )}
          </>
        )}
      </p>
    </>
  );
}

function QuoteAmount({
  rfq,
  live,
  currency,
  lowestCents,
  now,
}: {
  rfq: Rfq;
  live: number | null;
  currency: string;
  lowestCents: number | null;
  now: Date;
}) {
  if (live !== null) {
    const delta = lowestCents === null ? null : live - lowestCents;
    const percent = lowestCents && delta ? Math.round((delta / lowestCents) * 100) : 0;
    return (
      <>
        <strong className="quote-amount">{formatMoney(live, currency)}</strong>
        {delta !== null && (
          <span className="quote-delta">
            {delta === 0
              ? 'Lowest'
              : `+${formatMoney(delta, currency)} (+${formatNumber(percent)}%)`}
          </span>
        )}
      </>
    );
  }
  if (rfq.quote_amount_cents === null) {
    return rfq.status === 'declined' ? null : <span className="muted">—</span>;
  }
  // A quote that no longer holds stays visible, so the broker knows what was offered.
  return (
    <span className="quote-stale">
      {formatMoney(rfq.quote_amount_cents, currency)}{' '}
      <span className="muted">({STATUS_WORDS[displayStatus(rfq, now)].toLowerCase()})</span>
    </span>
  );
}

/** A quote of the history: what was offered on a request the remote no longer holds. */
function PastQuote({ rfq, currency }: { rfq: Rfq; currency: string }) {
  if (rfq.quote_amount_cents === null) return <span className="muted">—</span>;
  return (
    <span className="quote-stale">
      {formatMoney(rfq.quote_amount_cents, currency)} <span className="muted">(history)</span>
    </span>
  );
}

function QuoteCell(props: {
  rfq: Rfq;
  currency: string;
  lowestCents: number | null;
  latestQuote: LatestQuote | null;
  now: Date;
}) {
  const live = liveQuote(props.rfq, props.now);
  return (
    <>
      <QuoteAmount {...props} live={live} />
      <OperatorAnswer
        rfq={props.rfq}
        live={live !== null}
        latestQuote={props.latestQuote}
        now={props.now}
      />
    </>
  );
}

function ThreadCell({ rfq, thread, to }: { rfq: Rfq; thread: Thread | undefined; to: string }) {
  const count = rfq.message_count;
  const unread = thread?.unread ?? 0;
  const last = thread?.last_message ?? null;
  const text =
    count === 0 ? 'Open thread' : `${formatNumber(count)} ${count === 1 ? 'message' : 'messages'}`;
  return (
    <>
      <Link
        to={to}
        data-row-link
        aria-label={`${text} with ${operatorName(rfq)}${unread ? `, ${formatNumber(unread)} new` : ''}`}
      >
        {text}
      </Link>
      {unread > 0 && <span className="unread-badge">{formatNumber(unread)} new</span>}
      {last && (
        <p className="rfq-last-message">
          <span className="muted">
            {last.author === 'broker' ? 'You' : <bdi>{last.author_name}</bdi>},{' '}
            {formatRelative(last.at)}:
          </span>{' '}
          <bdi>{last.body}</bdi>
        </p>
      )}
    </>
  );
}

/** Up and down arrows move between the rows' thread links. */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target as HTMLElement;
  if (!target.matches('[data-row-link]')) return;
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row-link]')];
  const next = links[links.indexOf(target) + (event.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function RfqTable(props: RfqTableProps) {
  const { rfqs, threads, marks, verified, tripRequestId, now, history } = props;
  const missing = useMissingOnServer('rfq');
  return (
    <table className="rfq-table" aria-labelledby={props.labelledBy}>
      <thead>
        <tr>
          <th scope="col">Operator</th>
          <th scope="col">Status</th>
          <th scope="col">Quote</th>
          <th scope="col">Thread</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody onKeyDown={moveBetweenRows}>
        {rfqs.map((rfq) => {
          const to = threadPath(tripRequestId, rfq.id);
          const name = operatorName(rfq);
          const unverified =
            verified !== null && marks.created.has(rfq.id) && !verified.has(rfq.operator.id);
          const past = history?.get(rfq.id);
          return (
            <tr
              key={rfq.id}
              className="rfq-row"
              onClick={(event) => {
                if (!(event.target as HTMLElement).closest('a, button')) navigate(to);
              }}
            >
              <th scope="row">
                <span className="rfq-operator">{name}</span>
                {unverified && (
                  <span
                    className="unverified-tag"
                    title="The remote has not confirmed this operator id yet: it checks it when the request goes"
                  >
                    Unverified
                  </span>
                )}
                <span className="rfq-contact">
                  <OperatorContact rfq={rfq} />
                </span>
              </th>
              <td>
                <RowStatus
                  truth={
                    past
                      ? historyTruth(past, missing.has(rfq.id))
                      : rowTruth(rfq, marks, name, now, missing.has(rfq.id))
                  }
                />
              </td>
              <td className="rfq-quote">
                {past ? (
                  <PastQuote rfq={rfq} currency={props.currency} />
                ) : (
                  <QuoteCell
                    rfq={rfq}
                    currency={props.currency}
                    lowestCents={props.lowestCents}
                    latestQuote={props.latestQuote}
                    now={now}
                  />
                )}
              </td>
              <td className="rfq-thread">
                <ThreadCell rfq={rfq} thread={threads.get(rfq.id)} to={to} />
              </td>
              <td className="rfq-actions">
                {/* A request refused, or lost by the remote, waits for the broker's choice. */}
                {marks.created.get(rfq.id)?.state !== 'failed' && !missing.has(rfq.id) && !past && (
                  <WithdrawButton rfq={rfq} now={now} />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
