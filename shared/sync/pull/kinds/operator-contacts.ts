// A page of the organization's operator contacts, stored as the remote has them.
import { operatorContact, page } from '../../../api';
import { mergeContacts } from '../merge/merge-rfqs';
import { nextPage } from '../targets';
import { listUrl } from './list-url';
import type { PullKind } from './pull-kind';

export const operatorContacts: PullKind<'contacts'> = {
  operationId: 'listOperatorContacts',
  url: (target) => listUrl('/v1/operator-contacts', { cursor: target.cursor }),
  name: () => 'operator contacts',
  answer: page(operatorContact),
  tables: () => ['operator_contacts'],
  async merge(db, target, answer) {
    await mergeContacts(db, answer.items);
    return nextPage(target, answer.next_cursor);
  },
};
