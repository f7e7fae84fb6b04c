// The worker's host: settings choose the records' database (demo, one per remote origin,
// local), the key stays bound to its origin, writes of a remote's workspace sync through
// its engine, and the outbox is listed and acted on under /local/.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../shared/api';
import { outboxEntryView } from '../../shared/rpc/local/outbox';
import { settingsView } from '../../shared/rpc/local/settings';
import { syncStatus } from '../../shared/rpc/local/sync-status';
import { createFetchTransport } from '../../shared/sync/transport/fetch';
import { KEYS, startTestApi, testConfig, type TestApi } from '../remote-api/remote-harness';
import { until } from '../support/until';
import { hostFixture, tabsOfOneBrowser, workdayClocks, type HostFixture } from './host-fixture';

let fixture: HostFixture | undefined;
let remote: TestApi | undefined;
afterEach(async () => {
  await fixture?.host.close();
  await remote?.close();
  fixture = remote = undefined;
});

const settingsOf = async (f: HostFixture) =>
  settingsView.parse(await f.json('GET', '/local/settings'));
const statusOf = async (f: HostFixture) => syncStatus.parse(await f.json('GET', '/local/sync'));

describe('settings and workspaces', () => {
  it('start local; a remote gets its own database per origin; the key stays with its origin', async () => {
    fixture = await hostFixture();
    expect(await settingsOf(fixture)).toEqual({
      workspace: 'local',
      database: 'charter-desk',
      shell: 'browser',
      remote_url: null,
      last_working_url: null,
      has_api_key: false,
      reserve_percent: 10,
      working_hours: { start: '07:00', end: '21:00' },
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      unreadable_settings: [],
    });
    const refused = await fixture.send('PUT', '/local/settings', {
      remote_url: 'https://api.example.com/?',
    });
    expect(refused.status).toBe(422);
    const keyFirst = await fixture.send('PUT', '/local/settings', { api_key: 'k-123456' });
    expect(keyFirst.status).toBe(422);

    await fixture.json('PUT', '/local/settings', {
      remote_url: 'http://127.0.0.1:9/base',
      api_key: 'k-123456',
    });
    expect(await settingsOf(fixture)).toMatchObject({
      workspace: 'remote',
      database: 'charter-desk-remote:http://127.0.0.1:9',
      remote_url: 'http://127.0.0.1:9/base/',
      has_api_key: true,
    });
    await fixture.json('PUT', '/local/settings', { remote_url: 'http://127.0.0.1:9/other' });
    expect((await settingsOf(fixture)).has_api_key).toBe(true);
    await fixture.json('PUT', '/local/settings', { remote_url: 'http://localhost:9/' });
    expect(await settingsOf(fixture)).toMatchObject({
      database: 'charter-desk-remote:http://localhost:9',
      has_api_key: false,
    });
  });

  it('changing only the key keeps the database and the changes waiting in its outbox', async () => {
    fixture = await hostFixture();
    await fixture.json('PUT', '/local/settings', { remote_url: 'http://127.0.0.1:9/' });
    await fixture.json('POST', '/v1/clients', { name: 'Ana Lee' });
    expect((await statusOf(fixture)).pending).toBe(1);
    await fixture.json('PUT', '/local/settings', { api_key: 'another-key-1' });
    expect((await statusOf(fixture)).pending).toBe(1);
    const [entry] = (await fixture.json<{ items: unknown[] }>('GET', '/local/outbox')).items.map(
      (item) => outboxEntryView.parse(item),
    );
    expect(entry).toMatchObject({ summary: 'New client Ana Lee', state: 'pending' });
    expect(entry!.discard_effect).toContain('Ana Lee');
  });

  it('the desktop shell never takes the key', async () => {
    fixture = await hostFixture({ shell: 'desktop', remoteUrl: 'https://api.example.com/' });
    expect(await settingsOf(fixture)).toMatchObject({ workspace: 'remote', shell: 'desktop' });
    expect((await fixture.send('PUT', '/local/settings', { api_key: 'k-123456' })).status).toBe(
      422,
    );
  });

  it('loading the demo data opens the demo database and leaves a remote one alone', async () => {
    fixture = await hostFixture();
    await fixture.json('PUT', '/local/settings', { remote_url: 'http://127.0.0.1:9/' });
    await fixture.json('POST', '/v1/clients', { name: 'Ana Lee' });
    expect((await fixture.send('POST', '/local/seed-demo')).status).toBe(201);
    expect(await settingsOf(fixture)).toMatchObject({
      workspace: 'demo',
      database: 'charter-desk-demo',
    });
    await fixture.json('PUT', '/local/settings', { demo: false });
    const back = await fixture.json<{ total: number }>('GET', '/v1/clients');
    expect(back.total).toBe(1);
  });
});

