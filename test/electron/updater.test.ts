// The desktop app's updates, with electron-updater's events played by a stand-in: checked
// at start and every few hours from the build's generic URL, downloaded in the background,
// then waiting for the broker's Restart; a build without an update URL checks nothing.
import { describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, startAppUpdates, type UpdateTimers } from '../../electron/updater';
import { publishArgs, updateUrlFrom } from '../../electron/scripts/update-url.mjs';
import { standInUpdater } from '../support/desktop-harness/auto-updater';

const URL = 'https://updates.example.com/charter-desk/';

function fakeTimers() {
  const every: { run: () => void; ms: number }[] = [];
  const timers: UpdateTimers = {
    setInterval: (run, ms) => every.push({ run, ms }),
    clearInterval: vi.fn(),
  };
  return { timers, every };
}

function start(source: 'with a URL' | 'without one' = 'with a URL') {
  const updater = standInUpdater();
  const { timers, every } = fakeTimers();
  const taken = vi.fn(() => updater);
  const ready: string[] = [];
  const logged: string[] = [];
  const updates = startAppUpdates({
    source: source === 'with a URL' ? { url: URL, updater: taken } : null,
    onReady: (version) => ready.push(version),
    log: (message) => logged.push(message),
    timers,
  });
  return { updater, updates, every, timers, taken, ready, logged };
}

describe('updates with an update URL', () => {
  it('check the generic URL at start and every four hours, downloading in the background', () => {
    const { updater, every } = start();
    expect(updater.asked.feeds).toEqual([{ provider: 'generic', url: URL }]);
    expect(updater.autoDownload).toBe(true);
    expect(updater.asked.checks).toBe(1);
    expect(every.map(({ ms }) => ms)).toEqual([CHECK_EVERY_MS]);
    expect(CHECK_EVERY_MS).toBe(4 * 60 * 60 * 1000);
    every[0]!.run();
    expect(updater.asked.checks).toBe(2);
  });

  it('tell the page once a version is downloaded, and install it only when asked', () => {
    const { updates, ready, updater, every } = start();
    expect(updates.ready()).toBeNull();
    expect(() => updates.install()).toThrow(/No update is downloaded/);
    expect(updater.asked.installs).toBe(0);

    updater.downloaded('0.2.0');
    expect(ready).toEqual(['0.2.0']);
    expect(updates.ready()).toBe('0.2.0');
    expect(updater.asked.installs).toBe(0);
    // Downloaded: the next round checks nothing until it is installed.
    every[0]!.run();
    expect(updater.asked.checks).toBe(1);

    updates.install();
    expect(updater.asked.installs).toBe(1);
    // Not the broker's Restart: quitting installs it anyway.
    expect(updater.autoInstallOnAppQuit).toBe(true);
  });

  it('log a failed check once and try again next time, telling the broker nothing', async () => {
    const { ready, logged, updater, every } = start();
    updater.failNextCheck(new Error('net::ERR_INTERNET_DISCONNECTED'));
    every[0]!.run();
    expect(logged).toEqual(['update check failed: Error: net::ERR_INTERNET_DISCONNECTED']);
    expect(ready).toEqual([]);
    every[0]!.run();
    expect(updater.asked.checks).toBe(3);
  });

  it('stop checking at quit', () => {
    const { updates, timers } = start();
    updates.stop();
    // The handle fakeTimers' setInterval gave: the length of its list, 1.
    expect(timers.clearInterval).toHaveBeenCalledWith(1);
  });
});

describe('a build without an update URL', () => {
  it('never takes the updater: no checks, no timer, nothing to install', () => {
    const { taken, every, updates, ready } = start('without one');
    expect(taken).not.toHaveBeenCalled();
    expect(every).toEqual([]);
    expect(updates.ready()).toBeNull();
    expect(() => updates.install()).toThrow(/no updates/);
    expect(ready).toEqual([]);
  });
});

describe('the update URL given at build time', () => {
  it('is none by default, and publishes nothing', () => {
    expect(updateUrlFrom({})).toBeNull();
    expect(updateUrlFrom({ CHARTER_DESK_UPDATE_URL: ' ' })).toBeNull();
    expect(publishArgs(null)).toEqual([]);
  });

  it('is an https URL, which electron-builder publishes to as a generic server', () => {
    const url = updateUrlFrom({ CHARTER_DESK_UPDATE_URL: 'https://updates.example.com/desk' });
    expect(url).toBe('https://updates.example.com/desk/');
    expect(publishArgs(url)).toEqual([
      '-c.publish.provider=generic',
      '-c.publish.url=https://updates.example.com/desk/',
    ]);
  });

  it.each(['http://updates.example.com/', 'https://u:p@updates.example.com/', 'not a url'])(
    'refuses %s',
    (given) => {
      expect(() => updateUrlFrom({ CHARTER_DESK_UPDATE_URL: given })).toThrow(
        /CHARTER_DESK_UPDATE_URL/,
      );
    },
  );
});
