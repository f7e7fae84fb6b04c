// The remote API URL: checked here with the app's own rule (shared/rpc/remote-url.ts), told
// what saving it will do, and shown the worker's refusal on the field; once saved, the remote
// is checked (`onSaved`). In the desktop shell main asks the broker to confirm a new server.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { remoteUrlSchema } from '../../shared/rpc/remote-url';
import { describeFailure } from '../connection/results';
import { ConfirmDialog } from '../ui/Dialog';
import { notify } from '../ui/toasts';
import type { RemoteState } from './remote-access';
import { describedBy, FieldNotes } from '../ui/field-notes';
import { refusalOf, urlChangeNote } from './url-change';
import { useRemoteAccess, useSettingsChange } from './use-settings';
import { useEditing } from '../ui/editing';

const urlForm = z.object({ remote_url: remoteUrlSchema });

export function RemoteUrlForm({
  state,
  onSaved,
}: {
  state: RemoteState;
  /** The URL is saved (normalized): check it. */
  onSaved(url: string): void;
}) {
  const access = useRemoteAccess();
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const form = useForm<z.input<typeof urlForm>, unknown, z.output<typeof urlForm>>({
    resolver: zodResolver(urlForm),
    values: { remote_url: state.remoteUrl ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSettingsChange((url: string) => access.setRemoteUrl(url));
  const disconnect = useSettingsChange(
    async () => access.disconnect?.(),
    'Could not stop using the remote',
  );
  const typed = useWatch({ control: form.control, name: 'remote_url' });
  const note = urlChangeNote(state.remoteUrl, typed);
  const error = form.formState.errors.remote_url?.message;
  useEditing(form.formState.isDirty);

  const submit = form.handleSubmit(async ({ remote_url }) => {
    setUnconfirmed(false);
    try {
      const outcome = await save.mutateAsync(remote_url);
      if (!outcome.saved) return setUnconfirmed(true);
      form.reset({ remote_url: outcome.remoteUrl ?? '' });
      notify({ title: 'Remote API URL saved', description: outcome.remoteUrl ?? undefined });
      if (outcome.remoteUrl) onSaved(outcome.remoteUrl);
    } catch (failure) {
      const message = refusalOf(failure, 'remote_url') ?? describeFailure(failure);
      form.setError('remote_url', { message }, { shouldFocus: true });
    }
  });

  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-field">
        <label htmlFor="remote-url">Remote API URL</label>
        <input
          id="remote-url"
          type="url"
          autoComplete="url"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy('remote-url', true, error), note && 'remote-url-note']
            .filter(Boolean)
            .join(' ')}
          placeholder="https://api.example.com/"
          {...form.register('remote_url')}
        />
        <FieldNotes
          id="remote-url"
          hint="https, or http to this machine only; no ? or #."
          error={error}
        />
        {note && (
          <p id="remote-url-note" className="note-inline">
            {note}
          </p>
        )}
        {unconfirmed && (
          <p role="status" className="hint">
            The new remote was not confirmed, so nothing changed.
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? 'Saving…' : 'Save URL'}
        </button>
        {access.disconnect && state.remoteUrl && (
          <button type="button" className="button" onClick={() => setDisconnecting(true)}>
            Stop using this remote
          </button>
        )}
      </div>
      <ConfirmDialog
        open={disconnecting}
        onOpenChange={setDisconnecting}
        title="Stop using this remote?"
        description="Your own book on this computer opens instead. The remote's copy, with any changes not yet sent, and its key stay on this computer and come back when you set this URL again."
        confirmLabel="Stop using this remote"
        onConfirm={() => disconnect.mutate(undefined)}
      />
    </form>
  );
}
