// The host's part in freshness: the working hours as a setting, the page's report of what is
// on screen, and the Sync screen's status saying when the clients were last compared with
// the server and the pace's forecast.
import { afterEach, describe, expect, it } from 'vitest';
import { settingsView } from '../../shared/rpc/local/settings';
import { syncStatus } from '../../shared/rpc/local/sync-status';
import { forecastWords } from '../../shared/rpc/forecast-words';
import { KEYS, startTestApi, testConfig, type TestApi } from '../remote-api/remote-harness';
import { until } from '../support/until';
import { hostFixture, workdayClocks, type HostFixture } from './host-fixture';

let fixture: HostFixture | undefined;
let remote: TestApi | undefined;
afterEach(async () => {
  await fixture?.host.close();
  await remote?.close();
  fixture = remote = undefined;
});

describe('freshness in the host', () => {
  it('keeps the working hours as a setting and refuses a day that ends before it starts', async () => {
    fixture = await hostFixture();
    const changed = await fixture.json('PUT', '/local/settings', {
      working_hours: { start: '08:30', end: '18:00' },
    });
    expect(settingsView.parse(changed).working_hours).toEqual({ start: '08:30', end: '18:00' });
    const refused = await fixture.send('PUT', '/local/settings', {
      working_hours: { start: '18:00', end: '08:30' },
    });
    expect(refused.status).toBe(422);
    const settings = settingsView.parse(await fixture.json('GET', '/local/settings'));
    expect(settings.working_hours).toEqual({ start: '08:30', end: '18:00' });
  });

  it("takes the page's screen report, and refuses one that is not", async () => {
    fixture = await hostFixture();
    const shown = await fixture.send('POST', '/local/sync/screen', {
      visible: false,
      path: '/trips/0a000000-0000-4000-8000-000000000001',
    });
    expect(shown.status).toBe(204);
    const wrong = await fixture.send('POST', '/local/sync/screen', { visible: 'yes', path: '/' });
    expect(wrong.status).toBe(422);
  });

  it('says when the clients were last compared with the server, and the forecast', async () => {
    const workday = workdayClocks();
    remote = await startTestApi({ ...testConfig(), clock: workday.remote });
    fixture = await hostFixture({ clock: workday.host });
    const before = syncStatus.parse(await fixture.json('GET', '/local/sync'));
    expect(before.forecast).toBeNull();
    await fixture.json('PUT', '/local/settings', {
      remote_url: remote.url,
      api_key: KEYS.alphaWrite,
    });
    // The whole first copy: its recent clients' step copies the open trip (created 15 days
    // before), which the forecast then counts. Asked before that step ends, it would not.
    await until('the first copy and a forecast', async () => {
      const status = syncStatus.parse(await fixture!.json('GET', '/local/sync'));
      return status.pull.stage === 'steady' && status.forecast !== null;
    });
    const status = syncStatus.parse(await fixture.json('GET', '/local/sync'));
    expect(Date.parse(status.pull.clients_compared_at!)).toBeLessThanOrEqual(
      workday.host.now().getTime(),
    );
    // The organization's one open trip is copied: its quotes and messages are checked too.
    expect(status.forecast).toMatchObject({
      open_quotes_every_ms: expect.any(Number),
      messages_every_ms: expect.any(Number),
      lasts: true,
      reserve_percent: 10,
    });
    expect(forecastWords(status.forecast!)).toMatch(
      /^Open quotes checked about every .+; operators' messages about every .+; clients compared with the server about every .+; at this pace the allowance lasts to the period's end with the 10% reserve kept\. A trip on screen has its answers checked every 10 seconds for about .+ of watching, then about every .+\.$/,
    );
  });
});
