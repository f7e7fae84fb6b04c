// The broker's side of a proposal being made: each live quote with its net, margin and the
// client's price side by side, ticked in or out, a margin of its own, and what the client
// reads of it: the aircraft (the type the operator quoted, else the trip's category), its
// seats, and a validity where the quote carries none. A field at fault is marked and says
// what it wants. An option whose operator quoted again since the broker began says so above
// its row (requotes.ts). Never printed.
import { Fragment } from 'react';
import type { TripRequestSummary } from '../../../shared/api';
import type { DocumentOption } from '../../../shared/rpc/local/proposal';
import { ownQuoteValidity } from '../../../shared/rules/quote-validity';
import { laptopZoneName } from '../../../shared/time/zoned';
import { formatMoney } from '../../ui/format';
import type { ComparedQuote } from '../quotes/compare';
import { draftErrors, type OptionDraft } from './choices';
import { requoteNotice, type Requote } from './requotes';

/** One of an option's fields, labelled, with its error under it where it has one. */
function Field({
  label,
  error,
  errorId,
  children,
}: {
  label: string;
  error?: string | undefined;
  /** Where the input's aria-describedby points while there is an error. */
  errorId?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="proposal-field">
      <span className="muted" aria-hidden="true">
        {label}
      </span>
      {children}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

export function OptionsPicker({
  trip,
  quotes,
  drafts,
  priced,
  requotes,
  onChange,
}: {
  trip: TripRequestSummary;
  quotes: readonly ComparedQuote[];
  drafts: Readonly<Record<string, OptionDraft>>;
  /** The priced option of each included quote, by RFQ id. */
  priced: ReadonlyMap<string, DocumentOption>;
  /** The options whose quote changed since the broker began, by RFQ id. */
  requotes: ReadonlyMap<string, Requote>;
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
          <th scope="col">Aircraft, seats, validity (set in {laptopZoneName()})</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map(({ rfq, operator, amountCents }) => {
          const draft = drafts[rfq.id]!;
          const option = priced.get(rfq.id);
          const errors = draft.included ? draftErrors(draft) : {};
          const own = ownQuoteValidity(trip.latest_quote, rfq);
          const set = (change: Partial<OptionDraft>) => onChange(rfq.id, { ...draft, ...change });
          const errorId = (field: string) => `proposal-${rfq.id}-${field}-error`;
          const faultProps = (field: keyof typeof errors) =>
            errors[field]
              ? { 'aria-invalid': true, 'aria-describedby': errorId(field) }
              : { 'aria-invalid': undefined };
          const requote = requotes.get(rfq.id);
          return (
            <Fragment key={rfq.id}>
              {requote && (
                <tr className="proposal-requote">
                  <td colSpan={6}>
                    <p role="status">{requoteNotice(requote, money)}</p>
                  </td>
                </tr>
              )}
              <tr>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Include ${operator}`}
                    checked={draft.included}
                    onChange={(event) => set({ included: event.target.checked })}
                  />
                </td>
                <th scope="row">{operator}</th>
                <td>{money(amountCents)}</td>
                <td>
                  <input
                    className="proposal-margin"
                    aria-label={`Margin for ${operator}`}
                    {...faultProps('margin')}
                    placeholder="Rule"
                    value={draft.margin}
                    onChange={(event) => set({ margin: event.target.value })}
                  />
                  {errors.margin ? (
                    <span id={errorId('margin')} className="field-error">
                      {errors.margin}
                    </span>
                  ) : (
                    <span className="muted">{option && money(option.margin_cents)}</span>
                  )}
                </td>
                <td>{option ? money(option.price_cents) : '—'}</td>
                <td className="proposal-client-fields">
                  <Field label="Aircraft" error={errors.aircraft} errorId={errorId('aircraft')}>
                    <input
                      aria-label={`Aircraft, ${operator}`}
                      {...faultProps('aircraft')}
                      value={draft.aircraft}
                      onChange={(event) => set({ aircraft: event.target.value })}
                    />
                  </Field>
                  <Field label="Seats" error={errors.seats} errorId={errorId('seats')}>
                    <input
                      className="proposal-seats"
                      aria-label={`Seats, ${operator}`}
                      {...faultProps('seats')}
                      inputMode="numeric"
                      value={draft.seats}
                      onChange={(event) => set({ seats: event.target.value })}
                    />
                  </Field>
                  {own ? (
                    <p className="muted">The quote’s own validity</p>
                  ) : (
                    <Field label="Valid until">
                      <input
                        type="datetime-local"
                        aria-label={`Valid until, ${operator}`}
                        value={draft.validUntil}
                        onChange={(event) => set({ validUntil: event.target.value })}
                      />
                    </Field>
                  )}
                </td>
              </tr>
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
