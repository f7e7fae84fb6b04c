// Departure dates as brokers type them (docs/decisions.md, "Dates in a search").
import { describe, expect, it } from 'vitest';
import {
  datePhrasesOf,
  dayNumberOfIso,
  formatSpan,
  spanHolds,
  type DaySpan,
} from '../../../shared/search/everything/dates';
import { parseQuery } from '../../../shared/search/everything/query';

const days = (q: string) => datePhrasesOf(parseQuery(q).words).map((phrase) => phrase.days);
const span = (from: string, to = from): DaySpan => ({
  from: dayNumberOfIso(from) as number,
  to: dayNumberOfIso(to) as number,
});

describe('date phrases in a query', () => {
  it('reads a day and a month either way round, in words, with or without a year', () => {
    const december12 = [{ year: null, month: 12, day: 12 }];
    for (const q of ['12 Dec', 'Dec 12', '12 december', 'December 12th', '12th dec.', 'dec 12,']) {
      expect(days(q), q).toEqual([december12]);
    }
    expect(days('12 Dec 2026')).toEqual([[{ year: 2026, month: 12, day: 12 }]]);
    expect(days('Dec 12, 2026')).toEqual([[{ year: 2026, month: 12, day: 12 }]]);
    expect(days('sept 3')).toEqual([[{ year: null, month: 9, day: 3 }]]);
  });

  it('reads ISO, the aviation style and dotted dates as one term', () => {
    expect(days('2026-12-12')).toEqual([[{ year: 2026, month: 12, day: 12 }]]);
    expect(days('12DEC')).toEqual([[{ year: null, month: 12, day: 12 }]]);
    expect(days('12dec26')).toEqual([[{ year: 2026, month: 12, day: 12 }]]);
    expect(days('5.12.')).toEqual([[{ year: null, month: 12, day: 5 }]]);
    expect(days('5.12.2026')).toEqual([[{ year: 2026, month: 12, day: 5 }]]);
  });

  it('reads a slashed date both ways, keeping only the days that exist', () => {
    expect(days('5/12')).toEqual([
      [
        { year: null, month: 12, day: 5 },
        { year: null, month: 5, day: 12 },
      ],
    ]);
    expect(days('25/12/2026')).toEqual([[{ year: 2026, month: 12, day: 25 }]]);
    expect(days('12/12')).toEqual([[{ year: null, month: 12, day: 12 }]]);
  });

  it('is no date while it is still being typed, or when no such day exists', () => {
    for (const q of [
      '12',
      '12 d',
      '12 de',
      'ma 3',
      '31 feb',
      '2026-02-30',
      '12.12',
      '13/13',
      'deck 12',
    ]) {
      expect(days(q), q).toEqual([]);
    }
    expect(days('29 feb')).toEqual([[{ year: null, month: 2, day: 29 }]]);
  });

  it('keeps the other terms for trips, and every term for the other kinds', () => {
    const query = parseQuery('Hallberg 12 Dec teb');
    expect(query.words).toEqual(['hallberg', '12', 'dec', 'teb']);
    expect(query.tripWords).toEqual(['hallberg', 'teb']);
    expect(query.dates).toEqual([[{ year: null, month: 12, day: 12 }]]);
  });
});

describe('a leg leaving on a day', () => {
  it('holds a day of its window, in any year when none was typed', () => {
    const december12 = [{ year: null, month: 12, day: 12 }];
    expect(spanHolds(span('2026-12-12'), december12)).toBe(true);
    expect(spanHolds(span('2025-12-12'), december12)).toBe(true);
    expect(spanHolds(span('2026-12-10', '2026-12-13'), december12)).toBe(true);
    expect(spanHolds(span('2026-12-13'), december12)).toBe(false);
    expect(spanHolds(span('2026-12-12'), [{ year: 2025, month: 12, day: 12 }])).toBe(false);
    // A window over the new year.
    expect(spanHolds(span('2026-12-31', '2027-01-02'), [{ year: null, month: 1, day: 1 }])).toBe(
      true,
    );
  });

  it('is shown as a day, or a window', () => {
    expect(formatSpan(span('2026-12-12'))).toBe('12 Dec 2026');
    expect(formatSpan(span('2026-12-12', '2026-12-14'))).toBe('12 Dec–14 Dec 2026');
    expect(formatSpan(span('2026-12-31', '2027-01-02'))).toBe('31 Dec 2026–2 Jan 2027');
  });
});
