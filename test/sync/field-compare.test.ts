// An edit against the remote's record, field by field: a conflict is a field both sides
// changed, to different values; an address and a list of tags are each one value.
import { describe, expect, it } from 'vitest';
import { compareFields, sameValue } from '../../shared/sync/writes/field-compare';

interface Row {
  notes: string | null;
  phone: string | null;
  company: string | null;
  tags: string[];
  address: Record<string, string | null> | null;
}

const remoteRow = (fields: Partial<Row> = {}): Row => ({
  notes: 'Base notes',
  phone: '+1 555 0100',
  company: 'Base Co',
  tags: ['vip'],
  address: null,
  ...fields,
});

const geneva = {
  line1: '1 Rue du Rhône',
  line2: null,
  city: 'Geneva',
  region: null,
  postal_code: '1204',
  country: 'CH',
};

describe('compareFields', () => {
  it('finds a field changed on both sides, with the remote value', () => {
    const result = compareFields<Row>(
      { notes: 'Mine' },
      { notes: 'Base notes' },
      remoteRow({ notes: 'Theirs' }),
    );
    expect(result).toEqual({ conflict: { notes: 'Theirs' }, confirmed: {} });
  });

  it('lets a field changed on one side only go, its base confirmed as the remote value', () => {
    const result = compareFields<Row>(
      { company: 'Mine Co', notes: 'Mine' },
      { company: 'Base Co', notes: 'Base notes' },
      // The remote changed the phone, which the edit does not touch, and nothing it does.
      remoteRow({ phone: '+1 555 0199' }),
    );
    expect(result).toEqual({
      conflict: {},
      confirmed: { company: 'Base Co', notes: 'Base notes' },
    });
  });

  it('sees no conflict where the remote already holds the broker’s value', () => {
    const result = compareFields<Row>(
      { notes: 'Same words' },
      { notes: 'Base notes' },
      remoteRow({ notes: 'Same words' }),
    );
    expect(result).toEqual({ conflict: {}, confirmed: { notes: 'Same words' } });
  });

  it('takes an absent value as null, on either side', () => {
    const cleared = compareFields<Row>({ phone: '+1 555 0111' }, {}, remoteRow({ phone: null }));
    expect(cleared.conflict).toEqual({});
    const absent = compareFields<Row>(
      { phone: '+1 555 0111' },
      { phone: null },
      remoteRow({ phone: undefined as unknown as null }),
    );
    expect(absent.conflict).toEqual({});
    // A value the remote set where the base had none is a change there.
    const set = compareFields<Row>(
      { phone: '+1 555 0111' },
      {},
      remoteRow({ phone: '+1 555 0122' }),
    );
    expect(set.conflict).toEqual({ phone: '+1 555 0122' });
  });

  it('compares tags as one list: another tag added on each side is a conflict', () => {
    const result = compareFields<Row>(
      { tags: ['vip', 'golf'] },
      { tags: ['vip'] },
      remoteRow({ tags: ['vip', 'ski'] }),
    );
    expect(result.conflict).toEqual({ tags: ['vip', 'ski'] });
    const same = compareFields<Row>(
      { tags: ['vip', 'golf'] },
      { tags: ['vip'] },
      remoteRow({ tags: ['vip', 'golf'] }),
    );
    expect(same.conflict).toEqual({});
  });

  it('compares an address whole: two different parts changed is a conflict', () => {
    const mine = { ...geneva, line2: 'Suite 4' };
    const theirs = { ...geneva, postal_code: '1201' };
    const result = compareFields<Row>(
      { address: mine },
      { address: geneva },
      remoteRow({ address: theirs }),
    );
    expect(result.conflict).toEqual({ address: theirs });
  });

  it('reads an address with its parts in another order as the same address', () => {
    const reordered = Object.fromEntries(Object.entries(geneva).reverse());
    expect(sameValue(reordered, geneva)).toBe(true);
    const result = compareFields<Row>(
      { address: { ...geneva, line2: 'Suite 4' } },
      { address: geneva },
      remoteRow({ address: reordered }),
    );
    expect(result).toEqual({ conflict: {}, confirmed: { address: reordered } });
  });

  it('keeps a list’s order: the same tags in another order differ', () => {
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
  });
});
