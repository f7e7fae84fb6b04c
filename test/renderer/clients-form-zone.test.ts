// Issue 29, edge 10: a new client's zone is offered from the country where it keeps one
// zone, else the laptop's; never UTC by default.
import { describe, expect, it } from 'vitest';
import { laptopZone, zoneOfCountry } from '../../renderer/clients/form/zone-from-country';

describe('the zone offered for a country', () => {
  it('is the country’s one zone, whatever the case typed', () => {
    expect(zoneOfCountry('GB')).toBe('Europe/London');
    expect(zoneOfCountry(' ch ')).toBe('Europe/Zurich');
    expect(zoneOfCountry('ae')).toBe('Asia/Dubai');
  });

  it('is none for a country of several zones or one not known, where the laptop’s stands', () => {
    expect(zoneOfCountry('US')).toBeNull();
    expect(zoneOfCountry('AU')).toBeNull();
    expect(zoneOfCountry('')).toBeNull();
    expect(laptopZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('names only zones the runtime knows', () => {
    for (const country of ['GB', 'FR', 'CH', 'AE', 'SG', 'HK', 'JP', 'ZA', 'IE', 'MC']) {
      const zone = zoneOfCountry(country)!;
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });
});