describe('the first start', () => {
  it('keeps the remote it started with: a start without app-config.json opens the same workspace', async () => {
    const first = await hostFixture({
      firstStart: async () => ({ remote_url: 'http://127.0.0.1:9/', api_key: 'ck_first_start' }),
    });
    const indexedDB = first.indexedDB;
    const started = await settingsOf(first);
    await first.host.close();
    // Offline, app-config.json cannot be read: no defaults this time.
    fixture = await hostFixture({}, indexedDB);
    const again = await settingsOf(fixture);
    expect(again).toMatchObject({ workspace: 'remote', has_api_key: true });
    expect(again.database).toBe(started.database);
  });

  it('reads app-config.json only on the first start: a later start opens from what is stored', async () => {
    const firstStart = vi.fn(async () => ({ remote_url: 'http://127.0.0.1:9/' }));
    const first = await hostFixture({ firstStart });
    await settingsOf(first);
    await first.host.close();
    expect(firstStart).toHaveBeenCalledTimes(1);
    fixture = await hostFixture({ firstStart }, first.indexedDB);
    expect(await settingsOf(fixture)).toMatchObject({ remote_url: 'http://127.0.0.1:9/' });
    expect(firstStart).toHaveBeenCalledTimes(1);
  });
});

describe('a settings change under way', () => {
  it('lets a request that began on the old workspace finish there', async () => {
    const first = await hostFixture();
    await first.json('POST', '/local/seed-demo');
    await first.host.close();
    // Started again on the demo's database: the first list reads it from storage.
    fixture = await hostFixture({}, first.indexedDB);
    const [list, settings] = await Promise.all([
      fixture.send('GET', '/v1/clients?limit=100'),
      fixture.send('PUT', '/local/settings', { demo: false }),
    ]);
    expect(settings.status).toBe(200);
    expect(list.status, await list.clone().text()).toBe(200);
    expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(100);
    expect((await settingsOf(fixture)).workspace).toBe('local');
  });
});

/** A remote workspace whose key the remote rejects, with client `name` waiting to be sent. */
async function pausedByWrongKey(name: string) {
  // Kept where afterEach closes them, should a step below fail.
  const workday = workdayClocks();
  const api = (remote = await startTestApi({ ...testConfig(), clock: workday.remote }));
  const host = (fixture = await hostFixture({ clock: workday.host }));
  await host.json('PUT', '/local/settings', {
    remote_url: api.url,
    api_key: 'wrong-key-000',
  });
  await host.json('POST', '/v1/clients', { name });
  await host.json('POST', '/local/sync/run');
  await until('the pause', async () => (await statusOf(host)).connection === 'key_rejected');
  return { remote: api, fixture: host };
}

