import { describe, expect, it } from 'vitest';
import { createRemoteEndpoint } from '../../electron/remote-endpoint';
import { createSettingsStore, type Settings } from '../../electron/shell-settings';
import { fakeDialog, memoryFile } from './fakes';

function setup({
  answer = 'Connect',
  launchUrl = null as string | null,
  stored = null as Partial<Settings> | null,
} = {}) {
  const dialog = fakeDialog(answer);
  const file = memoryFile();
  if (stored) void file.write(Buffer.from(JSON.stringify(stored)));
  const settings = createSettingsStore(file, launchUrl ? { remoteUrl: launchUrl } : {});
  const remote = createRemoteEndpoint({
    settings,
    showMessageBox: dialog.showMessageBox,
    launchOrigin: launchUrl && new URL(launchUrl).origin,
  });
  return { remote, settings, dialog };
}

describe('the remote endpoint', () => {
  it('asks the broker before the first origin, naming it plainly, Cancel the default', async () => {
    const { remote, dialog } = setup();
    expect(await remote.current()).toBeNull();
    await remote.change('https://API.example.com:443/broker');
    expect(dialog.showMessageBox).toHaveBeenCalledTimes(1);
    const [options] = dialog.showMessageBox.mock.calls[0]!;
    expect(options).toMatchObject({
      message: 'Connect Charter Desk to https://api.example.com?',
      buttons: ['Connect', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
    });
    expect(options.detail).toMatch(/API key and client data will be sent there/);
    expect(await remote.current()).toBe('https://api.example.com/broker/');
  });

  it('names the host as it will be reached: an IDN in punycode, the port included', async () => {
    const { remote, dialog } = setup();
    await remote.change('https://аpi.example.com:8443');
    expect(dialog.showMessageBox.mock.calls[0]![0].message).toBe(
      'Connect Charter Desk to https://xn--pi-6kc.example.com:8443?',
    );
  });

  it('changes nothing when the broker cancels', async () => {
    const { remote, dialog, settings } = setup();
    await remote.change('https://api.example.com/broker');
    dialog.answer = 'Cancel';
    await expect(remote.change('https://evil.example')).rejects.toThrow(
      'Not connected to https://evil.example: the broker cancelled; nothing changed',
    );
    expect(await remote.current()).toBe('https://api.example.com/broker/');
    expect(await settings.get()).toEqual({
      remoteUrl: 'https://api.example.com/broker/',
      confirmedOrigin: 'https://api.example.com',
    });
  });

  it('treats a dismissed dialog (any answer but Connect) as Cancel', async () => {
    const { remote } = setup({ answer: 'closed' });
    await expect(remote.change('https://api.example.com')).rejects.toThrow(/cancelled/);
    expect(await remote.current()).toBeNull();
  });

  it('needs no dialog for another path on the confirmed origin', async () => {
    const { remote, dialog } = setup();
    await remote.change('https://api.example.com/broker');
    dialog.answer = 'Cancel';
    await remote.change('https://api.example.com/v2-broker/');
    expect(dialog.showMessageBox).toHaveBeenCalledTimes(1);
    expect(await remote.current()).toBe('https://api.example.com/v2-broker/');
  });

  it('asks again for an origin left before: only the current one stays confirmed', async () => {
    const { remote, dialog } = setup();
    await remote.change('https://api.example.com');
    await remote.change('https://other.example.com');
    dialog.answer = 'Cancel';
    await expect(remote.change('https://api.example.com')).rejects.toThrow(/cancelled/);
    expect(await remote.current()).toBe('https://other.example.com/');
  });

  it('counts the URL given at launch as confirmed', async () => {
    const { remote, dialog } = setup({ answer: 'Cancel', launchUrl: 'http://127.0.0.1:8787/' });
    expect(await remote.current()).toBe('http://127.0.0.1:8787/');
    await remote.change('http://127.0.0.1:8787/other');
    expect(await remote.current()).toBe('http://127.0.0.1:8787/other/');
    // Another port is another origin.
    await expect(remote.change('http://127.0.0.1:9000')).rejects.toThrow(/cancelled/);
    expect(dialog.showMessageBox).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['before origins were confirmed', { remoteUrl: 'https://evil.example/' }],
    [
      'for another origin',
      { remoteUrl: 'https://evil.example/', confirmedOrigin: 'https://api.example.com' },
    ],
  ])('does not use a stored URL confirmed %s', async (_what, stored) => {
    const { remote } = setup({ stored, launchUrl: 'http://127.0.0.1:8787/' });
    expect(await remote.current()).toBeNull();
  });

  it('shows one dialog at a time, each answer for its own URL', async () => {
    const { remote, dialog } = setup();
    let open = 0;
    let most = 0;
    dialog.showMessageBox.mockImplementation(async (options) => {
      most = Math.max(most, ++open);
      await new Promise((resolve) => setTimeout(resolve, 5));
      open--;
      return { response: options.message?.includes('evil') ? 1 : 0 };
    });
    const [good, evil] = await Promise.allSettled([
      remote.change('https://api.example.com'),
      remote.change('https://evil.example'),
    ]);
    expect(most).toBe(1);
    expect(good.status).toBe('fulfilled');
    expect(evil.status).toBe('rejected');
    expect(await remote.current()).toBe('https://api.example.com/');
  });
});
