// One quote in the comparison: the operator, the amount against the budget, the operator's
// note, when it was asked, answered and runs out, and whether it goes in the proposal.
import { useId } from 'react';
import { formatDateTime, formatMoney, formatRelative } from '../../ui/format';
import { budgetWords, type ComparedQuote } from './compare';

function When({ label, iso, nowMs }: { label: string; iso: string | null; nowMs: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {iso === null ? (
          '—'
        ) : (
          <time dateTime={iso} title={formatRelative(iso, nowMs)}>
            {formatDateTime(iso)}
          </time>
        )}
      </dd>
    </div>
  );
}

export function QuoteCard({
  quote,
  currency,
  picked,
  onPick,
  now,
}: {
  quote: ComparedQuote;
  currency: string;
  picked: boolean;
  onPick(picked: boolean): void;
  now: Date;
}) {
  const headingId = useId();
  const { rfq, expired, lowest } = quote;
  const nowMs = now.getTime();
  return (
    <li className={`quote-card${expired ? ' quote-expired' : ''}`}>
      <article aria-labelledby={headingId}>
        <header className="quote-card-head">
          <h4 id={headingId}>{quote.operator}</h4>
          {lowest && <span className="badge-lowest">Lowest</span>}
          {expired && <span className="badge-expired">Expired</span>}
        </header>
        <p className="quote-card-amount">{formatMoney(quote.amountCents, currency)}</p>
        <p className={`budget-standing standing-${quote.budget.kind}`}>
          {budgetWords(quote.budget, currency)}
        </p>
        <p className="quote-card-note">
          {rfq.response_note ?? <span className="muted">No note from the operator.</span>}
        </p>
        <dl className="quote-card-times">
          <When label="Asked" iso={rfq.sent_at} nowMs={nowMs} />
          <When label="Answered" iso={rfq.responded_at} nowMs={nowMs} />
          <When label={expired ? 'Expired' : 'Expires'} iso={rfq.expires_at} nowMs={nowMs} />
        </dl>
        {expired ? (
          <p className="quote-card-pick muted">Expired: it cannot go in a proposal.</p>
        ) : (
          <label className="quote-card-pick">
            <input
              type="checkbox"
              checked={picked}
              onChange={(event) => onPick(event.target.checked)}
            />
            In the proposal
          </label>
        )}
      </article>
    </li>
  );
}
