// The broker's saved texts (RFQ notes, chase messages, proposal emails): listed by kind, added,
// changed, deleted, one made the kind's default, over /local/templates. Each `{placeholder}`
// is filled where the text is used (shared/templates/fill.ts); the list of them is shown.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { FieldError } from '../../shared/api';
import { PLACEHOLDERS, TEMPLATE_KINDS, type TemplateKind } from '../../shared/templates/fill';
import type { TemplateView } from '../../shared/rpc/local/templates';
import { useConnection } from '../connection/connection-context';
import { describeFailure, ProblemFailure } from '../connection/results';
import { describedBy, FieldNotes } from '../ui/field-notes';
import { Failed, Loading } from '../ui/states';
import { notify } from '../ui/toasts';

const KIND_WORDS: Record<TemplateKind, string> = {
  rfq_note: 'RFQ note',
  chase: 'Chase message',
  proposal_email: 'Proposal email',
};

interface Draft {
  id: string;
  kind: TemplateKind;
  name: string;
  subject: string;
  body: string;
  is_default: boolean;
}

const TEMPLATES_KEY = ['local', 'templates'] as const;

function useTemplateChange<T>(change: (input: T) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queries.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

function TemplateEditor({ draft, done }: { draft: Draft; done: () => void }) {
  const { local } = useConnection();
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const save = useTemplateChange((text: Draft) =>
    local.saveTemplate({
      params: { id: text.id },
      body: {
        kind: text.kind,
        name: text.name,
        subject: text.kind === 'proposal_email' ? text.subject : null,
        body: text.body,
        is_default: text.is_default,
      },
    }),
  );
  const errorOn = (field: string) => errors.find((error) => error.field === field)?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        notify({ title: `Saved “${values.name}”` });
        done();
      },
      onError: (error) => {
        if (error instanceof ProblemFailure && error.fieldErrors.length > 0) {
          setErrors(error.fieldErrors);
        } else {
          notify({
            title: 'Could not save the text',
            description: describeFailure(error),
            tone: 'error',
          });
        }
      },
    });
  };
  const set = (change: Partial<Draft>) => setValues({ ...values, ...change });
  const field = (name: 'name' | 'subject' | 'body', label: string, hint?: string) => {
    const id = `template-${name}`;
    const error = errorOn(name);
    const common = {
      id,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, error),
    };
    return (
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        {name === 'body' ? (
          <textarea rows={5} {...common} onChange={(event) => set({ body: event.target.value })} />
        ) : (
          <input
            type="text"
            {...common}
            onChange={(event) => set({ [name]: event.target.value })}
          />
        )}
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    );
  };
  return (
    <form className="settings-form template-editor" noValidate onSubmit={submit}>
      <div className="form-field">
        <label htmlFor="template-kind">Kind</label>
        <select
          id="template-kind"
          value={values.kind}
          onChange={(event) => set({ kind: event.target.value as TemplateKind })}
        >
          {TEMPLATE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_WORDS[kind]}
            </option>
          ))}
        </select>
      </div>
      {field('name', 'Name')}
      {values.kind === 'proposal_email' && field('subject', 'Email subject')}
      {field(
        'body',
        'Text',
        `Filled where it is used: ${PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.`,
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={values.is_default}
          onChange={(event) => set({ is_default: event.target.checked })}
        />{' '}
        Offer it first for its kind
      </label>
      <div className="form-actions">
        <button type="submit" disabled={save.isPending}>
          Save text
        </button>
        <button type="button" onClick={done}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function TemplateRow({ text, edit }: { text: TemplateView; edit: () => void }) {
  const { local } = useConnection();
  const remove = useTemplateChange(() => local.deleteTemplate({ params: { id: text.id } }));
  const makeDefault = useTemplateChange(() =>
    local.saveTemplate({
      params: { id: text.id },
      body: {
        kind: text.kind,
        name: text.name,
        subject: text.subject,
        body: text.body,
        is_default: true,
      },
    }),
  );
  const failed = (what: string) => (error: Error) =>
    notify({ title: what, description: describeFailure(error), tone: 'error' });
  return (
    <li className="template-row">
      <span className="template-name">
        {text.name}
        {text.is_default && <span className="template-default"> (offered first)</span>}
      </span>
      <span className="template-actions">
        <button type="button" onClick={edit} aria-label={`Edit ${text.name}`}>
          Edit
        </button>
        {!text.is_default && (
          <button
            type="button"
            aria-label={`Offer ${text.name} first`}
            onClick={() =>
              makeDefault.mutate(undefined, { onError: failed('Could not change it') })
            }
          >
            Offer first
          </button>
        )}
        <button
          type="button"
          aria-label={`Delete ${text.name}`}
          onClick={() => remove.mutate(undefined, { onError: failed('Could not delete it') })}
        >
          Delete
        </button>
      </span>
    </li>
  );
}

export function TemplatesSection() {
  const { local } = useConnection();
  const templates = useQuery({
    queryKey: [...TEMPLATES_KEY, 'all'],
    queryFn: () => local.templates({ query: {} }),
  });
  const [editing, setEditing] = useState<Draft | null>(null);
  if (templates.isPending) return <Loading what="your saved texts" />;
  if (templates.isError) {
    return (
      <Failed
        what="your saved texts"
        error={templates.error}
        retry={() => void templates.refetch()}
      />
    );
  }
  const startEdit = (text: TemplateView) => setEditing({ ...text, subject: text.subject ?? '' });
  return (
    <>
      {TEMPLATE_KINDS.map((kind) => {
        const ofKind = templates.data.items.filter((text) => text.kind === kind);
        return (
          <div key={kind} className="template-kind">
            <h4 id={`templates-${kind}`}>{KIND_WORDS[kind]}</h4>
            {ofKind.length === 0 ? (
              <p className="hint">None saved: the app&apos;s own text is used.</p>
            ) : (
              <ul aria-labelledby={`templates-${kind}`}>
                {ofKind.map((text) => (
                  <TemplateRow key={text.id} text={text} edit={() => startEdit(text)} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {editing ? (
        <TemplateEditor key={editing.id} draft={editing} done={() => setEditing(null)} />
      ) : (
        <button
          type="button"
          className="template-add"
          onClick={() =>
            setEditing({
              id: crypto.randomUUID(),
              kind: 'chase',
              name: '',
              subject: '',
              body: '',
              is_default: false,
            })
          }
        >
          Add a text
        </button>
      )}
    </>
  );
}
