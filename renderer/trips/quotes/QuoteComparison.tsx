// "Quotes compared" on a trip: every quote side by side against the client's budget, each
// with a box to put it on the quote sheet (every live quote is on it until the broker takes
// it off), and the way to that sheet. Reads the same RFQ query as the RFQ table, which shows
// their loading and failure; this section appears once there is a quote.
import { useState } from 'react';
import type { TripRequestSummary } from '../../../shared/api';
import { Link } from '../../navigation/router';
import { budgetText } from '../../ui/budget-text';
import { formatNumber } from '../../ui/format';
import { useTripRfqs } from '../use-trip';
import { compareQuotes, prePicked } from './compare';
import { QuoteCard } from './QuoteCard';
import { sheetPath } from './sheet';
import './quotes.css';

function budgetLine(trip: TripRequestSummary): string {
  const budget = budgetText(trip);
  return budget === null ? 'The client gave no budget.' : `Client’s budget: ${budget}.`;
}

export function QuoteComparison({ trip, now }: { trip: TripRequestSummary; now: Date }) {
  const rfqs = useTripRfqs(trip.id);
  // What the broker took off the sheet: a quote arriving later is on it, as the first were.
  const [takenOff, setTakenOff] = useState<ReadonlySet<string>>(new Set());
  if (!rfqs.isSuccess) return null;
  const quotes = compareQuotes(rfqs.data, trip, now);
  if (quotes.length === 0) return null;
  const picked = prePicked(quotes).filter((id) => !takenOff.has(id));
  const pick = (id: string, on: boolean) =>
    setTakenOff((before) => {
      const next = new Set(before);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });
  const count = `${formatNumber(picked.length)} ${picked.length === 1 ? 'quote' : 'quotes'}`;

  return (
    <section className="quote-comparison" aria-labelledby="quotes-compared-heading">
      <div className="quote-comparison-head">
        <h3 id="quotes-compared-heading">Quotes compared</h3>
        <p className="muted">{budgetLine(trip)}</p>
      </div>
      <ul className="quote-cards" aria-label="Quotes">
        {quotes.map((quote) => (
          <QuoteCard
            key={quote.rfq.id}
            quote={quote}
            currency={trip.currency}
            picked={picked.includes(quote.rfq.id)}
            onPick={(on) => pick(quote.rfq.id, on)}
            now={now}
          />
        ))}
      </ul>
      <p className="quote-sheet-link">
        {picked.length > 0 ? (
          <Link className="button button-primary" to={sheetPath(trip.id, picked)}>
            Quote sheet for the client ({count})
          </Link>
        ) : (
          <span className="muted">Tick a quote to make a quote sheet for the client.</span>
        )}
      </p>
    </section>
  );
}
