// Numbers, dates and money in the broker's locale (the browser's), through Intl: one
// formatter of each kind, made once.
import { instantInZone } from '../../shared/time/zoned';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const whole = new Intl.NumberFormat();
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const moneyFormats = new Map<string, Intl.NumberFormat>();

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** An instant with the laptop's zone beside it, for a page read away from the screen. */
export const formatDateTimeZoned = (iso: string) =>
  instantInZone(iso, Intl.DateTimeFormat().resolvedOptions().timeZone);
export const formatTime = (iso: string) => time.format(new Date(iso));
export const formatNumber = (value: number) => whole.format(value);

/** A calendar date (`2026-04-20`) as written, not shifted by the broker's time zone. */
export function formatDate(value: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return date.format(new Date(year!, month! - 1, day!));
}

/** An instant's day in the broker's time zone ("Nov 26, 2026"). */
export const formatDay = (at: Date) => date.format(at);

/** Minor units in `currency` (ISO 4217); an unknown code is shown beside the amount. */
export function formatMoney(cents: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      return `${whole.format(cents / 100)} ${currency}`;
    }
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}

/** "in 3 minutes", "yesterday": how far `iso` is from `nowMs`, in the broker's words. */
export function formatRelative(iso: string, nowMs = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - nowMs) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(seconds, 'second');
}
