// Operations 1-6 of the spec: RFQs, their messages and the remembered operator contacts.
import type { ServiceDeps } from '../deps';
import type { OperationHandlers } from '../operation-routes';
import { createRfqBatch } from './batch';
import { listOperatorContacts } from './contacts';
import { listMessages, postBrokerMessage } from './messages';
import { listTripRequestRfqs } from './rfq-list';
import { withdrawRfq } from './rfq-lifecycle';
import { rfqView } from './rfq-view';

type RfqOperation =
  | 'listTripRequestRfqs'
  | 'createRfqBatch'
  | 'listRfqMessages'
  | 'createRfqMessage'
  | 'withdrawRfq'
  | 'listOperatorContacts';

export function rfqHandlers(deps: ServiceDeps): Pick<OperationHandlers, RfqOperation> {
  return {
    listTripRequestRfqs: ({ params, query }) => listTripRequestRfqs(deps, params.id, query),
    createRfqBatch: ({ params, body }, unit) => createRfqBatch(unit, params.id, body),
    listRfqMessages: ({ params, query }) => listMessages(deps, params.id, query),
    createRfqMessage: ({ params, body }, unit) => postBrokerMessage(unit, params.id, body.body),
    // The contract names no body: one sent anyway is ignored, not fingerprinted.
    withdrawRfq: async ({ params }, unit) => {
      const now = unit.clock.now();
      return rfqView(await withdrawRfq(unit, params.id, now), now);
    },
    listOperatorContacts: ({ query }) => listOperatorContacts(deps, query),
  };
}
