import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { navigate } from '../../app/router';
import type { FieldError } from '../../../shared/api';
import type { NewClient } from '../../state/app-store';
import { useAppStore } from '../../state/store-context';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', required: true },
  { name: 'company', label: 'Company', type: 'text' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'tags', label: 'Tags (comma-separated)', type: 'text' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];

function toRequest(form: FormData): NewClient {
  const text = (name: FieldName) => String(form.get(name) ?? '').trim() || undefined;
  const tags = (text('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    name: text('name') ?? '',
    company: text('company'),
    email: text('email'),
    phone: text('phone'),
    tags,
  };
}

/** `tags[2]` belongs to the tags input. */
function messagesFor(errors: FieldError[], name: FieldName): string | null {
  const own = errors.filter((error) => error.field === name || error.field.startsWith(`${name}[`));
  return own.length === 0 ? null : own.map((error) => error.message).join('. ');
}

export function ClientFormPane() {
  const createClient = useAppStore((state) => state.createClient);
  const openCreate = useAppStore((state) => state.openCreate);
  const leaveCreate = useAppStore((state) => state.closeCreate);
  const closeCreate = () => navigate('/clients');
  // A form opened anew is a new attempt, with its own Idempotency-Key; retries keep it.
  useEffect(() => {
    openCreate();
    return leaveCreate;
  }, [openCreate, leaveCreate]);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const outcome = await createClient(toRequest(new FormData(event.currentTarget)));
    setSaving(false);
    if (outcome.ok) {
      navigate(`/clients/${outcome.id}`);
    } else {
      setErrors(outcome.errors);
      setMessage(outcome.message);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') closeCreate();
  }

  return (
    <section className="detail-pane" aria-labelledby="new-client-heading">
      <h2 id="new-client-heading">New client</h2>
      <form
        className="client-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={onKeyDown}
      >
        {FIELDS.map((field, index) => {
          const error = messagesFor(errors, field.name);
          const id = `new-client-${field.name}`;
          return (
            <div className="form-field" key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                required={'required' in field}
                autoFocus={index === 0}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error && (
                <p id={`${id}-error`} className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {message && <p role="alert">{message}</p>}
        <div className="form-actions">
          <button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Create client'}
          </button>
          <button type="button" onClick={closeCreate}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
