import { z } from 'zod';

/** The list envelope of every list response: `{items, next_cursor, total}`. */
export function page<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    next_cursor: z.string().max(2000).nullable(),
    total: z.int().nonnegative(),
  });
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
  total: number;
}
