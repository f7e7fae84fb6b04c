// "Quotes compared" on a trip, for the broker: every quote's net side by side against the
// client's budget, each with a box to put it in the proposal (every live quote is in it until
// the broker takes it off), and Make proposal with the ticked ones as its options: the client
// only ever gets prices with the broker's margin, on the broker's branded proposal. Reads the
// same RFQ query as the RFQ table, which shows their loading and failure; this section
// appears once there is a quote.
import { useState } from 'react';
import type { TripRequestSummary } from '../../../shared/api';
import { Link } from '../../navigation/router';
import { budgetText } from '../../ui/budget-text';
import { formatNumber } from '../../ui/format';
import { proposalPath } from '../proposal/paths';
import { useTripRfqs } from '../use-trip';
import { compareQuotes, prePicked } from './compare';
import { QuoteCard } from './QuoteCard';
import './quotes.css';

function budgetLine(trip: TripRequestSummary): string {
  const budget = budgetText(trip);
  return budget === null ? 'The client gave no budget.' : `Client’s budget: ${budget}.`;
}

export function QuoteComparison({ trip, now }: { trip: TripRequestSummary; now: Date }) {
  const rfqs = useTripRfqs(trip.id);
  // What the broker took out: a quote arriving later is in, as the first were.
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
      <p className="quote-proposal-link">
        {picked.length > 0 ? (
          <Link className="button button-primary" to={proposalPath(trip.id, picked)}>
            Make proposal ({count})
          </Link>
        ) : (
          <span className="muted">Tick a quote to make a proposal for the client.</span>
        )}
      </p>
    </section>
  );
}
