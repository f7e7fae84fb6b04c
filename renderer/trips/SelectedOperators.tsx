// The operators the request goes to, `n of 20`, each with its operator's name where known,
// what the schema says of it and a Remove button; an operator with an open request on this
// trip is named as such, and one the remote has not confirmed yet (typed in by id) is
// marked unverified: the remote checks it when the request goes.
import { Button } from 'react-aria-components';
import type { FieldErrors } from 'react-hook-form';
import type { Operator } from '../../shared/api';
import { formatNumber } from '../ui/format';
import { Email } from './Email';
import { MAX_OPERATORS } from './thread/bounds';
import { entryErrors, operatorLabel, type BatchForm, type OperatorEntry } from './request-quotes';

export function SelectedOperators({
  entries,
  errors,
  alreadyAsked,
  operators,
  verified,
  onRemove,
}: {
  entries: readonly OperatorEntry[];
  errors: FieldErrors<BatchForm>;
  /** What to say of the operators already asked on this trip request, by operator id. */
  alreadyAsked: ReadonlyMap<string, string>;
  operators: ReadonlyMap<string, Operator>;
  /** Operator ids the remote has confirmed; null until known. */
  verified: ReadonlySet<string> | null;
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
            const operator = operators.get(entry.operator_id);
            return (
              <li key={`${entry.operator_id} ${entry.email}`} className="selected-operator">
                <span className="selected-who">
                  {entry.name && <span>{entry.name}</span>}
                  <Email address={entry.email} />
                  {operator && <span className="muted">{operatorLabel(operator)}</span>}
                  {verified !== null && !verified.has(entry.operator_id) && (
                    <span
                      className="unverified-tag"
                      title="The remote has not confirmed this operator id: it checks it when the request goes"
                    >
                      Unverified
                    </span>
                  )}
                  {alreadyAsked.has(entry.operator_id) && (
                    <span className="asked-tag">{alreadyAsked.get(entry.operator_id)}</span>
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
      {listError && <p className="field-error">{listError}</p>}
    </section>
  );
}
