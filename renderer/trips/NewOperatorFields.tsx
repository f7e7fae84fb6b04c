// An operator the broker has not asked before (behind a disclosure: most requests go to
// remembered contacts): its id, the email to ask, and a name, added to the request once the
// shared schema accepts them. Fields, not a form: this sits inside the Request quotes form,
// and Enter in a field adds rather than sends.
import { useState, type KeyboardEvent } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { describedBy, FieldNotes } from '../ui/field-notes';
import { checkNewOperator, type EntryErrors, type OperatorEntry } from './request-quotes';

const FIELDS = [
  { name: 'operator_id', label: 'Operator ID', hint: 'A UUID, e.g. from the operator’s profile' },
  { name: 'email', label: 'Email', hint: null },
  { name: 'name', label: 'Name (optional)', hint: null },
] as const;

type Typed = Record<(typeof FIELDS)[number]['name'], string>;
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

  function add() {
    const checked = checkNewOperator(entries, typed);
    if ('errors' in checked) return setErrors(checked.errors);
    onAdd(checked.entry);
    setTyped(EMPTY);
    setErrors({});
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
        <div className="new-operator-fields">
          {FIELDS.map(({ name, label, hint }) => {
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
                  aria-describedby={describedBy(id, hint, error)}
                  spellCheck={false}
                />
                <FieldNotes id={id} hint={hint} error={error} />
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
