// Remembered contacts, grouped by their operator (its name and designator where this
// workspace knows it, else their email's domain), searchable, picked several at a time: the
// search box filters (by a contact's name, email or operator), Tab enters the list, the
// arrows move and Space picks. The list itself takes focus (no virtual focus) so its
// scrolling region is reachable from the keyboard. An operator that already has an open
// request on this trip says so on each of its contacts.
import {
  Autocomplete,
  Collection,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  SearchField,
  useFilter,
  type Selection,
} from 'react-aria-components';
import type { Operator, OperatorContact } from '../../shared/api';
import { Failed, Loading } from '../ui/states';
import { Email } from './Email';
import { useOperatorContacts } from './use-operators';
import { contactGroups, contactKey } from './request-quotes';

export function ContactPicker({
  selected,
  onChange,
  alreadyAsked,
  operators,
}: {
  selected: ReadonlySet<string>;
  onChange(keys: ReadonlySet<string>, contacts: readonly OperatorContact[]): void;
  /** Operator ids with an open RFQ on this trip request. */
  alreadyAsked: ReadonlySet<string>;
  /** The operators this workspace knows, by id. */
  operators: ReadonlyMap<string, Operator>;
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
  const groups = contactGroups(all, operators);
  const change = (keys: Selection) =>
    onChange(keys === 'all' ? new Set(all.map(contactKey)) : new Set([...keys].map(String)), all);

  return (
    <div className="contact-picker">
      <Autocomplete filter={contains} disableVirtualFocus>
        <SearchField className="contact-search">
          <Label>Search remembered contacts</Label>
          <Input placeholder="Name, email or operator" />
        </SearchField>
        <ListBox
          aria-label="Remembered contacts"
          className="contact-list"
          selectionMode="multiple"
          selectedKeys={selected}
          onSelectionChange={change}
          items={groups}
          dependencies={[alreadyAsked, operators]}
          renderEmptyState={() => (
            <p className="muted contact-empty">
              {all.length === 0
                ? 'No remembered contacts yet: add an operator below.'
                : 'No contact matches.'}
            </p>
          )}
        >
          {(group) => (
            <ListBoxSection id={group.operatorId} className="contact-group">
              <Header
                className="contact-group-header"
                title={
                  group.named
                    ? undefined
                    : 'This operator’s name is known once a request to it has reached the remote'
                }
              >
                {group.label}
                {alreadyAsked.has(group.operatorId) && (
                  <span className="asked-tag">Open request on this trip</span>
                )}
              </Header>
              {/* Items are cached by their object: what else they show is a dependency. */}
              <Collection items={group.contacts} dependencies={[alreadyAsked]}>
                {(contact) => (
                  <ListBoxItem
                    id={contactKey(contact)}
                    className="contact-option"
                    textValue={`${contact.name ?? ''} ${contact.email} ${group.label}`}
                  >
                    <span className="contact-check" aria-hidden="true" />
                    <span className="contact-who">
                      {contact.name && <span className="contact-name">{contact.name}</span>}
                      <Email address={contact.email} />
                    </span>
                    {alreadyAsked.has(contact.operator_id) && (
                      <span className="visually-hidden">Open request on this trip</span>
                    )}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Autocomplete>
    </div>
  );
}
