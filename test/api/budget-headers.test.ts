import { describe, expect, it } from 'vitest';
import { parseBudgetHeaders } from '../../shared/api';

describe('parseBudgetHeaders', () => {
  it('reads the quota and rate windows and Retry-After seconds', () => {
    const headers = new Headers({
      'X-Quota-Limit': '10000',
      'X-Quota-Remaining': '9876',
      'X-Quota-Reset': '1767225600',
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': '1764147660',
      'Retry-After': '17',
    });
    expect(parseBudgetHeaders(headers)).toEqual({
      quota: { limit: 10000, remaining: 9876, resetAt: 1767225600 },
      rate: { limit: 60, remaining: 0, resetAt: 1764147660 },
      retryAfterSeconds: 17,
    });
  });

  it('reads Retry-After given as an HTTP date', () => {
    const now = Date.parse('2026-11-22T09:00:00Z');
    const headers = new Headers({ 'Retry-After': 'Sun, 22 Nov 2026 09:00:30 GMT' });
    expect(parseBudgetHeaders(headers, now).retryAfterSeconds).toBe(30);
  });

  it('reports a window as unknown when any of its headers is missing or malformed', () => {
    const headers = new Headers({
      'X-Quota-Limit': '100',
      'X-Quota-Remaining': 'lots',
      'X-Quota-Reset': '1',
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Reset': '1',
    });
    expect(parseBudgetHeaders(headers)).toEqual({
      quota: null,
      rate: null,
      retryAfterSeconds: null,
    });
  });
});
