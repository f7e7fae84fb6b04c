import { z } from 'zod';

/** Cursors are opaque strings of at most this many characters (spec: Limits). */
export const MAX_CURSOR_LENGTH = 2000;

/** The list envelope of every list response: `{items, next_cursor, total}`. */
export function page<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    next_cursor: z.string().max(MAX_CURSOR_LENGTH).nullable(),
    total: z.int().nonnegative(),
  });
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
  total: number;
}
