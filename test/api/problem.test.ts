import { describe, expect, it } from 'vitest';
import { formatFieldPath, makeProblem, problem, validationProblem } from '../../shared/api';

describe('problem details', () => {
  it('formats field paths like operators[2].email', () => {
    expect(formatFieldPath(['operators', 2, 'email'])).toBe('operators[2].email');
    expect(formatFieldPath(['address', 'country'])).toBe('address.country');
    expect(formatFieldPath(['operator_id[]', 1])).toBe('operator_id[][1]');
    expect(formatFieldPath([])).toBe('');
  });

  it('builds problems whose status matches their type', () => {
    expect(makeProblem('rate_limited', { reset_at: '2026-11-22T09:01:00.000Z' })).toEqual({
      type: 'rate_limited',
      title: 'Too many requests this minute',
      status: 429,
      reset_at: '2026-11-22T09:01:00.000Z',
    });
    const invalid = validationProblem([{ field: 'name', code: 'required', message: 'Required' }]);
    expect(problem.parse(invalid)).toMatchObject({ status: 422, type: 'validation_failed' });
  });
});
