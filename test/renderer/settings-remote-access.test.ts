// Where the Settings screen sends the remote URL and the key: the worker in a browser; in
// the desktop shell main (window.desktop, faked here since Electron cannot run in Node),
// with the worker told only the URL main confirmed and never the key.
import { describe, expect, it } from 'vitest';
import { browserAccess, desktopAccess } from '../../renderer/settings/remote-access';
import type { DesktopInfo } from '../../shared/desktop/desktop-api';
import type { RemoteCheck, SettingsChange, SettingsView } from '../../shared/rpc/local/settings';

const CONNECTED: RemoteCheck = {
  outcome: 'connected',
  keyed: true,
  allowance: null,
  limited: null,
};

function fakeLocal(view: Partial<SettingsView> = {}) {
  const changes: SettingsChange[] = [];
  let resumes = 0;
  let current: SettingsView = {
    workspace: 'remote',
    database: 'charter-desk-remote:https://api.example.com',
    shell: 'browser',
    remote_url: 'https://api.example.com/',
    last_working_url: null,
    has_api_key: true,
    reserve_percent: 10,
    working_hours: { start: '07:00', end: '21:00' },
    time_zone: 'Europe/Lisbon',
    unreadable_settings: [],
    ...view,
  };
  return {
    changes,
    resumes: () => resumes,
    settings: async () => current,
    changeSettings: async ({ body: change }: { body: SettingsChange }) => {
      changes.push(change);
      current = { ...current, remote_url: change.remote_url ?? current.remote_url };
      return current;
    },
    resumeSync: async () => {
      resumes += 1;
      return {} as never;
    },
    checkRemote: async () => CONNECTED,
    noted: [] as RemoteCheck[],
    async noteCheck({ body: check }: { body: RemoteCheck }) {
      this.noted.push(check);
      return {} as never;
    },
  };
}

function fakeDesktop(info: Partial<DesktopInfo> = {}, options: { cancel?: boolean } = {}) {
  const calls: string[] = [];
  let state: DesktopInfo = {
    appVersion: '0.1.0',
    platform: 'linux',
    secureStorage: true,
    hasApiKey: false,
    remoteUrl: null,
    updateReady: null,
    ...info,
  };
  const desktop: Parameters<typeof desktopAccess>[0] = {
    getInfo: async () => state,
    setApiKey: async (key) => {
      calls.push(`setApiKey ${key}`);
      state = { ...state, hasApiKey: true };
    },
    clearApiKey: async () => {
      calls.push('clearApiKey');
      state = { ...state, hasApiKey: false };
    },
    setRemoteUrl: async (url) => {
      calls.push(`setRemoteUrl ${url}`);
      if (options.cancel) throw new Error('The broker cancelled');
      state = { ...state, remoteUrl: `${url.replace(/\/$/, '')}/` };
    },
    checkRemote: async () => {
      calls.push('checkRemote');
      return { ...CONNECTED, keyed: state.hasApiKey };
    },
  };
  return { desktop, calls };
}

describe('browser', () => {
  it('the worker keeps the URL and the key', async () => {
    const local = fakeLocal();
    const access = browserAccess(local);
    expect(await access.read()).toEqual({
      shell: 'browser',
      remoteUrl: 'https://api.example.com/',
      hasApiKey: true,
      canStoreKey: true,
    });
    await access.setRemoteUrl('https://other.example.com/v2/');
    await access.setApiKey('key-1');
    await access.clearApiKey();
    await access.disconnect!();
    expect(await access.check()).toEqual(CONNECTED);
    expect(local.changes).toEqual([
      { remote_url: 'https://other.example.com/v2/' },
      { api_key: 'key-1' },
      { api_key: null },
      { remote_url: null },
    ]);
  });
});

describe('desktop', () => {
  it('reads the key and the URL from main, and whether a key can be kept at all', async () => {
    const { desktop } = fakeDesktop({ secureStorage: false, remoteUrl: 'https://a.example/' });
    expect(await desktopAccess(desktop, fakeLocal({ has_api_key: false })).read()).toEqual({
      shell: 'desktop',
      remoteUrl: 'https://a.example/',
      hasApiKey: false,
      canStoreKey: false,
    });
  });

  it('a URL goes to main first, then the worker learns the URL main confirmed', async () => {
    const { desktop, calls } = fakeDesktop();
    const local = fakeLocal();
    const outcome = await desktopAccess(desktop, local).setRemoteUrl('https://b.example/api');
    expect(calls).toEqual(['setRemoteUrl https://b.example/api']);
    expect(local.changes).toEqual([{ remote_url: 'https://b.example/api/' }]);
    expect(outcome).toEqual({ saved: true, remoteUrl: 'https://b.example/api/' });
  });

  it('a cancelled confirmation changes nothing, and the worker hears nothing', async () => {
    const { desktop } = fakeDesktop({ remoteUrl: 'https://a.example/' }, { cancel: true });
    const local = fakeLocal();
    const access = desktopAccess(desktop, local);
    expect(await access.setRemoteUrl('https://evil.example/')).toEqual({ saved: false });
    expect(local.changes).toEqual([]);
    expect((await access.read()).remoteUrl).toBe('https://a.example/');
  });

  it('the key goes to main only, never to the worker, and sync resumes at once', async () => {
    const { desktop, calls } = fakeDesktop({ remoteUrl: 'https://a.example/' });
    const local = fakeLocal();
    const access = desktopAccess(desktop, local);
    await access.setApiKey('secret-key');
    expect(calls).toEqual(['setApiKey secret-key']);
    expect(local.changes).toEqual([]);
    // A pause the old key (or none) caused ends: the worker cannot see the key change.
    expect(local.resumes()).toBe(1);
    expect((await access.read()).hasApiKey).toBe(true);
    await access.clearApiKey();
    expect((await access.read()).hasApiKey).toBe(false);
    expect(JSON.stringify(local.changes)).not.toContain('secret-key');
  });

  it('a key main refused: its reason as main says it, without the channel; no resume', async () => {
    const { desktop } = fakeDesktop({ remoteUrl: 'https://a.example/' });
    const reason =
      'The remote refused this key: the previous key is kept, and sync goes on with it.';
    desktop.setApiKey = () =>
      Promise.reject(
        new Error(`Error invoking remote method 'charter:set-api-key': Error: ${reason}`),
      );
    const local = fakeLocal();
    await expect(desktopAccess(desktop, local).setApiKey('wrong')).rejects.toThrow(
      new Error(reason),
    );
    expect(local.resumes()).toBe(0);
  });

  it('main checks the remote with the key it keeps; the worker only hears the answer', async () => {
    const { desktop, calls } = fakeDesktop({ remoteUrl: 'https://a.example/', hasApiKey: true });
    const local = { ...fakeLocal(), checkRemote: () => Promise.reject(new Error('not here')) };
    expect(await desktopAccess(desktop, local).check()).toEqual(CONNECTED);
    expect(calls).toEqual(['checkRemote']);
    // The worker hears what main found, so a refused key pauses sync at once.
    expect(local.noted).toEqual([CONNECTED]);
  });

  it('offers no disconnect: main owns the URL', () => {
    expect(desktopAccess(fakeDesktop().desktop, fakeLocal()).disconnect).toBeNull();
  });
});
