// The Sync screen's forecast in words: how often open quotes and the operators' messages are
// checked and the clients compared with the server (which is how long a colleague's change
// may take to show), whether the allowance lasts the period at that pace, and how closely a
// trip or the Inbox on screen is watched.
import type { SyncStatus } from './local/sync-status';

export type Forecast = NonNullable<SyncStatus['forecast']>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => (count === 1 ? unit : `${count} ${unit}s`);

/** "every 6 minutes", "every hour", "every 3 days": rounded to the unit that reads best. */
export function everyWords(ms: number): string {
  if (ms < 30_000) return `every ${plural(Math.round(ms / 1000), 'second')}`;
  if (ms < 1.5 * MINUTE_MS) return 'every minute';
  if (ms < 90 * MINUTE_MS) return `every ${plural(Math.round(ms / MINUTE_MS), 'minute')}`;
  if (ms < 36 * HOUR_MS) return `every ${plural(Math.round(ms / HOUR_MS), 'hour')}`;
  return `every ${plural(Math.round(ms / DAY_MS), 'day')}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "10 minutes", "a minute": a stretch of time, rounded as `everyWords` rounds. */
function spanWords(ms: number): string {
  const unit = everyWords(ms).replace(/^every /, '');
  return /^\d/.test(unit) ? unit : `a ${unit}`;
}

/** How closely a trip (and the Inbox's trips) on screen is watched. */
function onScreenWords({ every_ms, for_ms, then_every_ms }: Forecast['on_screen']): string {
  const watched = `A trip on screen has its answers checked ${everyWords(every_ms)}`;
  const inbox = 'the Inbox shares this among the trips awaiting answers';
  if (for_ms === null) return `${watched} while it shows (${inbox}).`;
  const then =
    then_every_ms === null
      ? 'then only as the allowance grows'
      : `then about ${everyWords(then_every_ms)}`;
  return `${watched} for about ${spanWords(for_ms)} of watching, ${then} (${inbox}).`;
}

export function forecastWords(forecast: Forecast): string {
  const reserve = `the ${forecast.reserve_percent}% reserve`;
  if (forecast.above_reserve <= 0) {
    return `The allowance above ${reserve} is spent: pulls wait for the period's end, and your own changes still go.`;
  }
  const checks = [
    forecast.open_quotes_every_ms !== null &&
      `open quotes checked about ${everyWords(forecast.open_quotes_every_ms)}`,
    forecast.messages_every_ms !== null &&
      `operators' messages about ${everyWords(forecast.messages_every_ms)}`,
    forecast.clients_every_ms !== null &&
      `clients compared with the server about ${everyWords(forecast.clients_every_ms)}, so a colleague's new or changed client shows within that`,
  ].filter((part): part is string => part !== false);
  const pace = forecast.lasts
    ? `at this pace the allowance lasts to the period's end with ${reserve} kept`
    : `at this pace the allowance would not last the period: pulls slow down to keep ${reserve}`;
  return `${capitalized([...checks, pace].join('; '))}. ${onScreenWords(forecast.on_screen)}`;
}
