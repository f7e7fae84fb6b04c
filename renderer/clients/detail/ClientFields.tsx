// Every field of a client, as a broker reads them: contact, address, preferences, consent
// with who recorded it, notes, and trip statistics.
import type { ReactNode } from 'react';
import type { Address, ClientDetail } from '../../../shared/api';
import { formatDate, formatDateTime, formatNumber, formatRelative } from '../../ui/format';
import { consentRecord } from './consent-record';
import { aircraftTypeLabel, CATEGORY_LABELS } from '../../ui/client-labels';

function Field({
  label,
  children,
  empty = 'Not given',
}: {
  label: string;
  children: ReactNode;
  /** What an empty value reads as. */
  empty?: string;
}) {
  const blank =
    children === null || children === undefined || children === false || children === '';
  return (
    <div className="field">
      <dt>{label}</dt>
      <dd>{blank ? <span className="muted">{empty}</span> : children}</dd>
    </div>
  );
}

/** One line a part group, as an envelope has them. */
function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const { line1, line2, city, region, postal_code: postalCode, country } = address;
  const town = [city, region, postalCode].filter(Boolean).join(', ');
  return [line1, line2, town, country].filter((line): line is string => Boolean(line));
}

function aircraft(client: ClientDetail): string | null {
  const category = client.preferred_category && CATEGORY_LABELS[client.preferred_category];
  const type = client.preferred_aircraft_type && aircraftTypeLabel(client.preferred_aircraft_type);
  return [category, type].filter(Boolean).join(' · ') || null;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A broker's free text in its own direction: a Hebrew note reads right to left. */
const prose = (text: string | null) =>
  text && (
    <span className="prose" dir="auto">
      {text}
    </span>
  );

export function ClientFields({ client }: { client: ClientDetail }) {
  const lines = addressLines(client.address);
  return (
    <dl className="client-fields">
      <Field label="Company">{client.company}</Field>
      <Field label="Email">
        {client.email && <a href={`mailto:${client.email}`}>{client.email}</a>}
      </Field>
      <Field label="Phone">
        {client.phone && <a href={`tel:${client.phone}`}>{client.phone}</a>}
      </Field>
      <Field label="Address">
        {lines.length > 0 && (
          <span className="lines">
            {lines.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </span>
        )}
      </Field>
      <Field label="Time zone">{client.timezone}</Field>
      <Field label="Tags">
        {client.tags.length > 0 && (
          <span className="tags-inline">
            {client.tags.map((tag) => (
              <span key={tag} className="tag">
                {tag}
              </span>
            ))}
          </span>
        )}
      </Field>
      <Field label="Preferred aircraft">{aircraft(client)}</Field>
      <Field label="Marketing consent">
        <span className="lines">
          <span>
            Email: {yesNo(client.email_consent)} · SMS: {yesNo(client.sms_consent)}
          </span>
          <span className="muted">{consentRecord(client)}</span>
        </span>
      </Field>
      <Field label="Preferences">{prose(client.preferences)}</Field>
      <Field label="Notes">{prose(client.notes)}</Field>
      <Field label="Trip requests">{formatNumber(client.trip_request_count)}</Field>
      <Field label="Last request" empty="None yet">
        {client.last_request_at &&
          `${formatDateTime(client.last_request_at)} (${formatRelative(client.last_request_at)})`}
      </Field>
      <Field label="Client since">{formatDate(client.created_at)}</Field>
    </dl>
  );
}
