// Browser mode's keys and their check, through the worker's host against the reference
// remote: each key is kept for its origin (another server and back finds it; it is never
// sent to the other one), and POST /local/settings/check asks the remote once, saying
// whether the URL and key work, with the allowance the remote reports.
import { afterEach, describe, expect, it } from 'vitest';
import { remoteCheck, settingsView } from '../../shared/rpc/local/settings';
import { syncStatus } from '../../shared/rpc/local/sync-status';
import { MissingKeyError } from '../../shared/rpc/remote-errors';
import { KEYS, startTestApi, testConfig, type TestApi } from '../remote-api/remote-harness';
import { closedPort } from '../support/closed-port';
import { until } from '../support/until';
import { hostFixture, type HostFixture } from './host-fixture';

let fixture: HostFixture | undefined;
const remotes: TestApi[] = [];
afterEach(async () => {
  await fixture?.host.close();
  await Promise.all(remotes.splice(0).map((remote) => remote.close()));
  fixture = undefined;
});

async function remote(): Promise<TestApi> {
  const api = await startTestApi(testConfig());
  remotes.push(api);
  return api;
}

/** What each request the host sent carried: its origin and its Authorization header. */
function watchedFetch() {
  const sent: { origin: string; authorization: string | null }[] = [];
  const fetchSpy = (url: string, init: RequestInit) => {
    sent.push({
      origin: new URL(url).origin,
      authorization: new Headers(init.headers).get('Authorization'),
    });
    return fetch(url, init);
  };
  return { sent, fetchSpy };
}

const settingsOf = async (f: HostFixture) =>
  settingsView.parse(await f.json('GET', '/local/settings'));
const check = async (f: HostFixture) =>
  remoteCheck.parse(await f.json('POST', '/local/settings/check'));
const statusOf = async (f: HostFixture) => syncStatus.parse(await f.json('GET', '/local/sync'));

describe('keys kept per origin', () => {
  it('another server and back finds the key again; it never goes to the other server', async () => {
    const [first, second] = await Promise.all([remote(), remote()]);
    const { sent, fetchSpy } = watchedFetch();
    fixture = await hostFixture({ remote: { kind: 'fetch', fetch: fetchSpy } });
    await fixture.json('PUT', '/local/settings', {
      remote_url: first.url,
      api_key: KEYS.alphaWrite,
    });
    await fixture.json('PUT', '/local/settings', { remote_url: second.url });
    expect(await settingsOf(fixture)).toMatchObject({ has_api_key: false });
    expect(await check(fixture)).toMatchObject({ outcome: 'connected', keyed: false });

    await fixture.json('PUT', '/local/settings', { remote_url: first.url });
    expect(await settingsOf(fixture)).toMatchObject({ has_api_key: true });
    expect(await check(fixture)).toMatchObject({ outcome: 'connected', keyed: true });

    const toSecond = sent.filter(({ origin }) => origin === new URL(second.url).origin);
    expect(toSecond.length).toBeGreaterThan(0);
    expect(toSecond.filter(({ authorization }) => authorization !== null)).toEqual([]);
  });

  it('clearing the key forgets the current server’s alone', async () => {
    const [first, second] = await Promise.all([remote(), remote()]);
    fixture = await hostFixture();
    await fixture.json('PUT', '/local/settings', { remote_url: first.url, api_key: 'key-one-1' });
    await fixture.json('PUT', '/local/settings', { remote_url: second.url, api_key: 'key-two-2' });
    await fixture.json('PUT', '/local/settings', { api_key: null });
    expect(await settingsOf(fixture)).toMatchObject({ has_api_key: false });
    await fixture.json('PUT', '/local/settings', { remote_url: first.url });
    expect(await settingsOf(fixture)).toMatchObject({ has_api_key: true });
  });
});

describe('the check on saving', () => {
  it('a wrong key is rejected, a read-only one too; a good one is connected with the allowance', async () => {
    const api = await remote();
    fixture = await hostFixture();
    await fixture.json('PUT', '/local/settings', { remote_url: api.url, api_key: 'wrong-key-000' });
    expect(await check(fixture)).toMatchObject({ outcome: 'rejected', cause: 'key', status: 401 });
    await fixture.json('PUT', '/local/settings', { api_key: KEYS.alphaRead });
    expect(await check(fixture)).toMatchObject({
      outcome: 'rejected',
      cause: 'scope',
      status: 403,
    });

    await fixture.json('PUT', '/local/settings', { api_key: KEYS.alphaWrite });
    const before = (await (await api.call('GET', '/v1/clients')).json()) as { total: number };
    const first = await check(fixture);
    const second = await check(fixture);
    expect(first).toMatchObject({ outcome: 'connected', keyed: true, limited: null });
    expect(second).toMatchObject({ outcome: 'connected', keyed: true, limited: null });
    if (first.outcome !== 'connected' || second.outcome !== 'connected') throw new Error();
    // Each check is one request of the monthly allowance, and changes nothing.
    expect(first.allowance?.limit).toBe(1_000);
    expect(first.allowance!.remaining - second.allowance!.remaining).toBe(1);
    const after = (await (await api.call('GET', '/v1/clients')).json()) as { total: number };
    expect(after.total).toBe(before.total);
  });

  it('a port where nothing listens is unreachable; a server that is not the API says so', async () => {
    const port = await closedPort();
    fixture = await hostFixture();
    await fixture.json('PUT', '/local/settings', { remote_url: `http://127.0.0.1:${port}/` });
    expect(await statusOf(fixture)).toMatchObject({ connection: 'not_configured' });
    expect(await check(fixture)).toMatchObject({ outcome: 'unreachable' });
    // Without a key sync never calls: the check is what tells the URL is wrong.
    expect(await statusOf(fixture)).toMatchObject({ connection: 'unreachable' });
    await fixture.json('PUT', '/local/settings', { api_key: KEYS.alphaWrite });
    expect(await check(fixture)).toMatchObject({ outcome: 'unreachable' });

    const api = await remote();
    // The remote's /_sim/ routes are not the API: no allowance, no problem document.
    await fixture.json('PUT', '/local/settings', { remote_url: `${api.url}/_sim/` });
    expect(await check(fixture)).toMatchObject({ outcome: 'not_api' });
  });

  it('without a remote URL there is nothing to check', async () => {
    fixture = await hostFixture();
    expect((await fixture.send('POST', '/local/settings/check')).status).toBe(409);
  });
});

