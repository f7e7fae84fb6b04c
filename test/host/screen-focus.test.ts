// The record sync keeps fresher for the route on screen: a trip's RFQs on the trip and on
// its proposals (being made or as sent), so an operator's new quote reaches them in seconds.
import { describe, expect, it } from 'vitest';
import { focusOf } from '../../shared/host/sync/fresh-copies';

const tripRfqs = { kind: 'trip_rfqs', tripRequestId: 't1' };

describe('the record a route on screen keeps fresh', () => {
  it.each([
    ['/trips/t1', tripRfqs],
    ['/trips/t1/proposal', tripRfqs],
    ['/trips/t1/proposal/r1,r2', tripRfqs],
    ['/trips/t1/proposals/p1', tripRfqs],
    ['/trips/t1/rfqs/r1', { kind: 'thread', rfqId: 'r1' }],
    ['/trips/t1/timeline', null],
    ['/trips', null],
  ])('%s', (path, focus) => {
    expect(focusOf(path)).toEqual(focus);
  });
});
