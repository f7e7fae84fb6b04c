import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cursorBinding, encodeCursor, positionOf } from '../../shared/pagination/cursor';
import { ProblemError } from '../../shared/api/problem-error';

const binding = cursorBinding('GET /v1/clients', { q: 'smi', sort: 'name', tag: undefined });
const keyAndId = z.tuple([z.string(), z.string()]);

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
    const shape = z.tuple([z.string(), z.number(), z.null(), z.string()]);
    expect(positionOf(cursor, binding, shape)).toEqual(position);
  });

  it('are bound to their filters and sort: another binding is 422 invalid_cursor', () => {
    const cursor = encodeCursor(binding, ['a', 'id']);
    const other = cursorBinding('GET /v1/clients', { q: 'smi', sort: '-name' });
    expect(problemOf(() => positionOf(cursor, other, keyAndId))).toMatchObject({
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
      expect(problemOf(() => positionOf(cursor, binding, keyAndId))).toMatchObject({
        type: 'invalid_cursor',
      });
    },
  );

  it('refuse a position of another shape under the right binding (a forged cursor)', () => {
    for (const forged of [[1, 'id'], ['a'], ['a', 'id', 'extra'], [{ $gt: '' }, 'id']]) {
      const cursor = encodeCursor(binding, forged as never);
      expect(problemOf(() => positionOf(cursor, binding, keyAndId))).toMatchObject({
        type: 'invalid_cursor',
      });
    }
  });
});
