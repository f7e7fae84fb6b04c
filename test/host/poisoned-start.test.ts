// A start the worker cannot be talked out of: an `init` any page of the origin may post is
// checked as a settings change is (a bad one is refused, answered with why, and changes
// nothing), and a stored setting that does not read back falls back to its default with a
// notice, never a 503.
// The globals the worker's code reads beside Dexie's (e.g. indexedDB.databases()).
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { IDBDatabase, IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppHost } from '../../shared/host/app-host/app-host';
import {
  SETTINGS_DB_NAME,
  openSettingsStore,
  storedSettings,
} from '../../shared/host/settings/settings-store';
import { startWorkerHost, type WorkerScope } from '../../shared/host/start/worker-host';
import { createWorkerClient } from '../../shared/rpc/client';
import { initRefusedMessage } from '../../shared/rpc/worker-protocol';
import { settingsView } from '../../shared/rpc/local/settings';
import { closeChannels, openChannel } from '../rpc/channel';
import { hostFixture, type HostFixture } from './host-fixture';

const KEPT = {
  remote_url: 'http://127.0.0.1:9/',
  api_key: 'ck_kept_by_the_browser',
  reserve_percent: 25,
  demo: false,
};

// The worker host opens its databases on Dexie's default IndexedDB, which Dexie reads from
// the globals when first loaded: a file before this one in the same vitest worker may have
// loaded it before any IndexedDB existed. This file hands it one, and puts back what it found.
const defaults = { ...Dexie.dependencies };
beforeAll(() => {
  Object.assign(Dexie.dependencies, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterAll(() => {
  Object.assign(Dexie.dependencies, defaults);
});

let hosts: AppHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  hosts = [];
  closeChannels();
  vi.restoreAllMocks();
});

/** The worker's global scope on one end of a channel; the page's port on the other. */
function workerOnChannel(): { scope: WorkerScope; page: MessagePort } {
  const { port1: page, port2: worker } = openChannel();
  const scope: WorkerScope = {
    postMessage: (message, options) => worker.postMessage(message, options),
    addEventListener: (type, listener) => worker.addEventListener(type, listener),
    removeEventListener: (type, listener) => worker.removeEventListener(type, listener),
    start: () => worker.start(),
    location: { href: 'http://127.0.0.1:4173/assets/worker.js' },
    // No app-config.json beside this build.
    fetch: async () => new Response(null, { status: 404 }),
    navigator: {},
  };
  return { scope, page };
}

describe('the init message', () => {
  it.each([
    [
      'a remote URL that is no URL',
      { shell: 'desktop', remote_url: 'not a url at all' },
      'remote_url',
    ],
    [
      'a remote URL the key may not go to',
      { shell: 'desktop', remote_url: 'http://example.com/' },
      'remote_url',
    ],
    ['an unknown shell', { shell: 'kiosk', remote_url: null }, 'shell'],
    ['a desktop shell without its relay port', { shell: 'desktop', remote_url: null }, 'ports[0]'],
  ])('with %s is refused and answered why, and changes nothing', async (_what, fields, field) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stored = openSettingsStore();
    await stored.write(storedSettings.parse(KEPT));
    const { scope, page } = workerOnChannel();
    const started = startWorkerHost(scope);

    page.postMessage({ type: 'init', online: false, ...fields });
    // The page's own init, after it: the worker still waits for one and starts on it.
    page.postMessage({ type: 'init', shell: 'browser', remote_url: null, online: false });
    hosts.push(await started);
    const client = createWorkerClient(page);
    // The worker says why, as a 422 names each field at fault.
    const refused = new Promise<unknown>((resolve) =>
      page.addEventListener('message', (event) => {
        if (event.data?.type === 'init_refused') resolve(event.data);
      }),
    );
    expect(initRefusedMessage.parse(await refused)).toEqual({
      type: 'init_refused',
      problem: {
        type: 'validation_failed',
        title: 'Some fields need correcting',
        status: 422,
        errors: [{ field, code: expect.any(String), message: expect.any(String) }],
      },
    });
    const answer = await client.request('GET', '/local/settings');
    expect(answer.status).toBe(200);
    expect(settingsView.parse(answer.body)).toMatchObject({
      shell: 'browser',
      workspace: 'remote',
      remote_url: KEPT.remote_url,
      has_api_key: true,
      unreadable_settings: [],
    });
    expect(await stored.stored()).toEqual(storedSettings.parse(KEPT));
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^Refused an init message/));
    stored.close();
    await Dexie.delete(SETTINGS_DB_NAME);
  });
});

