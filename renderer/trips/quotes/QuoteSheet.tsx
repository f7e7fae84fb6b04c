// The quote sheet itself, as the client reads it on paper or in a PDF: the trip (route, dates,
// passengers, the aircraft asked for), then each picked quote as an option with its price in
// the trip's currency, the operator's terms and how long it holds. Without operators (the
// default) an option names no operator and no contact, and its terms say "the operator".
import type { TripRequestSummary } from '../../../shared/api';
import { CATEGORY_LABELS } from '../../ui/client-labels';
import { ownQuoteValidity } from '../../../shared/rules/quote-validity';
import { formatDateTimeZoned, formatDay, formatMoney, formatNumber } from '../../ui/format';
import { airport, legWhen } from '../TripHeader';
import type { ComparedQuote } from './compare';
import { withoutOperator } from './sheet';

function Option({
  quote,
  index,
  trip,
  withOperators,
}: {
  quote: ComparedQuote;
  index: number;
  trip: TripRequestSummary;
  withOperators: boolean;
}) {
  const { rfq } = quote;
  const currency = trip.currency;
  // The quote's own validity where the API gives it; never the request's expiry.
  const validUntil = ownQuoteValidity(trip.latest_quote, rfq);
  const note =
    rfq.response_note &&
    (withOperators ? rfq.response_note : withoutOperator(rfq.response_note, rfq));
  const contact = [rfq.contact_name, rfq.contact_email].filter(Boolean).join(', ');
  return (
    <section className="sheet-option" aria-labelledby={`sheet-option-${index}`}>
      <h3 id={`sheet-option-${index}`}>
        Option {formatNumber(index)}
        {withOperators && <span className="sheet-operator"> · {quote.operator}</span>}
      </h3>
      <p className="sheet-price">{formatMoney(quote.amountCents, currency)}</p>
      <dl className="sheet-terms">
        <dt>Aircraft and terms</dt>
        <dd>{note || 'As requested; the terms follow on confirmation.'}</dd>
        <dt>Valid until</dt>
        <dd>{validUntil ? formatDateTimeZoned(validUntil) : 'Ask your broker'}</dd>
        {withOperators && (
          <>
            <dt>Operator contact</dt>
            <dd>{contact}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function QuoteSheet({
  trip,
  quotes,
  withOperators,
  preparedAt,
}: {
  trip: TripRequestSummary;
  quotes: readonly ComparedQuote[];
  withOperators: boolean;
  preparedAt: Date;
}) {
  const category = trip.preferred_category && CATEGORY_LABELS[trip.preferred_category];
  return (
    <article className="quote-sheet" aria-labelledby="sheet-heading">
      <header className="sheet-header">
        <h2 id="sheet-heading">Charter quote</h2>
        <p>
          {trip.client && <>For {trip.client.name} · </>}Trip request #{trip.number} · Prepared{' '}
          {formatDay(preparedAt)}
        </p>
      </header>
      <section className="sheet-trip" aria-label="The trip">
        <ol className="sheet-legs">
          {trip.legs.map((leg) => (
            <li key={leg.id}>
              <strong>
                {airport(leg, 'from')} → {airport(leg, 'to')}
              </strong>
              <span>
                {legWhen(leg)}
                {leg.pax !== null && ` · ${formatNumber(leg.pax)} passengers`}
              </span>
            </li>
          ))}
        </ol>
        <dl className="sheet-facts">
          {trip.pax !== null && (
            <div>
              <dt>Passengers</dt>
              <dd>{formatNumber(trip.pax)}</dd>
            </div>
          )}
          {category && (
            <div>
              <dt>Aircraft requested</dt>
              <dd>{category}</dd>
            </div>
          )}
          <div>
            <dt>Currency</dt>
            <dd>{trip.currency}</dd>
          </div>
        </dl>
      </section>
      {quotes.map((quote, index) => (
        <Option
          key={quote.rfq.id}
          quote={quote}
          index={index + 1}
          trip={trip}
          withOperators={withOperators}
        />
      ))}
      <p className="sheet-footnote">
        Prices in {trip.currency}, as quoted, subject to the aircraft’s availability when you
        confirm. Each option holds until the time shown.
      </p>
    </article>
  );
}
