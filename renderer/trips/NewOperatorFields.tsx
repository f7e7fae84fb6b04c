// An operator the broker has not asked before (behind a disclosure: most requests go to
// remembered contacts): the operator, picked from those this workspace knows, the email to
// ask, and a name, added to the request once the shared schema accepts them. Fields, not a
// form: this sits inside the Request quotes form, and Enter in a field adds rather than sends
// (in the operator's field Enter picks the highlighted operator).
import { useState, type KeyboardEvent } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { describedBy, FieldNotes } from '../ui/field-notes';
import { OperatorField, UNKNOWN_OPERATOR_WHY } from './OperatorField';
import { checkNewOperator, type EntryErrors, type OperatorEntry } from './request-quotes';

const FIELDS = [
  { name: 'email', label: 'Email' },
  { name: 'name', label: 'Name (optional)' },
] as const;

interface Typed {
  operator_id: string;
  email: string;
  name: string;
}
const EMPTY: Typed = { operator_id: '', email: '', name: '' };

export function NewOperatorFields({
  entries,
  onAdd,
}: {
  entries: readonly OperatorEntry[];
  onAdd(entry: OperatorEntry): void;
}) {
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [errors, setErrors] = useState<EntryErrors>({});
  // A new field for the next operator: the picked one's text goes with it.
  const [added, setAdded] = useState(0);

  function add() {
    const checked = checkNewOperator(entries, typed);
    if ('errors' in checked) return setErrors(checked.errors);
    onAdd(checked.entry);
    setTyped(EMPTY);
    setErrors({});
    setAdded((count) => count + 1);
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Disclosure className="new-operator">
      <Heading level={3} className="new-operator-heading">
        <Button slot="trigger" className="disclosure-trigger">
          Add an operator not in your contacts
        </Button>
      </Heading>
      <DisclosurePanel>
        <p className="new-operator-why">{UNKNOWN_OPERATOR_WHY}</p>
        <div className="new-operator-fields">
          <OperatorField
            key={added}
            operatorId={typed.operator_id}
            onChange={(operator_id) => setTyped({ ...typed, operator_id })}
            error={errors.operator_id}
          />
          {FIELDS.map(({ name, label }) => {
            const id = `new-operator-${name}`;
            const error = errors[name];
            return (
              <div className="form-field" key={name}>
                <label htmlFor={id}>{label}</label>
                <input
                  id={id}
                  type={name === 'email' ? 'email' : 'text'}
                  value={typed[name]}
                  onChange={(event) => setTyped({ ...typed, [name]: event.target.value })}
                  onKeyDown={onKeyDown}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, null, error)}
                  spellCheck={false}
                />
                <FieldNotes id={id} error={error} />
              </div>
            );
          })}
        </div>
        <Button className="button" onPress={add}>
          Add operator
        </Button>
      </DisclosurePanel>
    </Disclosure>
  );
}
