// The notice of a remote that lost data, in a broker's words: why the app believes it, what
// it means for the records here, and what each choice does.
import { describe, expect, it } from 'vitest';
import {
  choiceLabels,
  decidedWords,
  kindsWords,
  lossWords,
} from '../../renderer/sync/finding-words';
import { findingsView, type FindingView } from '../../shared/rpc/local/findings';

function item(change: Partial<FindingView>): FindingView {
  return {
    kind: 'rfq',
    id: '1',
    problem: 'missing',
    own: true,
    kept: false,
    can_send_again: true,
    ask_again: true,
    summary: 'Request for quotes to Northvale Air (Dispatch 2), trip #1001',
    detail: 'Missing on the server. Made here: sending it again creates it anew.',
    found_at: '2026-11-26T10:00:00.000Z',
    ...change,
  };
}

describe('the lost data notice', () => {
  it('counts records by kind, in words', () => {
    expect(kindsWords([item({ kind: 'client' })])).toBe('1 client');
    expect(kindsWords([item({}), item({ kind: 'client' }), item({})])).toBe(
      '1 client and 2 requests for quotes',
    );
    expect(kindsWords([item({ kind: 'trip_request' }), item({ kind: 'client' }), item({})])).toBe(
      '1 client, 1 request for quotes and 1 trip request',
    );
  });

  it('says why the remote lost data and what it no longer has, leaving out what is kept', () => {
    const view = findingsView.parse({
      remote: { because: 'rfq_missing', found_at: '2026-11-26T10:00:00.000Z', walk: null },
      items: [
        item({ kind: 'client' }),
        item({}),
        item({ kind: 'client', own: false }),
        item({ kind: 'client', problem: 'changed', own: false }),
        item({ kept: true }),
      ],
    });
    expect(lossWords(view)).toEqual({
      headline: 'The remote lost data',
      why: 'It no longer has requests for quotes it had, and it never deletes one: its data was reset, or restored from an older copy.',
      here: [
        'It no longer has 1 client and 1 request for quotes made here.',
        'It no longer has 1 client copied from it.',
        'Its copy of 1 client is older than the one here: changes were lost there.',
      ],
    });
  });

  it('a walk that found the data replaced says how much', () => {
    const walk = { known: 31, missing: 1, replaced: 30 };
    const view = findingsView.parse({
      remote: { because: 'walk', found_at: '2026-11-26T10:00:00.000Z', walk },
      items: [item({ kind: 'client' })],
    });
    expect(lossWords(view).why).toBe(
      'Of the 31 clients this computer had from it, 1 is gone and 30 were created anew: its data was reset, or replaced.',
    );
  });

  it('names each choice for what it does to the record', () => {
    expect(choiceLabels(item({}))).toEqual({
      send_again: 'Send again',
      keep: 'Keep here',
      remove: 'Remove here',
    });
    expect(choiceLabels(item({ problem: 'changed' })).remove).toBe('Take the remote’s copy');
    expect(decidedWords('send_again', 3)).toBe('3 records will be sent to the remote again');
    // The operators left out of a send again are not said to be sent.
    expect(decidedWords('send_again', 4, 1)).toBe(
      '3 records will be sent to the remote again; 1 record kept here as history',
    );
    expect(decidedWords('remove', 1)).toBe('1 record now as the remote has it');
  });
});
