// A leg's departure reads in its airport's zone with the zone's abbreviation, whoever reads
// it and wherever the laptop is; other instants say their zone.
import { describe, expect, it } from 'vitest';
import {
  departureZone,
  instantInZone,
  instantOfWallTime,
  laptopZoneName,
  legDeparture,
  wallTimeAbbreviation,
  type LegTime,
} from '../../shared/time/zoned';

const teterboro: LegTime = {
  depart_date: '2026-12-12',
  depart_time: '17:30:00',
  depart_timezone: null,
  timezone: 'UTC',
  from: { timezone: 'America/New_York' },
};

describe('a leg departure', () => {
  it("is the airport's wall-clock time with its abbreviation", () => {
    const departure = legDeparture(teterboro, 'en-US');
    expect(departure).toMatchObject({
      time: '17:30',
      zone: 'America/New_York',
      abbreviation: 'EST',
    });
    expect(departure.text).toBe('Sat, Dec 12, 2026, 17:30 EST');
  });

  it("prefers the leg's own zone, and says so in summer time", () => {
    const leg = { ...teterboro, depart_date: '2026-07-01', depart_timezone: 'Europe/Paris' };
    expect(departureZone(leg)).toBe('Europe/Paris');
    expect(legDeparture(leg, 'en-GB').text).toBe('Wed, 1 Jul 2026, 17:30 CEST');
  });

  it('without a time says the time is to be agreed and names no zone', () => {
    const departure = legDeparture({ ...teterboro, depart_time: null }, 'en-US');
    expect(departure.text).toBe('Sat, Dec 12, 2026, time to be agreed');
    expect(departure.abbreviation).toBeNull();
  });

  it('with a zone Intl does not know, shows the zone as given', () => {
    const leg = { ...teterboro, depart_timezone: 'Mars/Olympus' };
    expect(legDeparture(leg, 'en-US').text).toBe('Sat, Dec 12, 2026, 17:30 Mars/Olympus');
  });
});

describe('wall-clock times and instants', () => {
  it('finds the instant of a wall time on either side of a DST change', () => {
    expect(instantOfWallTime('2026-12-12', '17:30', 'America/New_York').toISOString()).toBe(
      '2026-12-12T22:30:00.000Z',
    );
    expect(instantOfWallTime('2026-07-01', '17:30', 'America/New_York').toISOString()).toBe(
      '2026-07-01T21:30:00.000Z',
    );
  });

  it('writes an instant in a zone with its abbreviation', () => {
    expect(instantInZone('2026-12-02T18:00:00Z', 'Europe/London', 'en-GB')).toBe(
      '2 Dec 2026, 18:00 GMT',
    );
  });

  it('names a wall time’s zone as it is on that day, or nothing for a zone Intl does not know', () => {
    expect(wallTimeAbbreviation('2026-12-12', '17:30', 'America/New_York', 'en-US')).toBe('EST');
    expect(wallTimeAbbreviation('2026-07-01', '17:30', 'America/New_York', 'en-US')).toBe('EDT');
    expect(wallTimeAbbreviation('2026-07-01', '17:30', 'Mars/Olympus')).toBeNull();
  });

  it('names the laptop’s zone with its abbreviation, and a zone that is its own abbreviation once', () => {
    const december = new Date('2026-12-02T18:00:00Z');
    expect(laptopZoneName(december, 'en-US', 'America/New_York')).toBe('America/New_York (EST)');
    expect(laptopZoneName(december, 'en-US', 'UTC')).toBe('UTC');
  });
});
