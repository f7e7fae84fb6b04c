// The API key: written, never shown back. The screen only knows whether one is saved for
// this remote; Replace and Clear act on it. In the desktop shell it goes to main alone.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { settingsChange } from '../../shared/rpc/local-api';
import { describeFailure } from '../connection/results';
import { ConfirmDialog } from '../ui/Dialog';
import { notify } from '../ui/toasts';
import { describedBy } from './described-by';
import type { RemoteState } from './remote-access';
import { refusalOf } from './url-change';
import { useRemoteAccess, useSettingsChange } from './use-settings';
import { useEditing } from '../ui/editing';

const keyForm = z.object({ api_key: settingsChange.shape.api_key.unwrap().unwrap() });

function KeyInput({ onDone, replacing }: { onDone(): void; replacing: boolean }) {
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
      notify({ title: 'API key saved', description: 'Sync starts with it now.' });
      onDone();
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
          aria-describedby={describedBy('api-key', { error })}
          {...form.register('api_key')}
        />
        <p id="api-key-hint" className="hint">
          From your organization&apos;s settings on the remote. It is kept for this remote only and
          never shown again.
        </p>
        {error && (
          <p id="api-key-error" className="field-error">
            {error}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save key'}
        </button>
        {replacing && (
          <button type="button" className="button" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

export function ApiKeyForm({ state }: { state: RemoteState }) {
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
    return <KeyInput replacing={replacing} onDone={() => setReplacing(false)} />;
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
