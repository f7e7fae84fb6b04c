import { describe, expect, it, vi } from 'vitest';
import { registerIpcHandlers, type IpcHandlersDeps } from '../../electron/ipc-handlers';
import { handleIpc, type IpcInvokeEventLike, type IpcMainLike } from '../../electron/ipc';
import { createKeyVault, type SafeStorageLike } from '../../electron/key-vault';
import { createRemoteEndpoint } from '../../electron/remote-endpoint';
import { createRemoteCheck } from '../../electron/remote-check';
import { createRemoteTransport } from '../../electron/remote-transport';
import { createSettingsStore } from '../../electron/settings';
import { desktopChannels } from '../../shared/desktop/desktop-api';
import { ParseError } from '../../shared/encoding/parse-unknown';
import { z } from 'zod';
import { makeProblem } from '../../shared/api';
import { fakeDialog, memoryFile } from './fakes';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPdfSaver } from '../../electron/pdf-saver';
import { createExportWriter } from '../../electron/export-writer';
import { createLogFile } from '../../electron/log-file';
import { startAppUpdates } from '../../electron/updater';
import { createMailOpener } from '../../electron/mail-link';

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

const safeStorage: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (text) => Buffer.from(text, 'utf8').reverse(),
  decryptString: (data) => Buffer.from(data).reverse().toString('utf8'),
};

