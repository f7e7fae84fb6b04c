// Departure dates as a broker types them (docs/decisions.md, "Dates in a search"): ISO
// `2026-12-12`; a day and a month in words either way round, a year after if wanted (`12 Dec`,
// `Dec 12`, `12th December 2026`, `Dec 12, 2026`); the aviation style `12DEC` or `12DEC26`;
// `12.12.` or `12.12.2026` (day first); and `12/5` or `12/5/2026`, read both ways (5 December
// or 12 May) since the app cannot know which the broker meant. A month in words needs three
// letters that name one month (`dec`, `sept`), so `12 de` is still two words while it is typed.

/** A calendar day as a date form names it; `year` null when the broker gave none. */
export interface DayOfYear {
  year: number | null;
  month: number;
  day: number;
}

/** Days since 1970-01-01 (UTC): a leg's date as the index compares it. */
export type DayNumber = number;

/** A leg's departure: its date, or the window from its date to its latest date. */
export interface DaySpan {
  from: DayNumber;
  to: DayNumber;
}

const DAY_MS = 86_400_000;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const MONTH_ABBREVIATIONS = MONTHS.map((name) => name.slice(0, 3));

export function dayNumberOf(year: number, month: number, day: number): DayNumber {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** `2026-12-12` (a leg's `depart_date`) as a day number; null when it is not such a date. */
export function dayNumberOfIso(date: string): DayNumber | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return parts ? dayNumberOf(Number(parts[1]), Number(parts[2]), Number(parts[3])) : null;
}

export function yearOf(day: DayNumber): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** The month a word names (1–12): three letters or more, the start of one month's name. */
function monthOf(word: string): number | null {
  const letters = word.replace(/[.,]$/u, '');
  if (!/^[a-z]{3,}$/u.test(letters)) return null;
  const months = MONTHS.flatMap((name, at) => (name.startsWith(letters) ? [at + 1] : []));
  return months.length === 1 ? (months[0] as number) : null;
}

/** A day of the month as typed: `12`, `12th`, `1st`, `12,`. */
function dayOf(word: string): number | null {
  const parts = /^(\d{1,2})(?:st|nd|rd|th)?,?$/u.exec(word);
  return parts ? Number(parts[1]) : null;
}

function fullYear(digits: string | undefined): number | null {
  if (digits === undefined) return null;
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

/** Whether the day exists (29 February with no year does: some year has it). */
function valid({ year, month, day }: DayOfYear): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const inMonth = new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
  return day <= inMonth;
}

function readings(...candidates: DayOfYear[]): DayOfYear[] {
  const seen = new Set<string>();
  return candidates.filter((reading) => {
    const key = `${reading.year}-${reading.month}-${reading.day}`;
    if (!valid(reading) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The days one folded term names on its own (ISO, compact, dotted or slashed); none if not a date. */
function daysOfOneTerm(term: string): DayOfYear[] {
  let parts = /^(\d{4})-(\d{1,2})-(\d{1,2})$/u.exec(term);
  if (parts) {
    return readings({ year: Number(parts[1]), month: Number(parts[2]), day: Number(parts[3]) });
  }
  parts = /^(\d{1,2})([a-z]{3,})(\d{2}|\d{4})?$/u.exec(term);
  if (parts) {
    const month = monthOf(parts[2] as string);
    if (month === null) return [];
    return readings({ year: fullYear(parts[3]), month, day: Number(parts[1]) });
  }
  parts = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})?$/u.exec(term);
  if (parts) {
    return readings({ year: fullYear(parts[3]), month: Number(parts[2]), day: Number(parts[1]) });
  }
  parts = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/u.exec(term);
  if (parts) {
    const [a, b, year] = [Number(parts[1]), Number(parts[2]), fullYear(parts[3])];
    return readings({ year, month: b, day: a }, { year, month: a, day: b });
  }
  return [];
}

/** A date phrase found in a query: its terms `[start, end)` and the days it may name. */
export interface DatePhrase {
  start: number;
  end: number;
  days: DayOfYear[];
}

/** A year typed after a day and month in words: four digits. */
function yearAfter(word: string | undefined): number | null {
  return word !== undefined && /^\d{4}$/u.test(word) ? Number(word) : null;
}

/** The date phrase starting at `terms[start]`, if one does. */
function phraseAt(terms: readonly string[], start: number): DatePhrase | null {
  const [first, second, third] = [terms[start] ?? '', terms[start + 1], terms[start + 2]];
  const alone = daysOfOneTerm(first);
  if (alone.length > 0) return { start, end: start + 1, days: alone };
  if (second === undefined) return null;
  const dayFirst = dayOf(first);
  const monthSecond = monthOf(second);
  const monthFirst = monthOf(first);
  const daySecond = dayOf(second);
  let month: number;
  let day: number;
  if (dayFirst !== null && monthSecond !== null) [month, day] = [monthSecond, dayFirst];
  else if (monthFirst !== null && daySecond !== null) [month, day] = [monthFirst, daySecond];
  else return null;
  const year = yearAfter(third);
  const days = readings({ year, month, day });
  if (days.length === 0) return null;
  return { start, end: start + (year === null ? 2 : 3), days };
}

/** The date phrases among a query's folded terms, left to right, none overlapping. */
export function datePhrasesOf(terms: readonly string[]): DatePhrase[] {
  const phrases: DatePhrase[] = [];
  for (let start = 0; start < terms.length;) {
    const phrase = phraseAt(terms, start);
    if (phrase) phrases.push(phrase);
    start = phrase ? phrase.end : start + 1;
  }
  return phrases;
}

/** Whether a leg's departure falls on one of the days (in any year, for a day without one). */
export function spanHolds(span: DaySpan, days: readonly DayOfYear[]): boolean {
  return days.some(({ year, month, day }) => {
    if (year !== null) {
      const at = dayNumberOf(year, month, day);
      return at >= span.from && at <= span.to;
    }
    for (let y = yearOf(span.from); y <= yearOf(span.to); y += 1) {
      const at = dayNumberOf(y, month, day);
      if (at >= span.from && at <= span.to) return true;
    }
    return false;
  });
}

/** A span as the results show it: `12 Dec 2026`, or `12 Dec–14 Dec 2026` for a window. */
export function formatSpan({ from, to }: DaySpan): string {
  const text = (day: DayNumber, withYear: boolean) => {
    const date = new Date(day * DAY_MS);
    const month = MONTH_ABBREVIATIONS[date.getUTCMonth()] as string;
    const name = month.charAt(0).toUpperCase() + month.slice(1);
    return `${date.getUTCDate()} ${name}${withYear ? ` ${date.getUTCFullYear()}` : ''}`;
  };
  if (from === to) return text(from, true);
  return `${text(from, yearOf(from) !== yearOf(to))}–${text(to, true)}`;
}
