// The Sync screen's forecast, in words a broker reads at a glance.
import { describe, expect, it } from 'vitest';
import { everyWords, forecastWords, type Forecast } from '../../shared/rpc/forecast-words';
import { aboveReserve } from '../../shared/sync/policy/pacing';
import { cadenceOf } from '../../shared/sync/pull/plan/cadence';
import { inboxForecast, threadGaps, turnEvery } from '../../shared/sync/pull/plan/inbox-watch';
import { screenPaceOf } from '../../shared/sync/pull/plan/screen-allowance';

const MINUTE_MS = 60_000;
const forecast: Forecast = {
  open_quotes_every_ms: 6 * MINUTE_MS,
  messages_every_ms: MINUTE_MS,
  on_screen: { every_ms: 10_000, for_ms: 10.3 * MINUTE_MS, then_every_ms: 5.4 * MINUTE_MS },
  inbox: { trips: 0, every_ms: null, after_message_ms: 0, messages_every_ms: 0, first_threads: 0 },
  clients_every_ms: 5 * 60 * MINUTE_MS,
  lasts: true,
  reserve_percent: 10,
  above_reserve: 8_000,
};

describe('the forecast in words', () => {
  it('says how often quotes, messages and clients are checked, and that the allowance lasts', () => {
    expect(forecastWords(forecast)).toBe(
      "Open quotes checked about every 6 minutes; operators' messages about every minute; clients compared with the server about every 5 hours, so a colleague's new or changed client shows within that; at this pace the allowance lasts to the period's end with the 10% reserve kept. A trip on screen has its answers checked every 10 seconds for about 10 minutes of watching, then about every 5 minutes.",
    );
  });

  it('leaves out quotes and messages while no trip is open', () => {
    expect(
      forecastWords({ ...forecast, open_quotes_every_ms: null, messages_every_ms: null }),
    ).toMatch(/^Clients compared with the server about every 5 hours, so /);
  });

  it('says how long a trip on screen is watched closely, and how closely then', () => {
    const onScreen = forecast.on_screen;
    expect(forecastWords({ ...forecast, on_screen: { ...onScreen, for_ms: null } })).toMatch(
      /A trip on screen has its answers checked every 10 seconds while it shows\.$/,
    );
    expect(
      forecastWords({ ...forecast, on_screen: { ...onScreen, for_ms: 2 * 60 * MINUTE_MS } }),
    ).toMatch(/for about 2 hours of watching, then about every 5 minutes/);
    expect(forecastWords({ ...forecast, on_screen: { ...onScreen, then_every_ms: null } })).toMatch(
      /of watching, then only as the allowance grows\.$/,
    );
  });

  it('says when the pace cannot last, and when the allowance is spent', () => {
    expect(forecastWords({ ...forecast, lasts: false })).toMatch(
      /would not last the period: pulls slow down to keep the 10% reserve\. A trip on screen /,
    );
    expect(forecastWords({ ...forecast, above_reserve: 0 })).toMatch(
      /^The allowance above the 10% reserve is spent/,
    );
  });

  it('rounds intervals to the unit that reads best', () => {
    expect(everyWords(10_000)).toBe('every 10 seconds');
    expect(everyWords(40_000)).toBe('every minute');
    expect(everyWords(2.6 * MINUTE_MS)).toBe('every 3 minutes');
    expect(everyWords(60 * MINUTE_MS)).toBe('every 60 minutes');
    expect(everyWords(100 * MINUTE_MS)).toBe('every 2 hours');
    expect(everyWords(60 * 60 * MINUTE_MS)).toBe('every 3 days');
    expect(everyWords(30 * 60 * MINUTE_MS)).toBe('every 30 hours');
  });

  it("says the Inbox's figures from the planner's own numbers", () => {
    // The demo's plan (10,000 a month, 120 a minute) at 10:00 on its first day, 12 trips
    // awaiting answers with 5 operators asked on each: 60 open threads.
    const nowMs = Date.parse('2026-04-01T10:00:00Z');
    const quota = {
      limit: 10_000,
      remaining: 10_000,
      resetAt: Date.parse('2026-05-01T00:00:00Z') / 1000,
    };
    const rate = { limit: 120, remaining: 120, resetAt: nowMs / 1000 + 60 };
    const cadence = cadenceOf({
      nowMs,
      quota,
      rate,
      reservePercent: 10,
      working: { hours: { start: '07:00', end: '21:00' }, timeZone: 'UTC' },
      costs: { threads: 60, trip_rfqs: 12, recent_clients: 1, contacts: 1, clients: 3 },
      visible: true,
    });
    const pace = screenPaceOf(cadence, aboveReserve(quota, 10));
    const inbox = inboxForecast({ trips: 12, threads: 60 }, pace, cadence, rate);
    // Each trip in its turn (what half the screen's refill pays) or the rounds', the sooner.
    expect(inbox.every_ms).toBe(Math.min(turnEvery(12, pace)!, cadence.intervals.trip_rfqs));
    const gaps = threadGaps(inbox.first_threads, 60 - inbox.first_threads, rate);
    expect(inbox.messages_every_ms).toBe(gaps.rest);
    const words = forecastWords({ ...forecast, inbox });
    // 12 trips each turn in 12 / (0.5 × 10.8) h ≈ 2.2 h; the rounds read them hourly.
    expect(inbox.every_ms).toBe(60 * MINUTE_MS);
    // 72 thread reads a minute: 6 threads every 10 s take half, the other 54 share the rest.
    expect(inbox).toMatchObject({ first_threads: 6, messages_every_ms: 90_000 });
    expect(words).toMatch(
      / With the Inbox on screen, each of the 12 trips awaiting answers is read about every 60 minutes, and every 10 seconds for 2 minutes after its operator writes; messages within about 2 minutes \(every 10 seconds in the 6 threads an operator wrote in lately\)\.$/,
    );
  });
});
