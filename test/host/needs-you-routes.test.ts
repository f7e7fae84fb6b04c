// Needs you on /local/: the items the worker computes from its records, a Done that holds
// until the item's facts change, a Snooze until it ends, a mark on nothing due refused; the
// thresholds kept, and refused with every field at fault; a notification recorded once.
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import {
  needsYouList,
  needsYouNewlyNotified,
  needsYouThresholds,
} from '../../shared/rpc/local/needs-you';
import { seededHarness, storedRfq } from '../service/rfq-fixtures';
import { workspaceApp } from './workspace-app';

const HOUR_MS = 60 * 60 * 1000;
const R1 = '0e000000-0000-4000-8000-000000000001';
const R2 = '0e000000-0000-4000-8000-000000000002';
const R3 = '0e000000-0000-4000-8000-000000000003';

async function needsYouApp() {
  const h = await seededHarness();
  const send = workspaceApp(h.deps);
  const hoursFromNow = (hours: number) =>
    new Date(h.clock.now().getTime() + hours * HOUR_MS).toISOString();
  return {
    h,
    send,
    hoursFromNow,
    async keys() {
      const response = await send('GET', '/needs-you');
      expect(response.status).toBe(200);
      return needsYouList.parse(await response.json()).items.map((item) => item.key);
    },
    async mark(key: string, body: unknown) {
      return (await send('PUT', `/needs-you/marks/${encodeURIComponent(key)}`, body)).status;
    },
  };
}

describe('Needs you', () => {
  it('lists a lapsing RFQ; Done holds until its facts change', async () => {
    const app = await needsYouApp();
    const rfq = storedRfq({
      id: R1,
      sent_at: app.hoursFromNow(-1),
      expires_at: app.hoursFromNow(2),
    });
    await app.h.db.rfqs.put({ ...rfq, viewed_at: app.hoursFromNow(-0.5) });
    expect(await app.keys()).toEqual([`lapsing:${R1}`]);

    expect(await app.mark(`lapsing:${R1}`, { mark: 'done' })).toBe(204);
    expect(await app.keys()).toEqual([]);
    // The operator's request was extended: a new expiry, the item is back.
    await app.h.db.rfqs.update(R1, { expires_at: app.hoursFromNow(3) });
    expect(await app.keys()).toEqual([`lapsing:${R1}`]);
  });

  it('puts a snoozed item aside until the snooze ends', async () => {
    const app = await needsYouApp();
    await app.h.db.rfqs.put(storedRfq({ id: R2, sent_at: app.hoursFromNow(-5) }));
    expect(await app.keys()).toEqual([`unopened:${R2}`]);
    expect(await app.mark(`unopened:${R2}`, { mark: 'snoozed', until: app.hoursFromNow(1) })).toBe(
      204,
    );
    expect(await app.keys()).toEqual([]);
    app.h.clock.advance(HOUR_MS);
    expect(await app.keys()).toEqual([`unopened:${R2}`]);
  });

  it('records a notification once: the second record of the same key answers none', async () => {
    const app = await needsYouApp();
    await app.h.db.rfqs.put(storedRfq({ id: R2, sent_at: app.hoursFromNow(-5) }));
    const key = `unopened:${R2}`;
    const record = async () => {
      const response = await app.send('POST', '/needs-you/notified', { keys: [key] });
      expect(response.status).toBe(200);
      return needsYouNewlyNotified.parse(await response.json()).keys;
    };
    // Two tabs record the same item at once: one of them gets it.
    const answers = await Promise.all([record(), record()]);
    expect(answers.flat()).toEqual([key]);
    const listed = needsYouList.parse(await (await app.send('GET', '/needs-you')).json());
    expect(listed.items.map((item) => [item.key, item.notified])).toEqual([[key, true]]);
  });

  it('tells a snoozed item again when it comes back: the snooze was a reminder', async () => {
    const app = await needsYouApp();
    await app.h.db.rfqs.put(storedRfq({ id: R2, sent_at: app.hoursFromNow(-5) }));
    const key = `unopened:${R2}`;
    const notified = async () =>
      needsYouList
        .parse(await (await app.send('GET', '/needs-you')).json())
        .items.map((item) => [item.key, item.notified]);
    expect((await app.send('POST', '/needs-you/notified', { keys: [key] })).status).toBe(200);
    expect(await notified()).toEqual([[key, true]]);
    expect(await app.mark(key, { mark: 'snoozed', until: app.hoursFromNow(1) })).toBe(204);
    app.h.clock.advance(HOUR_MS);
    expect(await notified()).toEqual([[key, false]]);
  });

  it('refuses a mark on an item not due now', async () => {
    const app = await needsYouApp();
    expect(await app.mark('lapsing:nothing', { mark: 'done' })).toBe(404);
  });

  it('keeps the thresholds, and refuses them naming every field at fault', async () => {
    const app = await needsYouApp();
    const kept = await app.send('GET', '/needs-you/settings');
    expect(needsYouThresholds.parse(await kept.json())).toEqual({
      lapsing_hours: 6,
      unopened_hours: 4,
      validity_hours: 12,
      departing_days: 3,
      unanswered_hours: 4,
    });
    const refused = await app.send('PUT', '/needs-you/settings', {
      lapsing_hours: 0,
      unopened_hours: 1.5,
      departing_days: 99,
    });
    expect(refused.status).toBe(422);
    const fields = problem.parse(await refused.json()).errors?.map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['lapsing_hours', 'unopened_hours', 'departing_days']),
    );

    const changed = await app.send('PUT', '/needs-you/settings', { unopened_hours: 1 });
    expect(changed.status).toBe(200);
    await app.h.db.rfqs.put(storedRfq({ id: R3, sent_at: app.hoursFromNow(-1) }));
    expect(await app.keys()).toEqual([`unopened:${R3}`]);
  });
});
