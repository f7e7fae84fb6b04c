// main's desktop API and the API key: kept per confirmed origin, never handed back, never led
// to another origin by the page, a working key kept until the remote accepts a new one.
import { describe, expect, it, vi } from 'vitest';
import { desktopChannels } from '../../shared/desktop/desktop-api';
import { ParseError } from '../../shared/encoding/parse-unknown';
import { makeProblem } from '../../shared/api';

import { listClients, setupDesktopApi as setup } from './ipc-fixture';

describe('the key and the remote in main', () => {
  it('stores a key but never hands it back', async () => {
    const { invoke } = setup();
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com']);
    await invoke(desktopChannels.setApiKey, ['ck_live_123']);
    const info = await invoke(desktopChannels.getInfo, []);
    expect(info).toEqual({
      appVersion: '0.1.0',
      platform: 'linux',
      secureStorage: true,
      hasApiKey: true,
      remoteUrl: 'https://api.example.com/',
      updateReady: null,
    });
    expect(JSON.stringify(info)).not.toContain('ck_live_123');
  });

  it.each([
    ['in clear text', 'http://api.example.com'],
    ['to / of the origin (an empty query)', 'https://api.example.com/base/?'],
    ['to / of the origin (an empty fragment)', 'https://api.example.com/base/#'],
    ['with credentials', 'https://user:pw@api.example.com/base/'],
  ])('refuses a remote URL that would send the key %s', async (_what, url) => {
    const { invoke } = setup();
    await expect(invoke(desktopChannels.setRemoteUrl, [url])).rejects.toThrow(ParseError);
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({ remoteUrl: null });
  });

  it('stores the remote URL normalized, its base path kept', async () => {
    const { invoke } = setup();
    await invoke(desktopChannels.setRemoteUrl, ['https://API.example.com/broker']);
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({
      remoteUrl: 'https://api.example.com/broker/',
    });
  });

  it('refuses a key before there is a remote URL to bind it to', async () => {
    const { invoke } = setup();
    await expect(invoke(desktopChannels.setApiKey, ['ck_live_123'])).rejects.toThrow(
      /Set the remote API URL first/,
    );
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({ hasApiKey: false });
  });

  it('never lets the page lead the key to another origin; coming back finds it again', async () => {
    const { invoke, fetch } = setup();
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com/broker']);
    await invoke(desktopChannels.setApiKey, ['ck_live_123']);
    // The same origin keeps its key.
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com/v2-broker']);
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({ hasApiKey: true });
    // What an injected script would do: point the URL elsewhere, then ask for a fetch or a check.
    await invoke(desktopChannels.setRemoteUrl, ['https://evil.example']);
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({ hasApiKey: false });
    await expect(invoke(desktopChannels.remoteFetch, [listClients])).rejects.toThrow(
      'No API key is saved for https://evil.example',
    );
    await invoke(desktopChannels.checkRemote, []);
    const [[checked, init]] = fetch.mock.calls as [[string, RequestInit]];
    expect(checked).toMatch(/^https:\/\/evil\.example\/v1\/clients\//);
    expect(new Headers(init.headers).get('authorization')).toBeNull();
    fetch.mockClear();
    // Back on the origin it was entered for, the key is there again, and goes there alone.
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com']);
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({ hasApiKey: true });
    await invoke(desktopChannels.remoteFetch, [listClients]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['https://api.example.com/v1/clients']);
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('authorization')).toBe(
      'Bearer ck_live_123',
    );
  });

  it('keeps the working key until the remote accepts a new one; a refused one is not stored', async () => {
    const { invoke, fetch } = setup();
    // The remote as the API answers the check: a key it does not know is a 401, one it
    // knows reaches the unknown client (404) with the allowance.
    fetch.mockImplementation(async (_url: string, init: RequestInit) => {
      const authorization = new Headers(init.headers).get('authorization');
      if (authorization === 'Bearer ck_wrong_000') {
        return new Response(null, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
      }
      return new Response(JSON.stringify(makeProblem('not_found')), {
        status: 404,
        headers: {
          'Content-Type': 'application/problem+json',
          'X-Quota-Limit': '1000',
          'X-Quota-Remaining': '900',
          'X-Quota-Reset': '1790000000',
        },
      });
    });
    const sentWith = async () => {
      fetch.mockClear();
      await invoke(desktopChannels.remoteFetch, [listClients]);
      return new Headers(fetch.mock.calls[0]![1].headers).get('authorization');
    };
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com']);
    await invoke(desktopChannels.setApiKey, ['ck_live_123']);
    await expect(invoke(desktopChannels.setApiKey, ['ck_wrong_000'])).rejects.toThrow(
      'The remote refused this key: the previous key is kept, and sync goes on with it.',
    );
    expect(await sentWith()).toBe('Bearer ck_live_123');
    await invoke(desktopChannels.setApiKey, ['ck_live_456']);
    expect(await sentWith()).toBe('Bearer ck_live_456');
  });

  it('clears the key of the current origin alone', async () => {
    const { invoke } = setup();
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com']);
    await invoke(desktopChannels.setApiKey, ['ck_live_123']);
    await invoke(desktopChannels.setRemoteUrl, ['https://other.example.com']);
    await invoke(desktopChannels.setApiKey, ['ck_other_456']);
    await invoke(desktopChannels.clearApiKey, []);
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({ hasApiKey: false });
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com']);
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({ hasApiKey: true });
  });

  it('never connects to an origin the broker did not confirm, nor re-binds the key to it', async () => {
    const { invoke, fetch, dialog } = setup();
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com/broker']);
    await invoke(desktopChannels.setApiKey, ['ck_live_123']);
    // What an injected script would do: point the URL elsewhere, store a key, send data.
    dialog.answer = 'Cancel';
    await expect(invoke(desktopChannels.setRemoteUrl, ['https://evil.example'])).rejects.toThrow(
      /the broker cancelled/,
    );
    // Kept for the confirmed origin, and only once that remote accepts it: this one does not
    // answer as the API, so the working key stays.
    await expect(invoke(desktopChannels.setApiKey, ['ck_chosen_by_the_page'])).rejects.toThrow(
      /the previous key is kept/,
    );
    fetch.mockClear();
    await invoke(desktopChannels.remoteFetch, [listClients]);
    expect(dialog.showMessageBox).toHaveBeenCalledTimes(2);
    expect(dialog.showMessageBox.mock.calls[1]?.[0].message).toBe(
      'Connect Charter Desk to https://evil.example?',
    );
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({
      remoteUrl: 'https://api.example.com/broker/',
      hasApiKey: true,
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://api.example.com/broker/v1/clients',
    ]);
  });

  it('sends nothing before the broker confirmed a first remote', async () => {
    const { invoke, fetch, dialog } = setup();
    dialog.answer = 'Cancel';
    await expect(invoke(desktopChannels.setRemoteUrl, ['https://evil.example'])).rejects.toThrow(
      /the broker cancelled/,
    );
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({ remoteUrl: null });
    await expect(invoke(desktopChannels.setApiKey, ['ck_live_123'])).rejects.toThrow(
      /Set the remote API URL first/,
    );
    await expect(invoke(desktopChannels.remoteFetch, [listClients])).rejects.toThrow(
      /No remote API URL is set and confirmed/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses to send to a stored URL whose origin was never confirmed', async () => {
    const { invoke, fetch, vault, settings } = setup();
    // A settings file from before origins were confirmed, with a key stored for its origin.
    await settings.update({ remoteUrl: 'https://evil.example/' });
    await vault.set('ck_live_123', 'https://evil.example');
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({
      remoteUrl: null,
      hasApiKey: false,
    });
    await expect(invoke(desktopChannels.remoteFetch, [listClients])).rejects.toThrow(
      /No remote API URL is set and confirmed/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not claim a key that is bound to another origin than the remote URL', async () => {
    const { invoke, vault } = setup();
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com']);
    await vault.set('ck_live_123', 'https://old.example.com');
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({ hasApiKey: false });
  });

  it('forwards only well-formed /v1 requests to the remote', async () => {
    const remoteFetch = vi.fn(async () => ({ status: 200, headers: {}, body: '{}' }));
    const { invoke } = setup(remoteFetch);
    const request = { method: 'GET', url: '/v1/clients?limit=5', headers: {}, body: null };
    expect(await invoke(desktopChannels.remoteFetch, [request])).toEqual({
      status: 200,
      headers: {},
      body: '{}',
    });
    await expect(
      invoke(desktopChannels.remoteFetch, [{ ...request, url: '/_sim/clock' }]),
    ).rejects.toThrow(/v1/);
    await expect(
      invoke(desktopChannels.remoteFetch, [{ ...request, method: 'TRACE' }]),
    ).rejects.toThrow(ParseError);
    await expect(invoke(desktopChannels.remoteFetch, [{ ...request, body: '{}' }])).rejects.toThrow(
      /GET request has no body/,
    );
    expect(remoteFetch).toHaveBeenCalledTimes(1);
  });
});
