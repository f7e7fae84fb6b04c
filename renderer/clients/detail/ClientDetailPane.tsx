import { useEffect } from 'react';
import type { Address, ClientDetail } from '../../../shared/api';
import { useAppStore } from '../../state/store-context';
import { TripRequestTable } from './TripRequestTable';

function oneLine(address: Address | null): string | null {
  if (!address) return null;
  const parts = [
    address.line1,
    address.line2,
    address.city,
    address.region,
    address.postal_code,
    address.country,
  ];
  return parts.filter(Boolean).join(', ') || null;
}

function consent(client: ClientDetail): string {
  const given = [client.email_consent && 'email', client.sms_consent && 'SMS'].filter(Boolean);
  return given.length === 0 ? 'None' : given.join(' and ');
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value ?? '—'}</dd>
    </>
  );
}

function Detail({ client }: { client: ClientDetail }) {
  return (
    <>
      <h2 id="client-detail-heading">{client.name}</h2>
      <dl className="fields">
        <Field label="Company" value={client.company} />
        <Field label="Email" value={client.email} />
        <Field label="Phone" value={client.phone} />
        <Field label="Address" value={oneLine(client.address)} />
        <Field label="Time zone" value={client.timezone} />
        <Field label="Tags" value={client.tags.join(', ') || null} />
        <Field label="Marketing consent" value={consent(client)} />
        <Field label="Preferred category" value={client.preferred_category} />
        <Field label="Notes" value={client.notes} />
      </dl>
      <h3 id="recent-trips-heading">Recent trip requests</h3>
      <TripRequestTable trips={client.recent_trip_requests} />
    </>
  );
}

export function ClientDetailPane({ id }: { id: string }) {
  const detail = useAppStore((state) => state.detail);
  const select = useAppStore((state) => state.select);
  useEffect(() => void select(id), [id, select]);
  return (
    <section
      className="detail-pane"
      aria-labelledby="client-detail-heading"
      aria-busy={detail.status === 'loading'}
    >
      {detail.status === 'ready' && detail.data ? (
        <Detail client={detail.data} />
      ) : (
        <>
          <h2 id="client-detail-heading" className="visually-hidden">
            Client detail
          </h2>
          {detail.status === 'idle' && <p className="muted">Select a client to see details.</p>}
          {detail.status === 'loading' && <p className="muted">Loading client…</p>}
          {detail.status === 'error' && (
            <p role="alert">Could not load the client. {detail.error}</p>
          )}
        </>
      )}
    </section>
  );
}
