// The broker's side of a proposal being made: each live quote with its net, margin and the
// client's price side by side, ticked in or out, a margin of its own, and a validity where
// the quote carries none. Never printed.
import type { TripRequestSummary } from '../../../shared/api';
import type { DocumentOption } from '../../../shared/rpc/local/proposal';
import { ownQuoteValidity } from '../../../shared/rules/quote-validity';
import { laptopZoneName } from '../../../shared/time/zoned';
import { formatMoney } from '../../ui/format';
import type { ComparedQuote } from '../quotes/compare';
import { parseMargin, type OptionDraft } from './choices';

export function OptionsPicker({
  trip,
  quotes,
  drafts,
  priced,
  onChange,
}: {
  trip: TripRequestSummary;
  quotes: readonly ComparedQuote[];
  drafts: Readonly<Record<string, OptionDraft>>;
  /** The priced option of each included quote, by RFQ id. */
  priced: ReadonlyMap<string, DocumentOption>;
  onChange: (rfqId: string, draft: OptionDraft) => void;
}) {
  const money = (cents: number) => formatMoney(cents, trip.currency);
  return (
    <table className="proposal-picker">
      <caption>Options (the client sees only the price)</caption>
      <thead>
        <tr>
          <th scope="col">Include</th>
          <th scope="col">Operator</th>
          <th scope="col">Net</th>
          <th scope="col">Margin</th>
          <th scope="col">Client price</th>
          <th scope="col">Validity (set in {laptopZoneName()})</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map(({ rfq, operator, amountCents }) => {
          const draft = drafts[rfq.id]!;
          const option = priced.get(rfq.id);
          const bad = parseMargin(draft.margin) === 'bad';
          const own = ownQuoteValidity(trip.latest_quote, rfq);
          return (
            <tr key={rfq.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Include ${operator}`}
                  checked={draft.included}
                  onChange={(event) =>
                    onChange(rfq.id, { ...draft, included: event.target.checked })
                  }
                />
              </td>
              <th scope="row">{operator}</th>
              <td>{money(amountCents)}</td>
              <td>
                <input
                  className="proposal-margin"
                  aria-label={`Margin for ${operator}`}
                  aria-invalid={bad || undefined}
                  placeholder="Rule"
                  value={draft.margin}
                  onChange={(event) => onChange(rfq.id, { ...draft, margin: event.target.value })}
                />
                <span className="muted">
                  {bad
                    ? 'An amount or a percentage: 2500 or 12%'
                    : option && money(option.margin_cents)}
                </span>
              </td>
              <td>{option ? money(option.price_cents) : '—'}</td>
              <td>
                {own ? (
                  'The quote’s own'
                ) : (
                  <input
                    type="datetime-local"
                    aria-label={`Valid until, ${operator}`}
                    value={draft.validUntil}
                    onChange={(event) =>
                      onChange(rfq.id, { ...draft, validUntil: event.target.value })
                    }
                  />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
