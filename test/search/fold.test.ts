import { describe, expect, it } from 'vitest';
import { digitsOf, fold } from '../../shared/search/fold';

describe('fold', () => {
  it('ignores case and accents', () => {
    expect(fold('Zoë MÜLLER-Ångström')).toBe('zoe muller-angstrom');
    expect(fold('ÉLODIE')).toBe(fold('elodie'));
  });

  it('spells out letters that do not decompose', () => {
    expect(fold('Łukasz Øster Straße')).toBe('lukasz oster strasse');
  });

  it('maps compatibility forms to their plain letters', () => {
    expect(fold('ﬁnance Ｊｅｔ')).toBe('finance jet');
  });
});

describe('digitsOf', () => {
  it('keeps only the digits', () => {
    expect(digitsOf('+1 (212) 555-0100')).toBe('12125550100');
    expect(digitsOf('n/a')).toBe('');
  });
});
