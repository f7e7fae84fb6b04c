// Opaque keyset cursors. A cursor carries the position after the last item of a page and a
// hash of the filters and sort it was made for, so a cursor replayed with other filters is
// refused (422 invalid_cursor) instead of silently returning the wrong records.
import { z } from 'zod';
import { makeProblem } from '../api';
import { ProblemError } from '../service/problem-error';

const MAX_CURSOR_LENGTH = 2000;

const cursorBody = z.strictObject({
  v: z.literal(1),
  b: z.string(),
  p: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export type CursorPosition = (string | number | boolean | null)[];

/** FNV-1a, 32 bit: short and stable; it only has to tell bindings apart, not resist attack. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The binding of a list: its route and every filter and sort that shapes the result set. */
export function cursorBinding(route: string, filters: Record<string, unknown>): string {
  // An absent filter and an undefined one are the same request.
  const keys = Object.keys(filters)
    .filter((key) => filters[key] !== undefined && filters[key] !== null)
    .sort();
  return hash(JSON.stringify([route, keys.map((key) => [key, filters[key]])]));
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
export function decodeCursor(cursor: string, binding: string): CursorPosition {
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
