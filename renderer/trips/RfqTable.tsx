// One row per operator asked: who, the status, the quote (lowest first, each against the
// lowest), the thread (messages, unread, the last one) and Withdraw where it is allowed.
// Up and down arrows move between the rows' threads; a click anywhere on a row opens it.
import type { KeyboardEvent } from 'react';
import type { Rfq } from '../../shared/api';
import type { TripThreads } from '../../shared/rpc/local-api';
import { Link, navigate } from '../navigation/router';
import { formatMoney, formatNumber, formatRelative } from '../ui/format';
import { MissingMark } from '../ui/MissingMark';
import { STATUS_WORDS, displayStatus, liveQuote, operatorName } from './rfq-rows';
import type { SyncMarks } from './sync-marks';
import { OperatorContact } from './OperatorContact';
import { SyncMarkView } from './SyncMarkView';
import { WithdrawButton } from './WithdrawButton';

type Thread = TripThreads['items'][number];

export interface RfqTableProps {
  tripRequestId: string;
  rfqs: readonly Rfq[];
  threads: ReadonlyMap<string, Thread>;
  marks: SyncMarks;
  currency: string;
  lowestCents: number | null;
  now: Date;
}

export const threadPath = (tripRequestId: string, rfqId: string) =>
  `/trips/${tripRequestId}/rfqs/${rfqId}`;

function QuoteCell({
  rfq,
  currency,
  lowestCents,
  now,
}: {
  rfq: Rfq;
  currency: string;
  lowestCents: number | null;
  now: Date;
}) {
  const live = liveQuote(rfq, now);
  if (live !== null) {
    const delta = lowestCents === null ? 0 : live - lowestCents;
    const percent = lowestCents ? Math.round((delta / lowestCents) * 100) : 0;
    return (
      <>
        <strong className="quote-amount">{formatMoney(live, currency)}</strong>
        <span className="quote-delta">
          {delta === 0 ? 'Lowest' : `+${formatMoney(delta, currency)} (+${formatNumber(percent)}%)`}
        </span>
      </>
    );
  }
  if (rfq.quote_amount_cents === null) return <span className="muted">—</span>;
  // A quote that no longer holds stays visible, so the broker knows what was offered.
  return (
    <span className="quote-stale">
      {formatMoney(rfq.quote_amount_cents, currency)}{' '}
      <span className="muted">({STATUS_WORDS[displayStatus(rfq, now)].toLowerCase()})</span>
    </span>
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
  const { rfqs, threads, marks, tripRequestId, now } = props;
  return (
    <table className="rfq-table" aria-labelledby="rfqs-heading">
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
          const status = displayStatus(rfq, now);
          const to = threadPath(tripRequestId, rfq.id);
          const name = operatorName(rfq);
          const created = marks.created.get(rfq.id);
          const withdrawal = marks.withdrawals.get(rfq.id);
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
                <span className="rfq-contact">
                  <OperatorContact rfq={rfq} />
                </span>
              </th>
              <td>
                <span className={`badge-status status-${status}`}>{STATUS_WORDS[status]}</span>
                <MissingMark kind="rfq" id={rfq.id} />
                <SyncMarkView
                  mark={created ?? withdrawal}
                  what={
                    created ? `the request to ${name}` : `the withdrawal of the request to ${name}`
                  }
                />
              </td>
              <td className="rfq-quote">
                <QuoteCell
                  rfq={rfq}
                  currency={props.currency}
                  lowestCents={props.lowestCents}
                  now={now}
                />
              </td>
              <td className="rfq-thread">
                <ThreadCell rfq={rfq} thread={threads.get(rfq.id)} to={to} />
              </td>
              <td className="rfq-actions">
                <WithdrawButton rfq={rfq} now={now} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
