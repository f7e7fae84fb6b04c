// Wall-clock time in an IANA time zone, with Intl alone (it runs in a worker, a page and
// Node): an instant's wall clock, and the instant a wall clock shows.

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at `atMs`, read as if it were UTC (its offset added). */
export function wallMs(atMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(atMs)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return wall + parts.second! * 1000 + (atMs % 1000);
}

/** The instant the zone's wall clock shows `wall` (read as UTC); in a gap, just after it. */
export function instantOf(wall: number, timeZone: string): number {
  let guess = wall;
  for (let pass = 0; pass < 3; pass += 1) guess = wall - (wallMs(guess, timeZone) - guess);
  return guess;
}
