// The margin rule every proposal starts from: a percentage of the operator's net, a minimum,
// and the step the client's price is rounded up to. Checked with the /local/ schema before
// it is sent; the worker checks again.
import { useState } from 'react';
import { marginRule, ROUNDING_STEPS, type MarginRule } from '../../shared/rpc/local/proposal';
import { useConnection } from '../connection/connection-context';
import { CheckedForm, messagesByField } from './checked-form';
import { describedBy, FieldNotes } from '../ui/field-notes';
import { notify } from '../ui/toasts';
import { useSettingsChange } from './use-settings';

const STEP_WORDS: Record<(typeof ROUNDING_STEPS)[number], string> = {
  0: 'Not rounded',
  100: 'Up to a whole unit',
  1000: 'Up to the next 10',
  10000: 'Up to the next 100',
  100000: 'Up to the next 1,000',
};

export function MarginForm({ rule }: { rule: MarginRule }) {
  const { local } = useConnection();
  const [percent, setPercent] = useState(String(rule.percent));
  const [minimum, setMinimum] = useState(String(rule.minimum_cents / 100));
  const [rounding, setRounding] = useState(String(rule.rounding_cents));
  const [errors, setErrors] = useState<Partial<Record<keyof MarginRule, string>>>({});
  const save = useSettingsChange(
    (body: MarginRule) => local.saveMarginRule({ body }),
    'Could not save the margin rule',
  );

  function submit() {
    const parsed = marginRule.safeParse({
      percent: Number(percent),
      minimum_cents: Math.round(Number(minimum) * 100),
      rounding_cents: Number(rounding),
    });
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify({ title: 'Margin rule saved' }),
    });
  }

  return (
    <CheckedForm onSubmit={submit}>
      <div className="form-field">
        <label htmlFor="margin-percent">Margin (% of the operator’s net)</label>
        <input
          id="margin-percent"
          inputMode="decimal"
          value={percent}
          aria-invalid={errors.percent ? true : undefined}
          aria-describedby={describedBy('margin-percent', false, errors.percent)}
          onChange={(event) => setPercent(event.target.value)}
        />
        <FieldNotes id="margin-percent" error={errors.percent} />
      </div>
      <div className="form-field">
        <label htmlFor="margin-minimum">At least (in the trip’s currency)</label>
        <input
          id="margin-minimum"
          inputMode="decimal"
          value={minimum}
          aria-invalid={errors.minimum_cents ? true : undefined}
          aria-describedby={describedBy('margin-minimum', false, errors.minimum_cents)}
          onChange={(event) => setMinimum(event.target.value)}
        />
        <FieldNotes id="margin-minimum" error={errors.minimum_cents} />
      </div>
      <div className="form-field">
        <label htmlFor="margin-rounding">Client price rounded</label>
        <select
          id="margin-rounding"
          value={rounding}
          onChange={(event) => setRounding(event.target.value)}
        >
          {ROUNDING_STEPS.map((step) => (
            <option key={step} value={step}>
              {STEP_WORDS[step]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" disabled={save.isPending}>
          Save margin rule
        </button>
      </div>
    </CheckedForm>
  );
}
