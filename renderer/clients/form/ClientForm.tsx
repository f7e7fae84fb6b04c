// The client form, for a new client and for an edit. Checked with the shared schemas before
// anything is sent; a 422 (from the worker, or a change the remote refused and parked)
// puts each error on its field and focuses the first.
import { useEffect, useEffectEvent, useState, type KeyboardEvent } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import type { Client } from '../../../shared/api';
import type { OutboxEntryView } from '../../../shared/rpc/local/outbox';
import { Link, navigate } from '../../navigation/router';
import { describeFailure, ProblemFailure } from '../../connection/results';
import { ConfirmDialog } from '../../ui/Dialog';
import { useEditing } from '../../ui/editing';
import { notify } from '../../ui/toasts';
import { RefusedNotice } from '../detail/RefusedNotice';
import { AircraftFields } from './AircraftFields';
import { createAttempt } from './attempt';
import {
  createBodyOf,
  emptyValues,
  patchBodyOf,
  valuesOf,
  type ClientFormValues,
} from './client-form-values';
import { ConsentFields } from './ConsentFields';
import { TextField } from './fields';
import { clientResolver, placeErrors } from './form-errors';
import { useCreateClient, useUpdateClient } from './mutations';
import { TagEditor } from './TagEditor';
import { TimeZonePicker } from './TimeZonePicker';
import './form.css';

type Form = UseFormReturn<ClientFormValues>;

/** Each error on its field, the rest on the form; the first field at fault gets the focus. */
function showErrors(form: Form, errors: ProblemFailure['fieldErrors'], summary: string) {
  const placed = placeErrors(errors);
  for (const [field, message] of placed.fields) form.setError(field, { type: 'server', message });
  form.setError('root', { type: 'server', message: [summary, ...placed.form].join(' ') });
  const first = placed.fields[0];
  if (first) form.setFocus(first[0]);
}

function showFailure(form: Form, error: unknown) {
  if (error instanceof ProblemFailure) {
    showErrors(form, error.fieldErrors, error.message);
  } else {
    // The answer may be lost after the write happened: saving again is safe (same key).
    const message = `Could not save: ${describeFailure(error)}. Saving again is safe.`;
    form.setError('root', { type: 'server', message });
  }
}

/** A change the remote refused: why, and its errors on the fields, to fix and save. */
function ParkedNotice({ entry, form }: { entry: OutboxEntryView; form: Form }) {
  const place = useEffectEvent(() => {
    const errors = entry.problem?.errors ?? [];
    if (errors.length > 0) showErrors(form, errors, 'Fix the marked fields, then save.');
  });
  // Once per refused change: reading the outbox again must not undo the broker's typing.
  useEffect(() => place(), [entry.id]);
  return (
    <RefusedNotice entry={entry}>
      Saving your fix sends it again. <Link to="/sync">See it on the Sync screen</Link>
    </RefusedNotice>
  );
}

export function ClientForm({
  client,
  parked = null,
}: {
  client: Client | null;
  parked?: OutboxEntryView | null;
}) {
  // Frozen when the form opens: an edit sends what the broker changed since, even if sync
  // brings a newer copy meanwhile.
  const [initial] = useState(() => (client ? valuesOf(client) : emptyValues()));
  const [resolver] = useState(() => clientResolver(client ? initial : null));
  const [attempt] = useState(() => createAttempt());
  const form = useForm<ClientFormValues>({ defaultValues: initial, resolver });
  const create = useCreateClient(attempt);
  const update = useUpdateClient(client?.id ?? '');
  const [leaving, setLeaving] = useState(false);
  const back = client ? `/clients/${client.id}` : '/clients';
  // Read while rendering, so react-hook-form keeps them current (its form state is a proxy).
  const { isDirty, isSubmitting, errors } = form.formState;
  const root = errors.root?.message;
  useEditing(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (!client) {
        const created = await create.mutateAsync(createBodyOf(values));
        navigate(`/clients/${created.id}`);
        return;
      }
      const body = patchBodyOf(initial, values);
      if (body) await update.mutateAsync(body);
      notify({ title: body ? 'Changes saved' : 'Nothing changed' });
      navigate(back);
    } catch (error) {
      showFailure(form, error);
    }
  });

  const cancel = () => (isDirty ? setLeaving(true) : navigate(back));
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // A picker's open list takes Escape first.
    if (event.key === 'Escape' && !event.defaultPrevented) cancel();
  }

  return (
    <FormProvider {...form}>
      {parked && <ParkedNotice entry={parked} form={form} />}
      <form className="client-form" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <fieldset className="form-section">
          <legend>Contact</legend>
          <TextField name="name" autoFocus={!parked} autoComplete="name" />
          <TextField name="company" autoComplete="organization" />
          <TextField name="email" type="email" autoComplete="email" />
          <TextField name="phone" type="tel" autoComplete="tel" />
        </fieldset>
        <fieldset className="form-section address">
          <legend>Address</legend>
          <TextField name="address.line1" className="wide" />
          <TextField name="address.line2" className="wide" />
          <TextField name="address.city" />
          <TextField name="address.region" />
          <TextField name="address.postal_code" />
          <TextField name="address.country" hint="Two-letter code, e.g. GB" />
        </fieldset>
        <fieldset className="form-section">
          <legend>Preferences</legend>
          <TagEditor />
          <AircraftFields current={client?.preferred_aircraft_type ?? null} />
          <TimeZonePicker />
          <TextField name="preferences" multiline />
          <TextField name="notes" multiline />
        </fieldset>
        <ConsentFields client={client} />
        {root && (
          <p className="form-error" role="alert">
            {root}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : client ? 'Save changes' : 'Create client'}
          </button>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Discard your changes?"
        description={
          client
            ? `Your changes to ${client.name} have not been saved.`
            : 'This new client has not been saved.'
        }
        confirmLabel="Discard changes"
        danger
        onConfirm={() => navigate(back)}
      />
    </FormProvider>
  );
}
