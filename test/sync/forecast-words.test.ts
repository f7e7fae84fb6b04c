// The Sync screen's forecast, in words a broker reads at a glance.
import { describe, expect, it } from 'vitest';
import { everyWords, forecastWords, type Forecast } from '../../shared/rpc/forecast-words';

const MINUTE_MS = 60_000;
const forecast: Forecast = {
  open_quotes_every_ms: 6 * MINUTE_MS,
  clients_every_ms: 5 * 60 * MINUTE_MS,
  lasts: true,
  reserve_percent: 10,
  above_reserve: 8_000,
};

describe('the forecast in words', () => {
  it('says how often quotes and clients are checked, and that the allowance lasts', () => {
    expect(forecastWords(forecast)).toBe(
      "Open quotes checked about every 6 minutes; clients compared with the server about every 5 hours; at this pace the allowance lasts to the period's end with the 10% reserve kept.",
    );
  });

  it('leaves out quotes while no trip is open', () => {
    expect(forecastWords({ ...forecast, open_quotes_every_ms: null })).toMatch(
      /^Clients compared with the server about every 5 hours; /,
    );
  });

  it('says when the pace cannot last, and when the allowance is spent', () => {
    expect(forecastWords({ ...forecast, lasts: false })).toMatch(
      /would not last the period: pulls slow down to keep the 10% reserve\.$/,
    );
    expect(forecastWords({ ...forecast, above_reserve: 0 })).toMatch(
      /^The allowance above the 10% reserve is spent/,
    );
  });

  it('rounds intervals to the unit that reads best', () => {
    expect(everyWords(40_000)).toBe('every minute');
    expect(everyWords(2.6 * MINUTE_MS)).toBe('every 3 minutes');
    expect(everyWords(60 * MINUTE_MS)).toBe('every 60 minutes');
    expect(everyWords(100 * MINUTE_MS)).toBe('every 2 hours');
    expect(everyWords(60 * 60 * MINUTE_MS)).toBe('every 3 days');
    expect(everyWords(30 * 60 * MINUTE_MS)).toBe('every 30 hours');
  });
});
