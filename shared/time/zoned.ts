// Times that say whose they are. A leg departs at a wall-clock time in its departure airport's
// zone ("17:30 EST"); every other instant reads in the laptop's zone, named once per screen.
// Pure Intl: the page, the worker and the proposal's document use the same words.
import { instantOf } from '../encoding/zoned-time';

/** The fields of a leg this needs (a `/v1` leg has them all). */
export interface LegTime {
  depart_date: string;
  depart_time: string | null;
  depart_timezone: string | null;
  timezone: string;
  from: { timezone: string | null };
}

/** The zone a leg's departure is written in: its own, else its airport's, else the leg's. */
export function departureZone(leg: LegTime): string {
  return leg.depart_timezone ?? leg.from.timezone ?? leg.timezone;
}

/** Whether Intl knows `zone` (an IANA name); a leg may carry one it does not. */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant a wall-clock time in `zone` names (just after it, in a DST gap). */
export function instantOfWallTime(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(instantOf(Date.UTC(year!, month! - 1, day!, hour!, minute!), zone));
}

/** "EST", "CET", or "GMT+4" where the locale has no name for the zone at that instant. */
export function zoneAbbreviation(zone: string, at: Date, locale?: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** The abbreviation of `zone` at a wall-clock time in it; null for a zone Intl does not know. */
export function wallTimeAbbreviation(
  date: string,
  time: string,
  zone: string,
  locale?: string,
): string | null {
  if (!isKnownZone(zone)) return null;
  return zoneAbbreviation(zone, instantOfWallTime(date, time, zone), locale);
}

export interface LegDeparture {
  /** "Sat, Dec 12, 2026" */
  date: string;
  /** "17:30", or null where the operator and the client are still to agree one. */
  time: string | null;
  zone: string;
  /** "EST", or null without a time (or for a zone Intl does not know). */
  abbreviation: string | null;
  /** "Sat, Dec 12, 2026, 17:30 EST" or "Sat, Dec 12, 2026, time to be agreed" */
  text: string;
}

/** A leg's departure in its airport's local time, with the zone's abbreviation. */
export function legDeparture(leg: LegTime, locale?: string): LegDeparture {
  const zone = departureZone(leg);
  const [year, month, day] = leg.depart_date.split('-').map(Number);
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
  if (leg.depart_time === null) {
    return { date, time: null, zone, abbreviation: null, text: `${date}, time to be agreed` };
  }
  const time = leg.depart_time.slice(0, 5);
  const abbreviation = wallTimeAbbreviation(leg.depart_date, time, zone, locale);
  const zoneText = abbreviation ?? zone;
  return { date, time, zone, abbreviation, text: `${date}, ${time} ${zoneText}` };
}

/** An instant in `zone` with its abbreviation: "Dec 2, 2026, 18:00 GMT". */
export function instantInZone(iso: string, zone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: isKnownZone(zone) ? zone : 'UTC',
  })
    .format(new Date(iso))
    .concat(' ', zoneAbbreviation(isKnownZone(zone) ? zone : 'UTC', new Date(iso), locale));
}

/**
 * The laptop's zone, as a screen names it once: "Europe/Paris (CET)"; a zone whose name is
 * its abbreviation once ("UTC", never "UTC (UTC)"). `zone` is the laptop's unless given.
 */
export function laptopZoneName(
  now: Date = new Date(),
  locale?: string,
  zone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string {
  const abbreviation = zoneAbbreviation(zone, now, locale);
  return abbreviation === zone ? zone : `${zone} (${abbreviation})`;
}
