// What a write's record reads of the write itself: the path's id, the body and the ids of
// what its work created, each checked as it is read (the router checked them already; a
// check here keeps the entry's types honest without a cast).
import { z } from 'zod';
import { parseUnknown } from '../../encoding/parse-unknown';
import type { LocalWrite } from '../../service/deps';

const withId = z.object({ id: z.string() });
const withItems = z.object({ items: z.array(withId) });

/** The path's `{id}` (already the server id when the broker used a local one). */
export const pathIdOf = (write: LocalWrite): string =>
  parseUnknown(withId, write.params, `${write.operation.id} path`).id;

export const bodyOf = <S extends z.ZodType>(schema: S, write: LocalWrite): z.output<S> =>
  parseUnknown(schema, write.body, `${write.operation.id} body`);

/** The id of the record the work made (a client, a message). */
export const createdIdOf = (result: unknown): string =>
  parseUnknown(withId, result, 'created record').id;

/** The ids of the records a batch made. */
export const createdItemIdsOf = (result: unknown): string[] =>
  parseUnknown(withItems, result, 'created records').items.map((item) => item.id);

/** A record the work required: its absence means the work failed before the draft. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing after its write`);
  return value;
}
