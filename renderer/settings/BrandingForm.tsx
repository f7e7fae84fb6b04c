// The broker's branding on every proposal: company name, logo (scaled for print here, kept in
// this workspace), their name, phone and email, and the terms at the foot. Checked with the
// /local/ schema, every field at fault said at once; the worker checks again.
import { useState } from 'react';
import { branding as brandingSchema, type Branding } from '../../shared/rpc/local/proposal';
import { useConnection } from '../connection/connection-context';
import { CheckedForm, messagesByField } from './checked-form';
import { describeFailure } from '../connection/results';
import { describedBy, FieldNotes } from '../ui/field-notes';
import { notify } from '../ui/toasts';
import { scaledLogo } from './logo';
import { useSettingsChange } from './use-settings';

type Field = keyof Branding;
type TextField = Exclude<Field, 'logo'>;

const LABELS: Record<TextField, string> = {
  company_name: 'Company name',
  broker_name: 'Your name',
  phone: 'Phone',
  email: 'Email',
  terms: 'Terms (at the foot of every proposal)',
};

export function BrandingForm({ saved }: { saved: Branding }) {
  const { local } = useConnection();
  const [values, setValues] = useState<Branding>(saved);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSettingsChange(
    (body: Branding) => local.saveBranding({ body }),
    'Could not save the branding',
  );

  async function chooseLogo(file: File | undefined) {
    if (!file) return;
    try {
      const logo = await scaledLogo(file);
      setValues((all) => ({ ...all, logo }));
      setErrors((all) => ({ ...all, logo: undefined }));
    } catch (error) {
      setErrors((all) => ({ ...all, logo: describeFailure(error) }));
    }
  }

  function submit() {
    const parsed = brandingSchema.safeParse({
      ...values,
      email: values.email?.trim() ? values.email.trim() : null,
    });
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: () => notify({ title: 'Branding saved' }) });
  }

  const field = (name: TextField) => {
    const id = `brand-${name.replace('_', '-')}`;
    const common = {
      id,
      value: values[name] ?? '',
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy(id, false, errors[name]),
    } as const;
    return (
      <div className="form-field" key={name}>
        <label htmlFor={id}>{LABELS[name]}</label>
        {name === 'terms' ? (
          <textarea
            {...common}
            rows={3}
            onChange={(event) => setValues({ ...values, terms: event.target.value })}
          />
        ) : (
          <input
            {...common}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        )}
        <FieldNotes id={id} error={errors[name]} />
      </div>
    );
  };

  return (
    <CheckedForm onSubmit={submit}>
      {field('company_name')}
      <div className="form-field">
        <label htmlFor="brand-logo">Logo (PNG or JPEG)</label>
        {values.logo && <img className="brand-logo" src={values.logo} alt="Your logo" />}
        <input
          id="brand-logo"
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={errors.logo ? true : undefined}
          aria-describedby={describedBy('brand-logo', true, errors.logo)}
          onChange={(event) => void chooseLogo(event.target.files?.[0])}
        />
        <FieldNotes
          id="brand-logo"
          hint="Scaled for print and kept on this computer only."
          error={errors.logo}
        />
        {values.logo && (
          <button type="button" onClick={() => setValues({ ...values, logo: null })}>
            Remove logo
          </button>
        )}
      </div>
      {field('broker_name')}
      {field('phone')}
      {field('email')}
      {field('terms')}
      <div className="form-actions">
        <button type="submit" disabled={save.isPending}>
          Save branding
        </button>
      </div>
    </CheckedForm>
  );
}
