// Marketing consent by channel, with who recorded it and when: read-only, stamped by the /v1
// service whenever a consent value changes.
import { useFormContext } from 'react-hook-form';
import type { Client } from '../../../shared/api';
import { consentRecord } from '../detail/consent-record';
import type { ClientFormValues } from './client-form-values';
import { fieldId } from './fields';

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
