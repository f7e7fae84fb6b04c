import { describe, expect, it } from 'vitest';
import { makeProblem, operations, type Operation } from '../../shared/api';
import { classify, type SyncDecision } from '../../shared/sync/policy/classify';
import { MissingKeyError, NetworkError } from '../../shared/rpc/remote-errors';
import type { RemoteAnswer } from '../../shared/sync/transport/remote-answer';
import { answer, problemAnswer, quotaHeaders, rateHeaders } from './answers';

const byId = (id: string): Operation => operations.find((operation) => operation.id === id)!;
const createClient = byId('createClient');
const deleteClient = byId('deleteClient');
const updateClient = byId('updateClient');

const decide = (outcome: RemoteAnswer | Error, operation = createClient, attemptedBefore = false) =>
  classify({
    operation,
    attemptedBefore,
    outcome: outcome instanceof Error ? { error: outcome } : { answer: outcome },
  });

describe('classify', () => {
  it.each([
    [200, 'done'],
    [201, 'done'],
    [204, 'done'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [408, 'retry'],
    [401, 'pause'],
    [403, 'pause'],
    [404, 'park'],
    [409, 'park'],
    [410, 'park'],
    [413, 'park'],
    [415, 'park'],
    [422, 'park'],
    [302, 'pause'],
  ] as const)('HTTP %i → %s', (status, kind) => {
    expect(decide(answer(status)).kind).toBe(kind);
  });

  it('retries a network error, and stops on any other error instead of retrying a bug', () => {
    expect(decide(new NetworkError('connect ECONNREFUSED'))).toEqual({
      kind: 'retry',
      reason: 'The server could not be reached; will try again.',
    });
    expect(decide(new Error('No API key is stored'))).toEqual({
      kind: 'pause',
      cause: 'app_error',
      reason: 'Sync stopped: No API key is stored',
    });
    // Main keeps no key for the remote (the desktop shell): sync waits for one, in words.
    expect(decide(new MissingKeyError('No API key is saved for https://a.example'))).toEqual({
      kind: 'pause',
      cause: 'no_key',
      reason: 'No API key is saved for this remote. Enter it in Settings.',
    });
  });

  it('leaves both kinds of 429 to the budget, without spending an attempt', () => {
    const rate = decide(problemAnswer('rate_limited', { ...rateHeaders(0), 'Retry-After': '9' }));
    expect(rate).toMatchObject({ kind: 'wait', limit: 'rate' });
    const quota = decide(problemAnswer('quota_exceeded', quotaHeaders(0)));
    expect(quota).toMatchObject({ kind: 'wait', limit: 'quota' });
    expect((quota as { reason: string }).reason).toMatch(
      /allowance is used up.*messages still go/s,
    );
    expect(decide(answer(429)).kind).toBe('wait');
  });

  it('asks again with the same key while an earlier send is still running', () => {
    expect(decide(problemAnswer('idempotency_key_in_use'))).toMatchObject({
      kind: 'retry_same_key',
    });
  });

  it('pauses on a rejected or insufficient key and says what to do', () => {
    expect(decide(problemAnswer('unauthorized'))).toEqual({
      kind: 'pause',
      cause: 'key_rejected',
      reason: 'The server rejected the API key. Enter a valid key in Settings.',
    });
    expect(decide(problemAnswer('forbidden'))).toMatchObject({
      kind: 'pause',
      cause: 'key_not_allowed',
      reason: expect.stringContaining('Enter a key with write access in Settings.'),
    });
  });

  it('parks a 422 with the problem body and names the fields to correct', () => {
    const errors = [
      { field: 'name', code: 'required', message: 'Required' },
      { field: 'address.country', code: 'invalid_format', message: 'Two capital letters' },
    ];
    const refused = problemAnswer('validation_failed', {}, { errors });
    expect(decide(refused)).toEqual({
      kind: 'park',
      reason: 'The server asks to correct: name (Required); address.country (Two capital letters).',
      problem: makeProblem('validation_failed', { errors }),
    });
  });

  it("parks a conflict with the server's own words, or the status when it sent none", () => {
    const conflict = problemAnswer('conflict', {}, { detail: 'The trip request is booked' });
    expect(decide(conflict)).toMatchObject({
      kind: 'park',
      reason: 'The server refused this change: The trip request is booked.',
    });
    const html = { status: 418, headers: new Headers(), problem: null };
    expect(decide(html)).toEqual({
      kind: 'park',
      reason: 'The server refused this change: HTTP 418.',
      problem: null,
    });
  });

  it('parks a 404, unless a DELETE whose earlier attempt may have got through', () => {
    const notFound = problemAnswer('not_found');
    const parked: SyncDecision = {
      kind: 'park',
      reason: 'Deleted on the server. Re-create it with your changes, or discard them.',
      problem: makeProblem('not_found'),
    };
    expect(decide(notFound, deleteClient, false)).toEqual(parked);
    expect(decide(notFound, updateClient, true)).toEqual(parked);
    expect(decide(notFound, deleteClient, true)).toEqual({
      kind: 'done',
      reason: 'Deleted on the server by an earlier attempt.',
    });
  });

  it('retries a 5xx even when it carries a problem body', () => {
    expect(decide(problemAnswer('unavailable', rateHeaders(10)))).toEqual({
      kind: 'retry',
      reason: 'The server had a problem (HTTP 503); will try again.',
    });
  });
});
