// A thread as the broker reads it: oldest first among derived system lines; unread operator
// messages after the read mark; the bounds the composer and the note show.
import { describe, expect, it } from 'vitest';
import {
  MAX_OPERATORS,
  MESSAGE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  characterCount,
} from '../../renderer/trips/thread/bounds';
import { isUnread, newestOperatorAt, timeline } from '../../renderer/trips/thread/thread-timeline';
import { NOW, messageOf, rfqOf } from './trips-fixtures';

const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('a thread', () => {
  const messages = [
    messageOf(1, 'broker', at(50)),
    messageOf(2, 'operator', at(40)),
    messageOf(3, 'operator', at(20)),
  ];

  it('marks operator messages after the read mark unread, never the broker’s', () => {
    expect(messages.map((m) => isUnread(m, null))).toEqual([false, true, true]);
    expect(messages.map((m) => isUnread(m, at(40)))).toEqual([false, false, true]);
    // A mark written with an offset reads as the same moment.
    expect(isUnread(messages[2]!, '2026-11-22T13:40:00+02:00')).toBe(false);
    expect(newestOperatorAt(messages)).toBe(at(20));
    expect(newestOperatorAt([messages[0]!])).toBeNull();
  });

  it('puts derived lines in time order; a withdrawal closes the thread', () => {
    const rfq = rfqOf(1, {
      sent_at: at(60),
      viewed_at: at(45),
      status: 'withdrawn',
      quote_amount_cents: 4_200_000,
      note: 'Two dogs aboard',
    });
    const items = timeline(rfq, messages, { since: at(40), currency: 'USD', now: NOW });
    expect(items.map((item) => item.key)).toEqual([
      'sent',
      messages[0]!.id,
      'viewed',
      messages[1]!.id,
      messages[2]!.id,
      'withdrawn',
    ]);
    expect(items[0]).toMatchObject({ text: expect.stringContaining('“Two dogs aboard”') });
    expect(items.filter((item) => item.kind === 'message' && item.unread)).toHaveLength(1);
  });

  it('says quoted, declined or expired with the time it happened', () => {
    const quoted = rfqOf(1, {
      status: 'quoted',
      quote_amount_cents: 4_200_000,
      responded_at: at(5),
    });
    const lines = timeline(quoted, [], { since: null, currency: 'USD', now: NOW });
    expect(lines.at(-1)).toMatchObject({ key: 'quoted', at: at(5) });
    expect(lines.at(-1)).toMatchObject({ text: expect.stringMatching(/42,000/) });
    const withNote = { ...quoted, response_note: 'Citation CJ3, all-in incl. fees' };
    expect(timeline(withNote, [], { since: null, currency: 'USD', now: NOW }).at(-1)).toMatchObject(
      {
        text: expect.stringMatching(/^Quoted .*42,000.*: “Citation CJ3, all-in incl\. fees”$/),
      },
    );
    const declined = rfqOf(2, {
      status: 'declined',
      response_note: 'No crew',
      responded_at: at(5),
    });
    expect(timeline(declined, [], { since: null, currency: 'USD', now: NOW }).at(-1)).toMatchObject(
      { text: 'The operator declined: “No crew”' },
    );
    const expired = rfqOf(3, {}, 80);
    expect(timeline(expired, [], { since: null, currency: 'USD', now: NOW }).at(-1)).toMatchObject({
      key: 'expired',
      at: expired.expires_at,
    });
  });

  it('counts characters as the schemas do, and reads their bounds', () => {
    expect(characterCount('🛩 ok')).toBe(4);
    expect([MESSAGE_MAX_LENGTH, NOTE_MAX_LENGTH, MAX_OPERATORS]).toEqual([2000, 2000, 20]);
  });
});
