// Needs you's thresholds: each rule's N, in hours or days, kept in this workspace (the
// worker's `/local/needs-you/settings`). Bounds from the shared schema; a refusal names each
// field at fault beside it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { needsYouThresholds, type NeedsYouThresholds } from '../../shared/rpc/local/needs-you';
import { useConnection } from '../connection/connection-context';
import { ProblemFailure } from '../connection/results';
import { useEditing } from '../ui/editing';
import { describedBy, FieldNotes } from '../ui/field-notes';
import { Failed, Loading } from '../ui/states';
import { notify } from '../ui/toasts';
import { useSettingsChange } from './use-settings';

/** The form's values: every threshold given (the schema's defaults are the worker's). */
type Values = z.output<typeof needsYouThresholds>;

const FIELDS: { name: keyof Values; label: string; unit: 'hours' | 'days'; hint: string }[] = [
  {
    name: 'lapsing_hours',
    label: 'Request lapsing without a quote',
    unit: 'hours',
    hint: 'Listed this many hours before the request lapses.',
  },
  {
    name: 'unopened_hours',
    label: 'Operator has not opened the request',
    unit: 'hours',
    hint: 'Listed this many hours after it was sent.',
  },
  {
    name: 'validity_hours',
    label: 'Quote about to run out',
    unit: 'hours',
    hint: 'Listed this many hours before the quote stops being valid.',
  },
  {
    name: 'departing_days',
    label: 'Trip departing with nothing booked',
    unit: 'days',
    hint: 'Listed this many days before the first departure.',
  },
  {
    name: 'unanswered_hours',
    label: 'Operator message waiting for an answer',
    unit: 'hours',
    hint: 'Listed this many hours after the message came.',
  },
];

function ThresholdsForm({ kept }: { kept: NeedsYouThresholds }) {
  const { local } = useConnection();
  const form = useForm<z.input<typeof needsYouThresholds>, unknown, Values>({
    resolver: zodResolver(needsYouThresholds),
    values: kept,
    resetOptions: { keepDirtyValues: true },
  });
  useEditing(form.formState.isDirty);
  const save = useSettingsChange((body: Values) => local.changeNeedsYouSettings({ body }));
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        notify({ title: 'Needs you thresholds saved' });
      },
      onError: (error) => {
        const fields = error instanceof ProblemFailure ? error.fieldErrors : [];
        for (const field of fields) {
          form.setError(field.field as Path<Values>, { message: field.message });
        }
        if (fields.length === 0) {
          notify({
            title: 'Could not save the thresholds',
            description: error.message,
            tone: 'error',
          });
        }
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
      {FIELDS.map(({ name, label, unit, hint }) => {
        const id = `needs-${name}`;
        const error =
          errors[name] && `A whole number of ${unit}, ${unit === 'days' ? '1 to 60' : '1 to 168'}`;
        return (
          <div className="form-field" key={name}>
            <label htmlFor={id}>
              {label} ({unit})
            </label>
            <input
              id={id}
              className="input-short"
              type="number"
              inputMode="numeric"
              min={1}
              max={unit === 'days' ? 60 : 168}
              step={1}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, true, error)}
              {...form.register(name, { valueAsNumber: true })}
            />
            <FieldNotes id={id} hint={hint} error={error} />
          </div>
        );
      })}
      <div className="form-actions">
        <button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          Save thresholds
        </button>
      </div>
    </form>
  );
}

export function NeedsYouForm() {
  const { local } = useConnection();
  const kept = useQuery({
    queryKey: ['local', 'needs-you', 'settings'],
    queryFn: () => local.needsYouSettings(),
  });
  if (kept.isPending) return <Loading what="the Needs you thresholds" />;
  if (kept.isError) {
    return (
      <Failed
        what="the Needs you thresholds"
        error={kept.error}
        retry={() => void kept.refetch()}
      />
    );
  }
  return <ThresholdsForm kept={kept.data} />;
}