describe('the desktop API in main', () => {
  // The broker answers Connect unless a test says otherwise.
  function setup(remoteFetch?: IpcHandlersDeps['remoteFetch']) {
    const fake = fakeIpcMain();
    const vault = createKeyVault(safeStorage, memoryFile(), 'darwin');
    const settings = createSettingsStore(memoryFile());
    const dialog = fakeDialog('Connect');
    const remote = createRemoteEndpoint({ settings, showMessageBox: dialog.showMessageBox });
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
    const reaching = { fetch, vault, remote };
    const notify = vi.fn();
    const openExternal = vi.fn(async (_url: string) => undefined);
    const showSaveDialog = vi.fn(async (_options: object) => ({ canceled: true }));
    const showItemInFolder = vi.fn((_path: string) => undefined);
    registerIpcHandlers({
      ipcMain: fake.ipcMain,
      appVersion: '0.1.0',
      platform: 'linux',
      vault,
      remote,
      remoteFetch: remoteFetch ?? createRemoteTransport(reaching),
      checkRemote: createRemoteCheck(reaching),
      exports: createExportWriter(async () => ({ canceled: true })),
      savePdf: createPdfSaver({ showSaveDialog, page: () => null, showItemInFolder }),
      log: createLogFile(join(tmpdir(), `charter-ipc-${process.pid}.log`)),
      updates: startAppUpdates({ source: null, onReady: () => undefined, log: () => undefined }),
      notify,
      openMail: createMailOpener(openExternal),
    });
    return {
      ...fake,
      vault,
      settings,
      dialog,
      fetch,
      notify,
      openExternal,
      showSaveDialog,
      showItemInFolder,
    };
  }

  const listClients = { method: 'GET', url: '/v1/clients', headers: {}, body: null };

  it('registers every channel the page invokes, each with the prefix', () => {
    const { handlers } = setup();
    const invoked = Object.values(desktopChannels).filter(
      (channel) => channel !== desktopChannels.onEvent,
    );
    expect([...handlers.keys()].sort()).toEqual(invoked.sort());
  });

  it('shows a notification the page asks for, and refuses one that names no thread', async () => {
    const { invoke, notify } = setup();
    const notice = {
      title: 'Quote from Harbor Jets',
      body: 'Trip #1001 · KTEB → KPBI',
      tag: 'quote|1',
      thread: {
        trip_request_id: '0d000000-0000-4000-8000-000000000001',
        rfq_id: '0d000000-0000-4000-8000-000000000002',
      },
    };
    await invoke(desktopChannels.showNotification, [notice]);
    expect(notify).toHaveBeenCalledWith(notice);
    for (const bad of [
      { ...notice, thread: { trip_request_id: '../../settings', rfq_id: 'x' } },
      { ...notice, title: 'x'.repeat(201) },
      { ...notice, onclick: 'alert(1)' },
    ]) {
      await expect(invoke(desktopChannels.showNotification, [bad])).rejects.toThrow(ParseError);
    }
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('opens only a mailto: it builds from a checked address, subject and body', async () => {
    const { invoke, openExternal } = setup();
    const draft = { to: 'ada@example.com', subject: 'Your proposal', body: 'Dear Ada,\nAttached.' };
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      // A URL given as it is, as the address, or beside the parts: refused all the same.
      for (const args of [[url], [{ ...draft, to: url }], [{ ...draft, url }]]) {
        await expect(invoke(desktopChannels.openMail, args), url).rejects.toThrow(ParseError);
      }
    }
    for (const bad of [
      { ...draft, to: 'ada@example.com?cc=eve@evil.example' },
      { ...draft, to: 'ada@example.com,eve@evil.example' },
      { ...draft, subject: 'Hi\r\nBcc: eve@evil.example' },
      { ...draft, body: 'x'.repeat(2001) },
    ]) {
      await expect(invoke(desktopChannels.openMail, [bad])).rejects.toThrow(ParseError);
    }
    expect(openExternal).not.toHaveBeenCalled();
    await invoke(desktopChannels.openMail, [draft]);
    expect(openExternal.mock.calls).toEqual([
      ['mailto:ada@example.com?subject=Your%20proposal&body=Dear%20Ada%2C%0D%0AAttached.'],
    ]);
  });

  it('saves a PDF only where the broker picks in main’s dialog: the page names no path', async () => {
    const { invoke, showSaveDialog, showItemInFolder } = setup();
    const sheet = { kind: 'quote-sheet', reveal: false };
    for (const name of ['/etc/cron.d/sheet.pdf', '../sheet.pdf', 'C:\\sheet.pdf', '.sheet.pdf']) {
      const args = [name, 'A4', sheet];
      await expect(invoke(desktopChannels.savePdf, args), name).rejects.toThrow(ParseError);
    }
    // What to show in the folder is never a path from the page, and the kind is one of two.
    const proposal = { kind: 'proposal', reveal: true };
    for (const save of [
      { ...proposal, reveal: '/home/broker/.ssh/id_rsa' },
      { ...proposal, path: '/home/broker/.ssh/id_rsa' },
      { ...proposal, kind: 'invoice' },
      { ...proposal, kind: 'Save your password as PDF' },
      { reveal: true },
      undefined,
    ]) {
      const args = ['proposal-trip-7.pdf', 'A4', save];
      await expect(invoke(desktopChannels.savePdf, args), JSON.stringify(save)).rejects.toThrow(
        ParseError,
      );
    }
    expect(showSaveDialog).not.toHaveBeenCalled();
    // A plain name is only the dialog's suggestion; cancelled, nothing is saved nor shown.
    expect(await invoke(desktopChannels.savePdf, ['proposal-trip-7.pdf', 'A4', proposal])).toBe(
      null,
    );
    expect(showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Save proposal as PDF',
        defaultPath: 'proposal-trip-7.pdf',
      }),
    );
    expect(showItemInFolder).not.toHaveBeenCalled();
  });

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

  it('takes an export part as text or bytes, each within 16 MB, and nothing else', async () => {
    const { invoke } = setup();
    const id = '6f9619ff-8b86-4d01-b42d-00c04fc964ff';
    const tooLarge = 16 * 1024 * 1024 + 1;
    const refused = [new Uint8Array(tooLarge), 'x'.repeat(tooLarge), {}, 42];
    for (const part of refused) {
      await expect(invoke(desktopChannels.writeExport, [id, part])).rejects.toThrow(ParseError);
    }
    // Well-formed parts reach the writer, which knows no such export.
    for (const part of [new TextEncoder().encode('Zoë\r\n'), 'Zoë\r\n']) {
      await expect(invoke(desktopChannels.writeExport, [id, part])).rejects.toThrow(/No export/);
    }
  });
});
