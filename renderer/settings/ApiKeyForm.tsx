// The API key: written, never shown back, kept for this remote's server alone (another
// server has its own). The screen only knows whether one is saved for this remote; Replace
// and Clear act on it; a saved key is checked (`onSaved`). In the desktop shell it goes to
// main alone.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { settingsChange } from '../../shared/rpc/local/settings';
import { describeFailure } from '../connection/results';
import { ConfirmDialog } from '../ui/Dialog';
import { notify } from '../ui/toasts';
import { describedBy, FieldNotes } from '../ui/field-notes';
import type { RemoteState } from './remote-access';
import { refusalOf } from './url-change';
import { useRemoteAccess, useSettingsChange } from './use-settings';
import { useEditing } from '../ui/editing';

const keyForm = z.object({ api_key: settingsChange.shape.api_key.unwrap().unwrap() });

function KeyInput({
  onDone,
  replacing,
}: {
  /** Closes the form; `saved` when a key was saved. */
  onDone(saved: boolean): void;
  replacing: boolean;
}) {
  const access = useRemoteAccess();
  const form = useForm<z.infer<typeof keyForm>>({
    resolver: zodResolver(keyForm),
    defaultValues: { api_key: '' },
  });
  // The key is read from the form as it goes, never made the mutation's variables: React
  // Query keeps those for minutes, and the key must not stay in the page once it is saved.
  const save = useSettingsChange(() => access.setApiKey(form.getValues('api_key')));
  const error = form.formState.errors.api_key?.message;
  useEditing(form.formState.isDirty);
  const submit = form.handleSubmit(async () => {
    try {
      await save.mutateAsync();
      form.reset();
      notify({ title: 'API key saved' });
      onDone(true);
    } catch (failure) {
      const message = refusalOf(failure, 'api_key') ?? describeFailure(failure);
      form.setError('api_key', { message }, { shouldFocus: true });
    }
  });
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-field">
        <label htmlFor="api-key">{replacing ? 'New API key' : 'API key'}</label>
        <input
          id="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          autoFocus={replacing}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('api-key', true, error)}
          {...form.register('api_key')}
        />
        <FieldNotes
          id="api-key"
          hint={
            <>
              From your organization&apos;s settings on the remote. It is kept for this
              remote&apos;s server only, and never shown again.
            </>
          }
          error={error}
        />
      </div>
      <div className="form-actions">
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save key'}
        </button>
        {replacing && (
          <button type="button" className="button" onClick={() => onDone(false)}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

export function ApiKeyForm({
  state,
  onSaved,
}: {
  state: RemoteState;
  /** A key is saved for the remote at this URL: check it. */
  onSaved(url: string): void;
}) {
  const access = useRemoteAccess();
  const [replacing, setReplacing] = useState(false);
  const [clearing, setClearing] = useState(false);
  const clear = useSettingsChange(() => access.clearApiKey(), 'Could not clear the key');

  if (!state.canStoreKey) {
    return (
      <p className="note-inline">
        This system offers no secure storage for secrets, so Charter Desk cannot keep an API key
        here and cannot sync. Your work stays on this computer.
      </p>
    );
  }
  if (state.remoteUrl === null) {
    return (
      <p className="muted">Set the remote API URL first: a key is kept for its server alone.</p>
    );
  }
  if (!state.hasApiKey || replacing) {
    const { remoteUrl } = state;
    const done = (saved: boolean) => {
      setReplacing(false);
      if (saved) onSaved(remoteUrl);
    };
    return <KeyInput replacing={replacing} onDone={done} />;
  }
  return (
    <div className="key-saved">
      <p role="status">A key is saved for this remote.</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => setReplacing(true)}>
          Replace key
        </button>
        <button type="button" className="button" onClick={() => setClearing(true)}>
          Clear key
        </button>
      </div>
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title="Clear the saved key?"
        description="Sync stops until a key is entered again. Changes made meanwhile wait on this computer."
        confirmLabel="Clear key"
        danger
        onConfirm={() => clear.mutate(undefined)}
      />
    </div>
  );
}
