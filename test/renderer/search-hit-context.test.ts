// The line under a search hit: who wrote a message and for which operator, and, on a request
// the remote no longer holds, that it is history.
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../shared/rpc/local/search-everything';
import { hitContext } from '../../renderer/search/hit-words';

const message: SearchHit = {
  kind: 'message',
  id: 'm1',
  label: 'operator',
  context: 'Harbor Jets',
  at: '2026-11-21T10:00:00.000Z',
  refs: { tripId: 't1', rfqId: 'r1' },
  texts: [{ name: 'body', text: 'Crew is booked.', marks: [] }],
};

describe('hitContext', () => {
  it('says who wrote a message, and for which operator', () => {
    expect(hitContext(message)).toBe('Operator wrote · Harbor Jets');
  });

  it('says a hit on a request the remote no longer holds is history', () => {
    expect(hitContext({ ...message, history: true })).toBe(
      'Operator wrote · Harbor Jets · History',
    );
  });
});