describe('sync through the host', () => {
  it('a write in a remote workspace reaches the remote; the page hears of it', async () => {
    const workday = workdayClocks();
    remote = await startTestApi({ ...testConfig(), clock: workday.remote });
    fixture = await hostFixture({ clock: workday.host });
    await fixture.json('PUT', '/local/settings', {
      remote_url: remote.url,
      api_key: KEYS.alphaWrite,
    });
    const ana = client.parse(await fixture.json('POST', '/v1/clients', { name: 'Ana Offline' }));
    // Not pending may still be in flight: the outbox is drained when neither is left.
    await until('the outbox to drain', async () => {
      const status = await statusOf(fixture!);
      return status.pending + status.in_flight === 0;
    });
    const onRemote = (await (await remote.call('GET', '/v1/clients?q=Ana%20Offline')).json()) as {
      items: { id: string }[];
    };
    expect(onRemote.items).toHaveLength(1);
    expect(onRemote.items[0]!.id).not.toBe(ana.id);
    const status = await statusOf(fixture);
    expect(status).toMatchObject({ workspace: 'remote', connection: 'online', parked: 0 });
    expect(status.last_success_at).not.toBeNull();
    // The page hears of it without asking: a status event, and that records changed.
    await until('a sync event', async () => fixture!.events.some((event) => event.name === 'sync'));
    expect(fixture.events.some((event) => event.name === 'changed')).toBe(true);
  });

  it('a rejected key pauses sync with its reason; nothing is dropped', async () => {
    ({ remote, fixture } = await pausedByWrongKey('Ana Lee'));
    const status = await statusOf(fixture);
    expect(status.paused_reason).toMatch(/API key/);
    expect(status.pending).toBe(1);
  });

  it('in the desktop shell, a resume after main took a new key lifts the pause and sends', async () => {
    const workday = workdayClocks();
    remote = await startTestApi({ ...testConfig(), clock: workday.remote });
    const api = remote;
    // Main's side of the relay: the key it holds, which the worker never sees change.
    let mainKey = 'wrong-key-000';
    fixture = await hostFixture({
      clock: workday.host,
      shell: 'desktop',
      remoteUrl: `${api.url}/`,
      remote: {
        kind: 'relay',
        transport: {
          send: (request) =>
            createFetchTransport({ baseUrl: `${api.url}/`, apiKey: mainKey, fetch }).send(request),
        },
      },
    });
    await fixture.json('POST', '/v1/clients', { name: 'Ana Resumed' });
    await until('the pause', async () => (await statusOf(fixture!)).connection === 'key_rejected');
    mainKey = KEYS.alphaWrite;
    await fixture.json('POST', '/local/sync/run');
    expect((await statusOf(fixture)).connection).toBe('key_rejected');
    await fixture.json('POST', '/local/sync/resume');
    // Not pending may still be in flight: the outbox is drained when neither is left.
    await until('the outbox to drain', async () => {
      const status = await statusOf(fixture!);
      return status.pending + status.in_flight === 0;
    });
    expect(await statusOf(fixture)).toMatchObject({ connection: 'online', paused_reason: null });
    const onRemote = await (await api.call('GET', '/v1/clients?q=Ana%20Resumed')).json();
    expect((onRemote as { total: number }).total).toBe(1);
  });

  it('a new key lifts the pause: the change that waited reaches the remote', async () => {
    ({ remote, fixture } = await pausedByWrongKey('Ana Waiting'));

    await fixture.json('PUT', '/local/settings', { api_key: KEYS.alphaWrite });
    await until('the outbox to drain', async () => {
      const status = await statusOf(fixture!);
      return status.pending + status.in_flight === 0;
    });
    const status = await statusOf(fixture);
    expect(status).toMatchObject({ connection: 'online', paused_reason: null, parked: 0 });
    const onRemote = (await (await remote.call('GET', '/v1/clients?q=Ana%20Waiting')).json()) as {
      items: unknown[];
    };
    expect(onRemote.items).toHaveLength(1);
  });
});

describe('closing', () => {
  it('the engine stopping as the host closes does not make it read the closed database', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      // Offline, the engine of a remote's workspace sleeps until told: nothing else is due.
      const closing = await hostFixture({ clock: undefined, online: false });
      await closing.json('PUT', '/local/settings', {
        remote_url: 'http://127.0.0.1:9/',
        api_key: 'k-123456',
      });
      await until('a status', async () => closing.events.some((event) => event.name === 'sync'));
      // Stopping, the engine says so; the host must not push a status of a closed database.
      // Its pushes wait on a timer: from here the test holds the timers, and none is left.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await closing.host.close();
      expect(vi.getTimerCount()).toBe(0);
      // Rejections of this turn of the event loop are reported before the next one.
      await new Promise((resolve) => setImmediate(resolve));
      expect(rejections).toEqual([]);
    } finally {
      vi.useRealTimers();
      process.off('unhandledRejection', onRejection);
    }
  });
});

describe('two tabs', () => {
  it('a settings change in one tab moves the other onto the same workspace', async () => {
    const tab = tabsOfOneBrowser();
    const first = await hostFixture({ crossTab: tab() });
    const second = await hostFixture({ crossTab: tab() }, first.indexedDB);
    try {
      await first.json('PUT', '/local/settings', { remote_url: 'http://127.0.0.1:9/' });
      await until(
        'the second tab to follow',
        async () => (await settingsOf(second)).workspace === 'remote',
      );
      expect((await settingsOf(second)).database).toBe('charter-desk-remote:http://127.0.0.1:9');
    } finally {
      await first.host.close();
      await second.host.close();
    }
  });
});
