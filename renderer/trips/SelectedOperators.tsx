// The operators the request goes to, `n of 20`, each with what the schema says of it and a
// Remove button; an operator with an open request on this trip is named as such.
import { Button } from 'react-aria-components';
import type { FieldErrors } from 'react-hook-form';
import { formatNumber } from '../ui/format';
import { MAX_OPERATORS } from './thread/bounds';
import type { BatchForm, OperatorEntry } from './request-quotes';

function entryErrors(errors: FieldErrors<BatchForm>, index: number): string[] {
  const entry = errors.operators?.[index];
  if (!entry) return [];
  return [entry.operator_id, entry.email, entry.name]
    .map((error) => error?.message)
    .filter((message): message is string => Boolean(message));
}

export function SelectedOperators({
  entries,
  errors,
  alreadyAsked,
  onRemove,
}: {
  entries: readonly OperatorEntry[];
  errors: FieldErrors<BatchForm>;
  alreadyAsked: ReadonlySet<string>;
  onRemove(index: number): void;
}) {
  const over = entries.length > MAX_OPERATORS;
  const listError = errors.operators?.message ?? errors.operators?.root?.message;
  return (
    <section className="selected-operators" aria-labelledby="selected-operators-heading">
      <h3 id="selected-operators-heading">
        Operators to ask{' '}
        <span className={over ? 'char-count-over' : 'muted'}>
          ({formatNumber(entries.length)} of {formatNumber(MAX_OPERATORS)})
        </span>
      </h3>
      {entries.length === 0 ? (
        <p className="muted">Pick contacts above or add an operator.</p>
      ) : (
        <ul>
          {entries.map((entry, index) => {
            const problems = entryErrors(errors, index);
            const who = entry.name ? `${entry.name} <${entry.email}>` : entry.email;
            return (
              <li key={`${entry.operator_id} ${entry.email}`} className="selected-operator">
                <span className="selected-who">
                  <span>{entry.name ?? 'No name'}</span>{' '}
                  <span className="email">{entry.email}</span>
                  {alreadyAsked.has(entry.operator_id) && (
                    <span className="asked-tag">Open request on this trip</span>
                  )}
                </span>
                <Button
                  className="button button-small"
                  aria-label={`Remove ${who}`}
                  onPress={() => onRemove(index)}
                >
                  Remove
                </Button>
                {problems.length > 0 && <p className="field-error">{problems.join('. ')}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {listError && (
        <p className="field-error" role="alert">
          {listError}
        </p>
      )}
    </section>
  );
}
