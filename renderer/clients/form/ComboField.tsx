// A searchable picker (React Aria's ComboBox): type to filter, arrows to move, Enter to
// pick, Escape to close; the button shows every choice. Used for the time zone and the
// aircraft type.
import type { ReactNode, Ref } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type ComboBoxProps,
} from 'react-aria-components';

export interface Choice {
  id: string;
  label: string;
}

type Passed = Pick<
  ComboBoxProps<Choice>,
  | 'selectedKey'
  | 'onSelectionChange'
  | 'inputValue'
  | 'onInputChange'
  | 'allowsCustomValue'
  | 'onBlur'
>;

export function ComboField({
  label,
  hint,
  error,
  choices,
  noMatch,
  inputRef,
  ...passed
}: Passed & {
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  choices: Choice[];
  /** Shown when there is no choice to show: nothing matches what was typed, or none yet. */
  noMatch: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <ComboBox
      className="form-field combo-field"
      defaultItems={choices}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      // Opens with its empty state too: a list still loading, or nothing matching, says so.
      allowsEmptyCollection
      {...passed}
    >
      <Label>{label}</Label>
      <div className="combo-control">
        <Input ref={inputRef} spellCheck={false} />
        <Button className="combo-button">▾</Button>
      </div>
      {hint && (
        <Text slot="description" className="field-hint">
          {hint}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="combo-popover">
        <ListBox
          className="combo-list"
          renderEmptyState={() => <p className="combo-empty">{noMatch}</p>}
        >
          {(choice: Choice) => (
            <ListBoxItem className="combo-option" id={choice.id} textValue={choice.label}>
              {choice.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
