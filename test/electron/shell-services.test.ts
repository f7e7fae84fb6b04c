// Main's services as shell-services.ts wires them (what main.ts and the desktop harness both
// run): where the key and the settings are kept, the remote a launcher gives, the requests
// in flight, and the menu's actions on their way to the page.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IpcInvokeEventLike, IpcMainLike } from '../../electron/ipc';
import { openKeyVault } from '../../electron/key-vault';
import { createLogFile } from '../../electron/log-file';
import { startShellServices, type ShellServicesDeps } from '../../electron/shell-services';
import { desktopChannels } from '../../shared/desktop/desktop-api';
import { harnessNotifications } from '../support/desktop-harness/electron-notification';
import { harnessSafeStorage } from '../support/desktop-harness/safe-storage';
import { standInUpdater } from '../support/desktop-harness/auto-updater';
import { fakeDialog } from './fakes';

type Listener = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;
const ours: IpcInvokeEventLike = {
  senderFrame: { url: 'app://charter-desk/index.html', parent: null },
};

let userData: string | undefined;
afterEach(async () => {
  if (userData) await rm(userData, { recursive: true, force: true });
  userData = undefined;
});

async function start(deps: Partial<ShellServicesDeps> = {}) {
  userData = await mkdtemp(join(tmpdir(), 'charter-shell-'));
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
  };
  const dialog = fakeDialog('Connect');
  const sent: unknown[][] = [];
  const notifications = harnessNotifications(async () => undefined);
  const openedExternally: string[] = [];
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"items":[]}'));
  const vault = openKeyVault(userData, harnessSafeStorage(), 'linux');
  const logPath = join(userData, 'logs', 'charter-desk.log');
  const services = startShellServices({
    ipcMain,
    userData,
    appName: 'Charter Desk',
    appVersion: '1.2.3',
    platform: 'linux',
    vault,
    fetch,
    showMessageBox: dialog.showMessageBox,
    showSaveDialog: async () => ({ canceled: true }),
    // As main.ts opens it: the vault's keys are cut out of every line.
    log: createLogFile(logPath, { secrets: () => vault.keys() }),
    openLogsFolder: () => undefined,
    page: () => ({
      send: (...args) => void sent.push(args),
      printToPDF: async () => new TextEncoder().encode('%PDF-1.4'),
    }),
    makeNotification: notifications.make,
    focusWindow: notifications.focus,
    openExternal: async (url) => void openedExternally.push(url),
    showItemInFolder: () => undefined,
    ...deps,
  });
  const invoke = (channel: string, ...args: unknown[]) => handlers.get(channel)!(ours, ...args);
  return {
    services,
    invoke,
    dialog,
    fetch,
    sent,
    notifications,
    openedExternally,
    folder: userData,
    logPath,
  };
}

