// The broker's working hours: background copying from the remote spreads the allowance over
// them, in this computer's time zone. Bounds from the shared schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { workingHours, type WorkingHours } from '../../shared/rpc/working-hours';
import { notify } from '../ui/toasts';
import { describedBy, FieldNotes } from '../ui/field-notes';
import { useConnection } from '../connection/connection-context';
import { useSettingsChange } from './use-settings';

export function WorkingHoursForm({ hours, timeZone }: { hours: WorkingHours; timeZone: string }) {
  const { local } = useConnection();
  const form = useForm<WorkingHours>({
    resolver: zodResolver(workingHours),
    values: hours,
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSettingsChange(
    (working_hours: WorkingHours) => local.changeSettings({ body: { working_hours } }),
    'Could not save the working hours',
  );
  const { errors } = form.formState;
  const error = errors.end?.message ?? errors.start?.message;
  const submit = form.handleSubmit((next) =>
    save.mutate(next, {
      onSuccess: (settings) => {
        form.reset(settings.working_hours);
        const { start, end } = settings.working_hours;
        notify({ title: `Working hours set to ${start}–${end}` });
      },
    }),
  );
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-field">
        <div className="field-row">
          <label htmlFor="work-start">Day starts</label>
          <input
            id="work-start"
            type="time"
            aria-invalid={errors.start ? true : undefined}
            aria-describedby={describedBy('work', true, error)}
            {...form.register('start')}
          />
          <label htmlFor="work-end">Day ends</label>
          <input
            id="work-end"
            type="time"
            aria-invalid={errors.end ? true : undefined}
            aria-describedby={describedBy('work', true, error)}
            {...form.register('end')}
          />
        </div>
        <FieldNotes
          id="work"
          hint={
            <>
              Background copying from the remote spreads the allowance over these hours ({timeZone}
              ), instead of spending the day&apos;s share in the morning.
            </>
          }
          error={error}
        />
      </div>
      <div className="form-actions">
        <button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          Save working hours
        </button>
      </div>
    </form>
  );
}
