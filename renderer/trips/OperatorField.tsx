// The operator of a request typed in, picked from those this workspace knows: typed by name,
// designator or a contact's email (case and accents aside), the arrows move, Enter picks.
// An operator it does not know cannot be asked: the API asks by `operator_id`, and the
// workspace learns an operator's id only from the remote (an RFQ naming it, a contact).
import { useMemo } from 'react';
import {
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { formatNumber } from '../ui/format';
import { Failed, Loading } from '../ui/states';
import { operatorChoices, operatorMatches, type OperatorChoice } from './operator-search';
import { useOperatorContacts, useOperators } from './use-operators';

export const UNKNOWN_OPERATOR_WHY =
  'Only an operator this workspace knows can be asked: a request names the operator by its id on the server, which the app learns once a request to it or one of its contacts has reached this workspace.';

export function OperatorField({
  operatorId,
  onChange,
  error,
}: {
  operatorId: string;
  onChange(operatorId: string): void;
  error: string | undefined;
}) {
  const operators = useOperators();
  const contacts = useOperatorContacts(true);
  const choices = useMemo(
    () => operatorChoices(operators.data ?? [], contacts.data ?? []),
    [operators.data, contacts.data],
  );
  // The list filters by the labels it shows; each stands for its operator's names and emails.
  const byLabel = useMemo(
    () => new Map(choices.map((choice) => [choice.label, choice])),
    [choices],
  );
  const finds = (label: string, typed: string) => {
    const choice = byLabel.get(label);
    return choice !== undefined && operatorMatches(choice, typed);
  };

  if (operators.isPending) return <Loading what="the operators this workspace knows" />;
  if (operators.isError) {
    return (
      <Failed
        what="the operators this workspace knows"
        error={operators.error}
        retry={() => void operators.refetch()}
      />
    );
  }
  const pick = (key: Key | null) => onChange(typeof key === 'string' ? key : '');
  return (
    <ComboBox
      className="form-field operator-field"
      defaultItems={choices}
      defaultFilter={finds}
      selectedKey={operatorId === '' ? null : operatorId}
      onSelectionChange={pick}
      allowsEmptyCollection
      isInvalid={error !== undefined}
    >
      <Label>Operator</Label>
      <Input className="operator-input" spellCheck={false} />
      <Text slot="description" className="field-hint">
        {choices.length === 0
          ? 'This workspace knows no operator yet.'
          : `Name, designator or email: one of the ${formatNumber(choices.length)} operators this workspace knows.`}
      </Text>
      {error && (
        <Text slot="errorMessage" className="field-error">
          {error}
        </Text>
      )}
      <Popover className="combo-popover operator-popover" placement="bottom start">
        <ListBox
          className="combo-list"
          renderEmptyState={() => (
            <p className="combo-empty operator-none">
              No operator this workspace knows matches what is typed. {UNKNOWN_OPERATOR_WHY}
            </p>
          )}
        >
          {(choice: OperatorChoice) => (
            <ListBoxItem
              id={choice.id}
              className="combo-option operator-option"
              textValue={choice.label}
            >
              <span className="operator-option-name">{choice.label}</span>
              {choice.emails.length > 0 && (
                <span className="muted operator-option-emails">{choice.emails.join(', ')}</span>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
