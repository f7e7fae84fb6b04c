// A change parked on fields the server changed too, in a broker's words: which fields of
// whom, and what Keep both does or why it cannot be chosen.
import { describe, expect, it } from 'vitest';
import type { FieldConflictView } from '../../shared/rpc/local/outbox';
import { conflictHeadline, keepBothWords } from '../../renderer/ui/conflict-words';

const notes = (keep_both: FieldConflictView['keep_both']): FieldConflictView => ({
  field: 'notes',
  mine: 'Mine',
  theirs: 'Theirs',
  keep_both,
});

describe('conflictHeadline', () => {
  it('names the field by the form’s label, with the verb its noun takes', () => {
    expect(conflictHeadline(['notes'], 'Aisha Dubois')).toBe(
      'Notes of Aisha Dubois were changed on the server too',
    );
    expect(conflictHeadline(['phone'], 'Aisha Dubois')).toBe(
      'Phone of Aisha Dubois was changed on the server too',
    );
    expect(conflictHeadline(['preferred_aircraft_type_id'], 'Bo')).toBe(
      'Aircraft type of Bo was changed on the server too',
    );
  });

  it('lists several fields in one sentence', () => {
    expect(conflictHeadline(['notes', 'company', 'sms_consent'], 'Bo')).toBe(
      'Notes, company and marketing consent by SMS of Bo were changed on the server too',
    );
  });
});

describe('keepBothWords', () => {
  it('says what Keep both makes when the two texts fit', () => {
    expect(keepBothWords(notes({ length: 40, limit: 2000, fits: true }))).toBe(
      'Keep both puts the server’s notes first, then yours, with a line of dashes between.',
    );
  });

  it('says why both cannot be kept when together they exceed the bound, and what to do', () => {
    const words = keepBothWords(notes({ length: 2340, limit: 2000, fits: false }));
    expect(words).toContain('Both together are 2,340 characters, more than the 2,000 notes');
    expect(words).toContain('Keep one, then add what you need of the other');
  });

  it('says nothing where Keep both is not offered', () => {
    expect(keepBothWords({ ...notes(null), field: 'phone' })).toBeNull();
  });
});
