// An option's choices on a proposal being made: it starts with the trip's category and
// passengers; the aircraft and seats the broker types are checked, each error naming its field.
import { describe, expect, it } from 'vitest';
import { draftErrors, newDraft, parseSeats } from '../../renderer/trips/proposal/choices';

const draft = newDraft(true, 'Midsize jet', 4);

describe("a proposal option's choices", () => {
  it('start with the category and the trip’s passengers, and no error', () => {
    expect(draft).toMatchObject({ included: true, aircraft: 'Midsize jet', seats: '4' });
    expect(newDraft(false, 'As quoted', null).seats).toBe('');
    expect(draftErrors(draft)).toEqual({});
  });

  it('take seats as a whole number from 1 to 999, or none', () => {
    expect([' 9 ', '1', '999', ''].map(parseSeats)).toEqual([9, 1, 999, null]);
    expect(['0', '1000', '4.5', '-2', 'eight'].map(parseSeats)).toEqual(Array(5).fill('bad'));
    expect(draftErrors({ ...draft, seats: '1000' })).toEqual({
      seats: 'Seats: a whole number from 1 to 999',
    });
  });

  it('take an aircraft of 1 to 80 characters, named in the error', () => {
    expect(draftErrors({ ...draft, aircraft: 'Challenger 350' })).toEqual({});
    expect(draftErrors({ ...draft, aircraft: 'x'.repeat(80) })).toEqual({});
    expect(draftErrors({ ...draft, aircraft: '   ' }).aircraft).toMatch(/^Aircraft: /);
    expect(draftErrors({ ...draft, aircraft: 'x'.repeat(81) }).aircraft).toBe(
      'Aircraft: at most 80 characters (81 now)',
    );
  });

  it('say a margin at fault by its name', () => {
    expect(draftErrors({ ...draft, margin: '12 percent' }).margin).toMatch(/^Margin: /);
  });
});
