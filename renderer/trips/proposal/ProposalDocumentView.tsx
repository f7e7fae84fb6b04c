// The proposal as the client reads it, on screen and printed (print CSS): the broker's branding
// on top, the trip's legs with each departure in its airport's zone, one block per option with
// the client's price and the quote's validity, and the terms at the foot. Drawn from the frozen
// document only, as the PDF is: what is shown is what is sent.
import type { ProposalDocument } from '../../../shared/rpc/local/proposal';
import { formatNumber } from '../../ui/format';

export function ProposalDocumentView({ document }: { document: ProposalDocument }) {
  const { branding } = document;
  const contact = [branding.broker_name, branding.phone, branding.email].filter(Boolean);
  return (
    <article className="proposal-document" aria-labelledby="proposal-heading">
      <header className="proposal-brand">
        {branding.logo && <img src={branding.logo} alt={branding.company_name || 'Logo'} />}
        <div>
          {branding.company_name && <p className="proposal-company">{branding.company_name}</p>}
          {contact.length > 0 && <p className="muted">{contact.join(' · ')}</p>}
        </div>
      </header>
      <h2 id="proposal-heading">Proposal for trip {document.trip_number}</h2>
      <p className="muted">
        {document.client_name && <>For {document.client_name} · </>}Prepared {document.prepared_on}
      </p>
      <section aria-label="The trip">
        <ol className="proposal-legs">
          {document.legs.map((leg, index) => (
            <li key={index}>
              <strong>
                {leg.from} → {leg.to}
              </strong>
              <span>
                Departs {leg.departure} (local time) · {formatNumber(leg.distance_nm)} nm
              </span>
            </li>
          ))}
        </ol>
        <p className="muted">Prices in {document.currency}</p>
      </section>
      {document.options.map((option, index) => (
        <section
          key={option.rfq_id}
          className="proposal-option"
          aria-labelledby={`proposal-option-${index}`}
        >
          <h3 id={`proposal-option-${index}`}>
            Option {index + 1}
            {option.operator_name && <span> · {option.operator_name}</span>}
          </h3>
          <p className="proposal-price">{option.price}</p>
          <p>
            Aircraft: {option.aircraft}
            {option.seats !== null && <> · {formatNumber(option.seats)} seats</>}
          </p>
          <p>{option.validity}</p>
        </section>
      ))}
      {branding.terms && (
        <footer className="proposal-terms">
          <h3>Terms</h3>
          <p>{branding.terms}</p>
        </footer>
      )}
    </article>
  );
}
