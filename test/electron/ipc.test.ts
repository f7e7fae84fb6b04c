import { describe, expect, it, vi } from 'vitest';
import { registerDesktopApi } from '../../electron/desktop-api';
import { handleIpc, type IpcInvokeEventLike, type IpcMainLike } from '../../electron/ipc';
import type { KeyVault } from '../../electron/key-vault';
import type { SettingsStore } from '../../electron/settings';
import { desktopChannels } from '../../shared/rpc/desktop-api';
import { ParseError } from '../../shared/rpc/parse-unknown';
import { z } from 'zod';

type Listener = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
  };
  const ours: IpcInvokeEventLike = {
    senderFrame: { url: 'app://charter-desk/index.html', parent: null },
  };
  const invoke = async (channel: string, args: unknown[], event = ours) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(event, ...args);
  };
  return { ipcMain, handlers, invoke };
}

describe('handleIpc', () => {
  it('refuses a channel without the app prefix', () => {
    const { ipcMain } = fakeIpcMain();
    expect(() => handleIpc(ipcMain, 'get-info', z.tuple([]), () => 1)).toThrow(/prefix/);
  });

  it('answers our main frame with parsed arguments', async () => {
    const { ipcMain, invoke } = fakeIpcMain();
    handleIpc(ipcMain, 'charter-desk:add', z.tuple([z.int(), z.int()]), (a, b) => a + b);
    expect(await invoke('charter-desk:add', [2, 3])).toBe(5);
    await expect(invoke('charter-desk:add', [2, '3'])).rejects.toThrow(ParseError);
    await expect(invoke('charter-desk:add', [2, 3, 4])).rejects.toThrow(
      /arguments of charter-desk:add/,
    );
  });

  it.each([
    ['a sub-frame', { url: 'app://charter-desk/index.html', parent: {} }],
    ['another origin', { url: 'https://evil.example/', parent: null }],
    ['a destroyed frame', null],
  ])('refuses %s', async (_what, senderFrame) => {
    const { ipcMain, invoke } = fakeIpcMain();
    const handler = vi.fn();
    handleIpc(ipcMain, 'charter-desk:x', z.tuple([]), handler);
    await expect(invoke('charter-desk:x', [], { senderFrame })).rejects.toThrow(/Refused/);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('the desktop API in main', () => {
  function setup() {
    const fake = fakeIpcMain();
    let stored: string | null = null;
    const vault: KeyVault = {
      isSecure: () => true,
      set: async (key) => void (stored = key),
      get: async () => stored,
      has: async () => stored !== null,
      clear: async () => void (stored = null),
    };
    let remoteUrl: string | null = null;
    const settings: SettingsStore = {
      get: async () => ({ remoteUrl }),
      update: async (patch) => void (remoteUrl = patch.remoteUrl ?? remoteUrl),
    };
    const remoteFetch = vi.fn(async () => ({ status: 200, headers: {}, body: '{}' }));
    registerDesktopApi({
      ipcMain: fake.ipcMain,
      appVersion: '0.1.0',
      platform: 'linux',
      vault,
      settings,
      remoteFetch,
    });
    return { ...fake, remoteFetch };
  }

  it('registers every channel with the prefix', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(Object.values(desktopChannels).sort());
  });

  it('stores a key but never hands it back', async () => {
    const { invoke } = setup();
    await invoke(desktopChannels.setApiKey, ['ck_live_123']);
    const info = await invoke(desktopChannels.getInfo, []);
    expect(info).toEqual({
      appVersion: '0.1.0',
      platform: 'linux',
      secureStorage: true,
      hasApiKey: true,
      remoteUrl: null,
    });
    expect(JSON.stringify(info)).not.toContain('ck_live_123');
  });

  it('refuses a remote URL that would send the key in clear text', async () => {
    const { invoke } = setup();
    await expect(invoke(desktopChannels.setRemoteUrl, ['http://api.example.com'])).rejects.toThrow(
      ParseError,
    );
    await invoke(desktopChannels.setRemoteUrl, ['https://api.example.com']);
    expect(await invoke(desktopChannels.getInfo, [])).toMatchObject({
      remoteUrl: 'https://api.example.com',
    });
  });

  it('forwards only well-formed /v1 requests to the remote', async () => {
    const { invoke, remoteFetch } = setup();
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
    expect(remoteFetch).toHaveBeenCalledTimes(1);
  });
});
