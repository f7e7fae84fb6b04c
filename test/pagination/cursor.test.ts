import { describe, expect, it } from 'vitest';
import { cursorBinding, decodeCursor, encodeCursor } from '../../shared/pagination/cursor';
import { ProblemError } from '../../shared/api/problem-error';

const binding = cursorBinding('GET /v1/clients', { q: 'smi', sort: 'name', tag: undefined });

function problemOf(action: () => unknown) {
  try {
    action();
  } catch (error) {
    if (error instanceof ProblemError) return error.problem;
    throw error;
  }
  throw new Error('expected a problem');
}

describe('cursors', () => {
  it('round-trip a position, including non-ASCII sort keys', () => {
    const position = ['zoë ångström', 3, null, '00000000-0000-4000-8000-000000000001'];
    const cursor = encodeCursor(binding, position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, binding)).toEqual(position);
  });

  it('are bound to their filters and sort: another binding is 422 invalid_cursor', () => {
    const cursor = encodeCursor(binding, ['a', 'id']);
    const other = cursorBinding('GET /v1/clients', { q: 'smi', sort: '-name' });
    expect(problemOf(() => decodeCursor(cursor, other))).toMatchObject({
      status: 422,
      type: 'invalid_cursor',
      errors: [{ field: 'cursor', code: 'invalid_cursor' }],
    });
  });

  it('treat an absent filter and an undefined one alike, and ignore key order', () => {
    expect(cursorBinding('r', { a: 1, b: undefined })).toBe(cursorBinding('r', { a: 1 }));
    expect(cursorBinding('r', { a: 1, b: 2 })).toBe(cursorBinding('r', { b: 2, a: 1 }));
    expect(cursorBinding('r', { a: 1 })).not.toBe(cursorBinding('r', { a: 2 }));
    expect(cursorBinding('r', { a: 1 })).not.toBe(cursorBinding('s', { a: 1 }));
  });

  it.each(['', 'not-base64!', 'eyJ2IjoyfQ', btoa('{"v":1,"b":"x","p":"nope"}')])(
    'refuse a forged or damaged cursor %j',
    (cursor) => {
      expect(problemOf(() => decodeCursor(cursor, binding))).toMatchObject({
        type: 'invalid_cursor',
      });
    },
  );
});
