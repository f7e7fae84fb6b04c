// The preferred aircraft: a category, and a type among those this workspace knows (no /v1
// endpoint lists types: GET /local/aircraft-types), offered for the chosen category. A
// type picked sets its category; a category that excludes the type clears it.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { aircraftCategory, type AircraftType } from '../../../shared/api';
import { describeFailure } from '../../connection/results';
import { useConnection } from '../../connection/connection-context';
import type { ClientFormValues } from './client-form-values';
import { ComboField } from './ComboField';
import { describedBy, fieldId, FieldNotes, useFieldError } from './fields';
import { aircraftTypeLabel, CATEGORY_LABELS, FIELD_LABELS } from '../../ui/client-labels';

function useAircraftTypes(current: AircraftType | null) {
  const { local } = useConnection();
  const query = useQuery({
    queryKey: ['local', 'aircraft-types'],
    queryFn: async () => (await local.aircraftTypes()).items,
  });
  // The client's own type is offered even before the list arrives.
  const types = useMemo(() => {
    const known = query.data ?? [];
    return current && !known.some((type) => type.id === current.id) ? [current, ...known] : known;
  }, [query.data, current]);
  return { types, query };
}

export function AircraftFields({ current }: { current: AircraftType | null }) {
  const { register, setValue, getValues } = useFormContext<ClientFormValues>();
  const { field } = useController<ClientFormValues, 'preferred_aircraft_type_id'>({
    name: 'preferred_aircraft_type_id',
  });
  const category = useWatch<ClientFormValues, 'preferred_category'>({ name: 'preferred_category' });
  const { types, query } = useAircraftTypes(current);
  const categoryError = useFieldError('preferred_category');
  const typeError = useFieldError('preferred_aircraft_type_id');
  const categoryId = fieldId('preferred_category');
  const typeOf = (id: string | null) => types.find((type) => type.id === id);

  // One list per change of what it depends on: a new list on every render makes the
  // ComboBox reset what the broker is typing to the selected type's label.
  const choices = useMemo(
    () =>
      types
        .filter((type) => category === '' || type.category === category || type.id === field.value)
        .map((type) => ({ id: type.id, label: aircraftTypeLabel(type) })),
    [types, category, field.value],
  );
  const hint = query.isError
    ? `The known aircraft types could not be read: ${describeFailure(query.error)}`
    : types.length === 0 && query.isSuccess
      ? 'No aircraft types are known here yet: they arrive with synced clients.'
      : 'The types known from your clients.';

  return (
    <>
      <div className="form-field">
        <label htmlFor={categoryId}>{FIELD_LABELS.preferred_category}</label>
        <select
          id={categoryId}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={describedBy(categoryId, null, categoryError)}
          {...register('preferred_category', {
            onChange: () => {
              const type = typeOf(getValues('preferred_aircraft_type_id'));
              const chosen = getValues('preferred_category');
              if (type && chosen !== '' && type.category !== chosen) {
                setValue('preferred_aircraft_type_id', null, { shouldDirty: true });
              }
            },
          })}
        >
          <option value="">No preference</option>
          {aircraftCategory.options.map((value) => (
            <option key={value} value={value}>
              {CATEGORY_LABELS[value]}
            </option>
          ))}
        </select>
        <FieldNotes id={categoryId} error={categoryError} />
      </div>
      <ComboField
        label={FIELD_LABELS.preferred_aircraft_type_id}
        hint={hint}
        error={typeError}
        choices={choices}
        noMatch={
          query.isPending ? 'Reading the known aircraft types…' : 'No known aircraft type matches'
        }
        // Always controlled: an undefined key (a field not yet registered) would make the
        // ComboBox reset what the broker is typing.
        selectedKey={field.value ?? null}
        onSelectionChange={(key) => {
          const type = typeOf(key === null ? null : String(key));
          field.onChange(type?.id ?? null);
          if (type && getValues('preferred_category') !== type.category) {
            setValue('preferred_category', type.category, { shouldDirty: true });
          }
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
      />
    </>
  );
}
