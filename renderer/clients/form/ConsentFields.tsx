// Marketing consent by channel, with who recorded it and when: read-only, stamped by the
// service whenever a consent value changes.
import { useFormContext } from 'react-hook-form';
import type { Client } from '../../../shared/api';
import { formatDateTime } from '../../ui/format';
import type { ClientFormValues } from './client-form-values';
import { fieldId } from './fields';

/** "Recorded by Dana Cruz on 3 Mar 2026, 10:00", or what will happen on save. */
export function consentRecord(client: Client | null): string {
  if (!client) return 'Recorded as you when the client is saved.';
  // The broker here is the local user "You" (no sign-in yet), said as "you" mid-sentence.
  const name = client.consent_recorded_by?.display_name;
  const by = name === 'You' ? 'you' : name;
  const at = client.consent_updated_at;
  if (!by && !at) return 'Not recorded yet.';
  return `Recorded${by ? ` by ${by}` : ''}${at ? ` on ${formatDateTime(at)}` : ''}.`;
}

export function ConsentFields({ client }: { client: Client | null }) {
  const { register } = useFormContext<ClientFormValues>();
  const recordId = 'client-consent-record';
  const channels = [
    { name: 'email_consent', label: 'By email' },
    { name: 'sms_consent', label: 'By SMS' },
  ] as const;
  return (
    <fieldset className="form-section consent" aria-describedby={recordId}>
      <legend>Marketing consent</legend>
      {channels.map(({ name, label }) => (
        <label key={name} className="checkbox" htmlFor={fieldId(name)}>
          <input id={fieldId(name)} type="checkbox" {...register(name)} />
          {label}
        </label>
      ))}
      <p id={recordId} className="field-hint">
        {consentRecord(client)}
      </p>
    </fieldset>
  );
}