describe('main’s services', () => {
  it('keep the key encrypted and the remote in the user data folder', async () => {
    const { invoke, folder } = await start();
    await invoke(desktopChannels.setRemoteUrl, 'https://api.example.com/broker');
    await invoke(desktopChannels.setApiKey, 'ck_live_kept_by_main');
    const stored = await readFile(join(folder, 'api-key.bin'));
    expect(stored.includes('ck_live_kept_by_main')).toBe(false);
    expect(JSON.parse(await readFile(join(folder, 'settings.json'), 'utf8'))).toEqual({
      remoteUrl: 'https://api.example.com/broker/',
      confirmedOrigin: 'https://api.example.com',
    });
    expect(await invoke(desktopChannels.getInfo)).toEqual({
      appVersion: '1.2.3',
      platform: 'linux',
      secureStorage: true,
      hasApiKey: true,
      remoteUrl: 'https://api.example.com/broker/',
      updateReady: null,
    });
  });

  it('use the remote a launcher gave, normalized, without asking the broker', async () => {
    const { invoke, dialog, fetch, services } = await start({
      launchRemoteUrl: 'http://127.0.0.1:8787',
    });
    expect(await invoke(desktopChannels.getInfo)).toMatchObject({
      remoteUrl: 'http://127.0.0.1:8787/',
    });
    await invoke(desktopChannels.setApiKey, 'ck_local_key');
    const request = { method: 'GET', url: '/v1/clients', headers: {}, body: null };
    const answer = invoke(desktopChannels.remoteFetch, request);
    expect(services.requests.count()).toBe(1);
    expect(await answer).toMatchObject({ status: 200, body: '{"items":[]}' });
    await services.requests.settled(60_000);
    expect(services.requests.count()).toBe(0);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:8787/v1/clients');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer ck_local_key');
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('log no stored key, even bare inside an error message', async () => {
    const { invoke, logPath } = await start();
    await invoke(desktopChannels.setRemoteUrl, 'https://api.example.com/broker');
    await invoke(desktopChannels.setApiKey, 'ck_live_kept_by_main');
    await invoke(
      desktopChannels.logError,
      'TypeError: invalid header value ck_live_kept_by_main (from the relay)',
    );
    expect(await readFile(logPath, 'utf8')).toMatch(
      /\[renderer\] TypeError: invalid header value \[key\] \(from the relay\)\n$/,
    );
  });

  it('send the menu’s actions and main’s events to the page, on the event channel', async () => {
    const { services, sent } = await start();
    const file = services.menu.find((item) => item.label === 'File')!;
    const newClient = (file.submenu as { label?: string; click?: () => void }[]).find(
      (item) => item.label === 'New Client',
    )!;
    newClient.click!();
    services.send({ type: 'power', state: 'suspend' });
    expect(sent).toEqual([
      [desktopChannels.onEvent, { type: 'menu', action: 'new-client' }],
      [desktopChannels.onEvent, { type: 'power', state: 'suspend' }],
    ]);
  });

  it('tell the page of a downloaded update, and install it when the page asks', async () => {
    const updater = standInUpdater();
    const { services, invoke, sent } = await start({
      updates: { url: 'https://updates.example.com/', updater: () => updater },
    });
    expect(await invoke(desktopChannels.getInfo)).toMatchObject({ updateReady: null });
    updater.downloaded('0.2.0');
    expect(sent).toEqual([[desktopChannels.onEvent, { type: 'update-ready', version: '0.2.0' }]]);
    expect(await invoke(desktopChannels.getInfo)).toMatchObject({ updateReady: '0.2.0' });
    await invoke(desktopChannels.installUpdate);
    expect(updater.asked.installs).toBe(1);
    services.stop();
  });

  it('show a notification the page asks for; its click brings the window and opens its thread', async () => {
    const { invoke, notifications, sent } = await start();
    const thread = {
      trip_request_id: '0d000000-0000-4000-8000-000000000001',
      rfq_id: '0d000000-0000-4000-8000-000000000002',
    };
    const notice = { title: 'Quote from Harbor Jets', body: 'Trip #1001', tag: 'quote|1', thread };
    await invoke(desktopChannels.showNotification, notice);
    // The same event told again replaces its notification rather than adding one.
    await invoke(desktopChannels.showNotification, { ...notice, body: 'Trip #1001 (again)' });
    const [first, second] = notifications.made;
    expect(first).toMatchObject({ title: 'Quote from Harbor Jets', shown: true, closed: true });
    expect(second).toMatchObject({ body: 'Trip #1001 (again)', shown: true, closed: false });
    expect(sent).toEqual([]);

    await second!.click();
    expect(notifications.focused).toBe(1);
    expect(sent).toEqual([[desktopChannels.onEvent, { type: 'notification-click', thread }]]);
  });

  it('show no notification where the system has none', async () => {
    const { invoke, sent } = await start({ makeNotification: () => null });
    expect(
      invoke(desktopChannels.showNotification, {
        title: 'Message from Harbor Jets',
        body: '',
        tag: 'message|1',
        thread: {
          trip_request_id: '0d000000-0000-4000-8000-000000000001',
          rfq_id: '0d000000-0000-4000-8000-000000000002',
        },
      }),
    ).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('open a new mail in the mail client as a mailto: of its parts, and nothing else', async () => {
    const { invoke, openedExternally } = await start();
    await invoke(desktopChannels.openMail, { to: 'ada@example.com', subject: 'Hi', body: 'A\nB' });
    expect(() => invoke(desktopChannels.openMail, 'https://evil.example/')).toThrow(
      /Invalid arguments of charter-desk:open-mail/,
    );
    expect(openedExternally).toEqual(['mailto:ada@example.com?subject=Hi&body=A%0D%0AB']);
  });

  it('drop an event while no window is open', async () => {
    const { services } = await start({ page: () => null });
    expect(() => services.send({ type: 'power', state: 'resume' })).not.toThrow();
  });
});
