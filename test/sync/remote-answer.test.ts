import { describe, expect, it } from 'vitest';
import { makeProblem } from '../../shared/api';
import { readAnswer, refusedBy } from '../../shared/sync/transport/remote-answer';

const response = (status: number, body: string) => ({
  status,
  headers: { 'content-type': 'application/problem+json', 'x-quota-remaining': '4' },
  body,
});

describe('readAnswer', () => {
  it('reads the problem body of an error and its headers case-insensitively', () => {
    const problem = makeProblem('conflict', { detail: 'Booked' });
    const answer = readAnswer(response(409, JSON.stringify(problem)));
    expect(answer.problem).toEqual(problem);
    expect(answer.headers.get('X-Quota-Remaining')).toBe('4');
  });

  it('has no problem for a success, a proxy page or a body of another shape', () => {
    expect(readAnswer(response(200, JSON.stringify(makeProblem('conflict')))).problem).toBeNull();
    expect(readAnswer(response(502, '<html>Bad gateway</html>')).problem).toBeNull();
    expect(readAnswer(response(409, '{"type":"teapot","status":409}')).problem).toBeNull();
  });

  it('tells the two 429s apart by problem type', () => {
    const quota = JSON.stringify(makeProblem('quota_exceeded'));
    expect(refusedBy(readAnswer(response(429, quota)))).toBe('quota');
    expect(refusedBy(readAnswer(response(429, JSON.stringify(makeProblem('rate_limited')))))).toBe(
      'rate',
    );
    expect(refusedBy(readAnswer(response(429, '')))).toBe('rate');
    expect(refusedBy(readAnswer(response(403, quota)))).toBeNull();
  });
});
