// Remembered operator contacts, searchable, picked several at a time: the search box filters,
// Tab enters the list, the arrows move and Space picks. The list itself takes focus (no
// virtual focus) so its scrolling region is reachable from the keyboard. An operator that
// already has an open request on this trip says so beside its name.
import {
  Autocomplete,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  SearchField,
  useFilter,
  type Selection,
} from 'react-aria-components';
import type { OperatorContact } from '../../shared/api';
import { Failed, Loading } from '../ui/states';
import { useOperatorContacts } from './queries';
import { contactKey } from './request-quotes';

export function ContactPicker({
  selected,
  onChange,
  alreadyAsked,
}: {
  selected: ReadonlySet<string>;
  onChange(keys: ReadonlySet<string>, contacts: readonly OperatorContact[]): void;
  /** Operator ids with an open RFQ on this trip request. */
  alreadyAsked: ReadonlySet<string>;
}) {
  const contacts = useOperatorContacts(true);
  const { contains } = useFilter({ sensitivity: 'base' });
  if (contacts.isPending) return <Loading what="remembered contacts" />;
  if (contacts.isError) {
    return (
      <Failed
        what="remembered contacts"
        error={contacts.error}
        retry={() => void contacts.refetch()}
      />
    );
  }
  const all = contacts.data;
  const change = (keys: Selection) =>
    onChange(keys === 'all' ? new Set(all.map(contactKey)) : new Set([...keys].map(String)), all);

  return (
    <div className="contact-picker">
      <Autocomplete filter={contains} disableVirtualFocus>
        <SearchField className="contact-search">
          <Label>Search remembered contacts</Label>
          <Input placeholder="Name or email" />
        </SearchField>
        <ListBox
          aria-label="Remembered contacts"
          className="contact-list"
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={change}
          items={all}
          renderEmptyState={() => (
            <p className="muted contact-empty">
              {all.length === 0
                ? 'No remembered contacts yet: add an operator below.'
                : 'No contact matches.'}
            </p>
          )}
        >
          {(contact) => (
            <ListBoxItem
              id={contactKey(contact)}
              className="contact-option"
              textValue={`${contact.name ?? ''} ${contact.email}`}
            >
              <span className="contact-check" aria-hidden="true" />
              <span className="contact-name">{contact.name ?? 'No name'}</span>
              <span className="email">{contact.email}</span>
              {alreadyAsked.has(contact.operator_id) && (
                <span className="asked-tag">Open request on this trip</span>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Autocomplete>
    </div>
  );
}
