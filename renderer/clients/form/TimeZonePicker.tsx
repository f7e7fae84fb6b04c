// The client's time zone: any IANA zone the browser knows, searched as typed. A value the
// list lacks (the spec bounds only its length) is kept as it is.
import { useController } from 'react-hook-form';
import type { ClientFormValues } from './client-form-values';
import { ComboField, type Choice } from './ComboField';
import { useFieldError } from './fields';
import { FIELD_LABELS } from '../../ui/client-labels';

const ZONES: Choice[] = [
  'UTC',
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC'),
].map((zone) => ({ id: zone, label: zone }));

export function TimeZonePicker() {
  const { field } = useController<ClientFormValues, 'timezone'>({ name: 'timezone' });
  const error = useFieldError('timezone');
  return (
    <ComboField
      label={FIELD_LABELS.timezone}
      hint="Type a city or region, e.g. London or America/New_York."
      error={error}
      choices={ZONES}
      noMatch="No time zone matches"
      allowsCustomValue
      inputValue={field.value}
      onInputChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