describe('a new key replacing a working one', () => {
  it('refused by the remote, is not stored: the old key is kept and sync goes on with it', async () => {
    const api = await remote();
    fixture = await hostFixture({ remote: { kind: 'fetch', fetch } });
    await fixture.json('PUT', '/local/settings', { remote_url: api.url, api_key: KEYS.alphaWrite });
    const refused = await fixture.send('PUT', '/local/settings', { api_key: 'wrong-key-000' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain(
      'The remote refused this key: the previous key is kept, and sync goes on with it.',
    );
    expect(await settingsOf(fixture)).toMatchObject({ has_api_key: true });
    expect(await check(fixture)).toMatchObject({ outcome: 'connected', keyed: true });
    await fixture.json('POST', '/local/sync/run');
    await until(
      'a sync with the old key',
      async () => (await statusOf(fixture!)).last_success_at !== null,
    );
    expect((await statusOf(fixture)).paused_reason).toBeNull();

    // One the remote accepts replaces it.
    await fixture.json('PUT', '/local/settings', { api_key: KEYS.alphaWrite2 });
    expect(await check(fixture)).toMatchObject({ outcome: 'connected', keyed: true });
  });
});

describe('the way back from a remote that never answered', () => {
  it('is the remote that answered sync before; none while it has not', async () => {
    const api = await remote();
    const port = await closedPort();
    const mistyped = `http://127.0.0.1:${port}/`;
    fixture = await hostFixture({ remote: { kind: 'fetch', fetch } });
    await fixture.json('PUT', '/local/settings', { remote_url: api.url, api_key: KEYS.alphaWrite });
    // Not answered yet: nothing to go back to.
    await fixture.json('PUT', '/local/settings', { remote_url: mistyped });
    expect(await settingsOf(fixture)).toMatchObject({ last_working_url: null });

    await fixture.json('PUT', '/local/settings', { remote_url: api.url });
    await fixture.json('POST', '/local/sync/run');
    await until('a sync', async () => (await statusOf(fixture!)).last_success_at !== null);
    await fixture.json('PUT', '/local/settings', { remote_url: mistyped });
    expect(await settingsOf(fixture)).toMatchObject({
      remote_url: mistyped,
      last_working_url: `${api.url}/`,
    });
    await check(fixture);
    expect(await statusOf(fixture)).toMatchObject({
      connection: 'unreachable',
      last_success_at: null,
    });
    // Back there, it is no way back any more.
    await fixture.json('PUT', '/local/settings', { remote_url: api.url });
    expect(await settingsOf(fixture)).toMatchObject({ last_working_url: null });
  });
});

describe('what a check finds of the key, sync knows at once', () => {
  it('a refused key pauses sync before sync itself has called the remote', async () => {
    const api = await remote();
    // Offline as the worker believes, so sync makes no call of its own: the check alone.
    fixture = await hostFixture({ online: false });
    await fixture.json('PUT', '/local/settings', { remote_url: api.url, api_key: 'wrong-key-000' });
    expect((await statusOf(fixture)).paused_reason).toBeNull();
    await check(fixture);
    expect(await statusOf(fixture)).toMatchObject({
      paused_reason: 'The server rejected the API key. Enter a valid key in Settings.',
    });
  });

  it('in the desktop shell, main’s answer is told to the worker: refused pauses, accepted lifts it', async () => {
    fixture = await hostFixture({
      shell: 'desktop',
      remoteUrl: 'https://api.example.com/',
      online: false,
      remote: { kind: 'relay', transport: { send: () => Promise.reject(new Error('unused')) } },
    });
    const refused = { outcome: 'rejected', cause: 'scope', status: 403, detail: null };
    const paused = syncStatus.parse(await fixture.json('POST', '/local/settings/checked', refused));
    expect(paused.paused_reason).toMatch(/^The API key is not allowed to do this/);
    const accepted = { outcome: 'connected', keyed: true, allowance: null, limited: null };
    await fixture.json('POST', '/local/settings/checked', accepted);
    expect((await statusOf(fixture)).paused_reason).toBeNull();
    const malformed = await fixture.send('POST', '/local/settings/checked', { outcome: 'fine' });
    expect(malformed.status).toBe(422);
  });

  it('in the desktop shell, a remote main keeps no key for reads as one without a key', async () => {
    const noKey = () => Promise.reject(new MissingKeyError('No API key is saved for …'));
    fixture = await hostFixture({
      shell: 'desktop',
      remoteUrl: 'https://api.example.com/',
      clock: undefined,
      remote: { kind: 'relay', transport: { send: noKey } },
    });
    await fixture.json('POST', '/local/sync/run');
    await until('the pause', async () => (await statusOf(fixture!)).paused_reason !== null);
    expect(await statusOf(fixture)).toMatchObject({ connection: 'not_configured' });
  });
});
