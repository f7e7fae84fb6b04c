// An operator a replica has not seen in any record of the remote (no endpoint lists
// operators): its RFQ goes by the contact the broker gave, with no designator, until the
// remote's answer names it. Screens mark such an operator as not yet verified.
import type { Operator } from '../../api';

export function provisionalOperator(target: {
  operator_id: string;
  email: string;
  name?: string | null;
}): Operator {
  return {
    id: target.operator_id,
    designator: '',
    legal_name: target.name ?? target.email,
    dba_name: null,
  };
}

/** Named by the broker, not by the remote: only a provisional operator has no designator. */
export const isProvisional = (operator: Pick<Operator, 'designator'>): boolean =>
  operator.designator === '';
