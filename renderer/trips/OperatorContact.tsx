// Whom an RFQ went to, beside the operator's name. An operator the remote has not named yet
// goes by the contact the broker gave (shared/service/rfqs/batch.ts): that is said once.
import type { Rfq } from '../../shared/api';
import { Email } from './Email';
import { operatorName } from '../../shared/rules/rfq-states';

export function OperatorContact({ rfq }: { rfq: Rfq }) {
  const name = operatorName(rfq);
  return (
    <>
      {rfq.contact_name && rfq.contact_name !== name && <span>{rfq.contact_name}</span>}
      {rfq.contact_email !== name && <Email address={rfq.contact_email} />}
    </>
  );
}
