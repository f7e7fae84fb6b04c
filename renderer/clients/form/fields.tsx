// The form's plain fields, bound to react-hook-form: a label, the control, a hint, and the
// field's error, tied to the control with aria-describedby and aria-invalid.
import type { ReactNode } from 'react';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import type { ClientFormValues } from './client-form-values';
import { FIELD_LABELS } from '../../ui/client-labels';

import { describedBy, FieldNotes } from '../../ui/field-notes';

export { describedBy, FieldNotes };

/** `address.postal_code` → `client-address-postal-code`. */
export const fieldId = (name: string) => `client-${name.replace(/[._]/g, '-')}`;

/** The error a field shows, from the schema check, a 422, or a refused sync. */
export function useFieldError(name: FieldPath<ClientFormValues>): string | undefined {
  const { formState } = useFormContext<ClientFormValues>();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return error?.message;
}

type TextName = Extract<
  FieldPath<ClientFormValues>,
  'name' | 'company' | 'email' | 'phone' | 'notes' | 'preferences' | `address.${string}`
>;

export function TextField({
  name,
  label = FIELD_LABELS[name],
  hint,
  type = 'text',
  multiline = false,
  autoFocus = false,
  autoComplete = 'off',
  className,
}: {
  name: TextName;
  /** The field's label in FIELD_LABELS unless given. */
  label?: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  className?: string;
}) {
  const { register } = useFormContext<ClientFormValues>();
  const error = useFieldError(name);
  const id = fieldId(name);
  const control = {
    id,
    ...register(name),
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={4} {...control} />
      ) : (
        <input type={type} autoComplete={autoComplete} spellCheck={false} {...control} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
