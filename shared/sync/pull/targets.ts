// What one pull fetches: a page of a list from its cursor, or one client's detail. Targets
// wait in a round's queue (the pull plan in sync_state, so a restart resumes there) or
// among the asked fresh copies, and each becomes one GET of an operation of the table, as
// its kind says (kinds/).
import { z } from 'zod';
import { lastRequestFilter } from '../../api';

const cursor = z.string().nullable();
const id = z.string();

export const pullTarget = z.discriminatedUnion('kind', [
  /** A page of the full walk of the client list (default sort, `name`). */
  z.strictObject({ kind: z.literal('walk'), cursor }),
  /** A page of the clients with recent trip activity, newest first. */
  z.strictObject({ kind: z.literal('recent_clients'), window: lastRequestFilter, cursor }),
  /** One client with its 10 newest trip requests. */
  z.strictObject({ kind: z.literal('client'), id }),
  /** A page of a trip request's RFQs. */
  z.strictObject({ kind: z.literal('trip_rfqs'), id, cursor }),
  /** A page of an RFQ's messages. */
  z.strictObject({ kind: z.literal('thread'), id, cursor }),
  z.strictObject({ kind: z.literal('contacts'), cursor }),
]);
export type PullTarget = z.infer<typeof pullTarget>;
export type TargetOf<K extends PullTarget['kind']> = Extract<PullTarget, { kind: K }>;

/** The same target from its first page (an invalid cursor starts the list again). */
export const fromFirstPage = (target: PullTarget): PullTarget =>
  'cursor' in target ? { ...target, cursor: null } : target;

/** The target's next page, when the answer has one. */
export function nextPage(target: PullTarget, nextCursor: string | null): PullTarget[] {
  return nextCursor !== null && 'cursor' in target ? [{ ...target, cursor: nextCursor }] : [];
}
