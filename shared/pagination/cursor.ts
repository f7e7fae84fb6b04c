// Opaque keyset cursors. A cursor carries the position after the last item of a page and a
// hash of the filters and sort it was made for, so a cursor replayed with other filters is
// refused (422 invalid_cursor) instead of silently returning the wrong records.
import { z } from 'zod';
import { MAX_CURSOR_LENGTH, makeProblem } from '../api';
import { ProblemError } from '../api/problem-error';
import { base64UrlFromBytes, bytesFromBase64Url, fnv1a32 } from '../encoding';

const cursorBody = z.strictObject({
  v: z.literal(1),
  b: z.string(),
  p: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export type CursorPosition = (string | number | boolean | null)[];

function toBase64Url(text: string): string {
  return base64UrlFromBytes(new TextEncoder().encode(text));
}

function fromBase64Url(text: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(bytesFromBase64Url(text));
}

/** The binding of a list: its route and every filter and sort that shapes the result set. */
export function cursorBinding(route: string, filters: Record<string, unknown>): string {
  // An absent filter and an undefined one are the same request.
  const keys = Object.keys(filters)
    .filter((key) => filters[key] !== undefined && filters[key] !== null)
    .sort();
  return fnv1a32(JSON.stringify([route, keys.map((key) => [key, filters[key]])])).toString(36);
}

export function encodeCursor(binding: string, position: CursorPosition): string {
  const cursor = toBase64Url(JSON.stringify({ v: 1, b: binding, p: position }));
  if (cursor.length > MAX_CURSOR_LENGTH) {
    // Positions are ids and sort keys bounded by the contract; this is a programming error.
    throw new Error(`cursor of ${cursor.length} characters exceeds ${MAX_CURSOR_LENGTH}`);
  }
  return cursor;
}

/** The 422 for a cursor this service did not issue for this list. */
export function invalidCursor(detail = 'This cursor was not issued by this service'): ProblemError {
  return new ProblemError(
    makeProblem('invalid_cursor', {
      detail,
      errors: [{ field: 'cursor', code: 'invalid_cursor', message: detail }],
    }),
  );
}

/** The position a cursor holds; throws a 422 invalid_cursor problem for any other cursor. */
function decodeCursor(cursor: string, binding: string): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(cursor));
  } catch {
    throw invalidCursor();
  }
  const result = cursorBody.safeParse(parsed);
  if (!result.success) throw invalidCursor();
  if (result.data.b !== binding) {
    throw invalidCursor('This cursor belongs to other filters or another sort');
  }
  return result.data.p;
}

/**
 * The position a cursor of this list holds, in the shape the list needs (e.g. a sort key and
 * an id). A cursor with the right binding but another shape is forged, and must not reach
 * the index or IndexedDB: 422 invalid_cursor like any other foreign cursor.
 */
export function positionOf<T>(cursor: string, binding: string, shape: z.ZodType<T>): T {
  const position = shape.safeParse(decodeCursor(cursor, binding));
  if (!position.success) throw invalidCursor();
  return position.data;
}
