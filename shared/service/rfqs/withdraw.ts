// Operation 5: the broker withdraws an RFQ that is sent or quoted and not expired.
import type { Rfq } from '../../api';
import type { ServiceDeps } from '../deps';
import { transitionRfq } from './transition';

/** `responded_at` is left as it was: it dates the operator's answer, not the broker's. */
export function withdrawRfq(deps: ServiceDeps, id: string): Promise<Rfq> {
  return transitionRfq(deps, id, 'withdraw', () => ({ status: 'withdrawn' }));
}
