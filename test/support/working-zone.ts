// The time zone the browser e2e specs run in: one where it is now about noon. The app paces
// its metered pulls over the broker's working hours (07:00–21:00 by default, the laptop's
// wall clock), and outside them only a small burst goes: run at night in the machine's own
// zone, specs that wait for a pull failed (sync-conflicts, sync-lost-data, inbox, journey).
// CI runs at any hour, so the specs run where the working day is under way, whatever the
// hour and the machine's zone. Fixed offsets (Etc/GMT±N) have no daylight saving, and a zone
// 12 − h hours east of UTC at h o'clock UTC keeps the UTC date, which the remotes' data use.

/** The zone where the clock reads 12:00 to 12:59 at `nowMs`, as an IANA name. */
export function zoneAtNoon(nowMs = Date.now()): string {
  const hoursEast = 12 - new Date(nowMs).getUTCHours();
  if (hoursEast === 0) return 'UTC';
  // The Etc names count the other way round: Etc/GMT-11 is 11 hours east of UTC.
  return `Etc/GMT${hoursEast > 0 ? '-' : '+'}${Math.abs(hoursEast)}`;
}
