// The pull reserve: the share of the monthly allowance that background copying from the
// remote leaves for the broker's own changes. Bounds from the shared schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { settingsChange } from '../../shared/rpc/local/settings';
import { notify } from '../ui/toasts';
import { describedBy, FieldNotes } from '../ui/field-notes';
import { useConnection } from '../connection/connection-context';
import { useSettingsChange } from './use-settings';
import { useEditing } from '../ui/editing';

const reserveForm = z.object({
  reserve_percent: settingsChange.shape.reserve_percent.unwrap(),
});

export function ReserveForm({ reservePercent }: { reservePercent: number }) {
  const { local } = useConnection();
  const form = useForm<z.infer<typeof reserveForm>>({
    resolver: zodResolver(reserveForm),
    values: { reserve_percent: reservePercent },
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSettingsChange(
    (reserve_percent: number) => local.changeSettings({ body: { reserve_percent } }),
    'Could not save the reserve',
  );
  const error = form.formState.errors.reserve_percent && 'A whole number from 0 to 100';
  useEditing(form.formState.isDirty);
  const submit = form.handleSubmit(({ reserve_percent }) =>
    save.mutate(reserve_percent, {
      onSuccess: (settings) => {
        form.reset({ reserve_percent: settings.reserve_percent });
        notify({ title: `Pull reserve set to ${settings.reserve_percent}%` });
      },
    }),
  );
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-field">
        <label htmlFor="reserve">Pull reserve (%)</label>
        <input
          id="reserve"
          className="input-short"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('reserve', true, error)}
          {...form.register('reserve_percent', { valueAsNumber: true })}
        />
        <FieldNotes
          id="reserve"
          hint={
            <>
              The share of the month&apos;s request allowance that background copying from the
              remote leaves for your own changes and messages.
            </>
          }
          error={error}
        />
      </div>
      <div className="form-actions">
        <button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          Save reserve
        </button>
      </div>
    </form>
  );
}