describe('a stored setting that does not read back', () => {
  let fixture: HostFixture | undefined;
  afterEach(async () => {
    await fixture?.host.close();
    fixture = undefined;
  });

  /** Settings stored as an older version (or a damaged disk) left them, unchecked. */
  async function storeRaw(indexedDB: IDBFactory, value: unknown) {
    const db = new Dexie(SETTINGS_DB_NAME, { indexedDB, IDBKeyRange });
    db.version(1).stores({ settings: 'key' });
    await db.table('settings').put({ key: 'settings', value });
    db.close();
  }

  it('a remote URL that is no URL: the app starts without a remote, and says so', async () => {
    const indexedDB = new IDBFactory();
    await storeRaw(indexedDB, { ...KEPT, remote_url: 'not a url at all' });
    fixture = await hostFixture({}, indexedDB);
    expect(await fixture.json('GET', '/local/settings')).toMatchObject({
      workspace: 'local',
      remote_url: null,
      has_api_key: false,
      reserve_percent: 25,
      unreadable_settings: ['remote_url'],
    });
    expect((await fixture.send('GET', '/v1/clients')).status).toBe(200);

    // Saving settings stores them whole again: the notice is gone, now and at the next start.
    await fixture.json('PUT', '/local/settings', { reserve_percent: 30 });
    expect(await fixture.json('GET', '/local/settings')).toMatchObject({ unreadable_settings: [] });
    await fixture.host.close();
    fixture = await hostFixture({}, indexedDB);
    expect(await fixture.json('GET', '/local/settings')).toMatchObject({
      reserve_percent: 30,
      unreadable_settings: [],
    });
  });

  it('a reserve out of bounds: each other setting is kept, that one falls back', async () => {
    const indexedDB = new IDBFactory();
    await storeRaw(indexedDB, { ...KEPT, reserve_percent: 250 });
    fixture = await hostFixture({}, indexedDB);
    expect(await fixture.json('GET', '/local/settings')).toMatchObject({
      remote_url: KEPT.remote_url,
      has_api_key: true,
      reserve_percent: 10,
      unreadable_settings: ['reserve_percent'],
    });
  });

  it('no object at all: every setting falls back, each named', async () => {
    const indexedDB = new IDBFactory();
    await storeRaw(indexedDB, 'garbage');
    fixture = await hostFixture({}, indexedDB);
    expect(await fixture.json('GET', '/local/settings')).toMatchObject({
      workspace: 'local',
      reserve_percent: 10,
      working_hours: { start: '07:00', end: '21:00' },
      unreadable_settings: ['remote_url', 'api_key', 'reserve_percent', 'working_hours', 'demo'],
    });
  });

  it('in the desktop shell, main’s URL replaces an unreadable one without a notice', async () => {
    const indexedDB = new IDBFactory();
    await storeRaw(indexedDB, { ...KEPT, remote_url: 'not a url at all' });
    fixture = await hostFixture(
      { shell: 'desktop', remoteUrl: 'https://api.example.com/' },
      indexedDB,
    );
    expect(await fixture.json('GET', '/local/settings')).toMatchObject({
      remote_url: 'https://api.example.com/',
      unreadable_settings: [],
    });
  });
});

describe('the settings database', () => {
  it('commits every write strictly: the key and URL are on disk once saved', async () => {
    const opened = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const fixture = await hostFixture();
    await fixture.json('PUT', '/local/settings', { remote_url: 'http://127.0.0.1:9/' });
    await fixture.json('PUT', '/local/settings', { api_key: 'ck_strict_key' });
    await fixture.host.close();
    const settingsWrites = opened.mock.calls.filter(
      ([stores, mode]) => mode === 'readwrite' && [stores].flat().includes('settings'),
    );
    expect(settingsWrites.length).toBeGreaterThanOrEqual(3);
    for (const [, , options] of settingsWrites) expect(options).toEqual({ durability: 'strict' });
  });
});
