// The Sync screen's forecast in words: how often open quotes and the operators' messages are
// checked and the clients compared with the server (which is how long a colleague's change
// may take to show), whether the allowance lasts the period at that pace, and how closely a
// trip or the Inbox on screen is watched (the planner's own figures).
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

/** How closely a trip on screen is watched. */
function onScreenWords({ every_ms, for_ms, then_every_ms }: Forecast['on_screen']): string {
  const watched = `A trip on screen has its answers checked ${everyWords(every_ms)}`;
  if (for_ms === null) return `${watched} while it shows.`;
  const then =
    then_every_ms === null
      ? 'then only as the allowance grows'
      : `then about ${everyWords(then_every_ms)}`;
  return `${watched} for about ${spanWords(for_ms)} of watching, ${then}.`;
}

/** How closely the Inbox on screen watches its trips and their threads; nothing without one. */
function inboxWords(inbox: Forecast['inbox']): string {
  if (inbox.trips === 0) return '';
  const trips =
    inbox.trips === 1
      ? 'the trip awaiting answers is'
      : `each of the ${inbox.trips} trips awaiting answers is`;
  const read =
    inbox.every_ms === null
      ? 'read only as the allowance grows'
      : `read about ${everyWords(inbox.every_ms)}`;
  const first =
    inbox.first_threads > 0 && inbox.messages_every_ms > 10_000
      ? ` (every 10 seconds in the ${plural(inbox.first_threads, 'thread')} an operator wrote in lately)`
      : '';
  return (
    ` With the Inbox on screen, ${trips} ${read}, and ${everyWords(10_000)} for ${spanWords(inbox.after_message_ms)} after its operator writes;` +
    ` messages within about ${spanWords(inbox.messages_every_ms)}${first}.`
  );
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
  const onScreen = onScreenWords(forecast.on_screen) + inboxWords(forecast.inbox);
  return `${capitalized([...checks, pace].join('; '))}. ${onScreen}`;
}
