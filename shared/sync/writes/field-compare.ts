// An edit against its record as the remote holds it now, field by field (DESIGN: Conflicts):
// a field the remote changed since the edit's base, to another value than the broker's, was
// changed on both sides. Each field is one value: an address or a list of tags is compared
// whole, never merged part by part.

/** A stored value in one spelling: absent is null, an object's keys in order. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, part: unknown) =>
    part !== null && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

/** Whether two stored values are the same; a list's order counts, an object's key order does not. */
export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

export interface FieldComparison<Row> {
  /** The fields changed on both sides, to different values: the remote's values of them. */
  conflict: Partial<Row>;
  /** The remote's values of the edit's other fields: its base from now on. */
  confirmed: Partial<Row>;
}

/**
 * `mine`: the fields the edit sets, as they would be stored; `base`: the values they
 * replaced; `remote`: the record as the remote holds it now. A field the remote left as it
 * was, or changed to the broker's own value, is no conflict.
 */
export function compareFields<Row extends object>(
  mine: Partial<Row>,
  base: Partial<Row>,
  remote: Row,
): FieldComparison<Row> {
  const conflict: Partial<Row> = {};
  const confirmed: Partial<Row> = {};
  for (const field of Object.keys(mine) as (keyof Row)[]) {
    const theirs = remote[field];
    const changedThere = !sameValue(theirs, base[field]);
    if (changedThere && !sameValue(theirs, mine[field])) conflict[field] = theirs;
    else confirmed[field] = theirs;
  }
  return { conflict, confirmed };
}
