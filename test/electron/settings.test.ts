import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore } from '../../electron/file-store';
import { createSettingsStore } from '../../electron/settings';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'charter-desk-settings-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('settings', () => {
  it('starts from the defaults; a stored choice wins and survives a restart', async () => {
    const file = () => createFileStore(join(dir, 'settings.json'));
    const defaults = { remoteUrl: 'http://127.0.0.1:8787' };
    expect(await createSettingsStore(file(), defaults).get()).toEqual(defaults);
    await createSettingsStore(file(), defaults).update({ remoteUrl: 'https://api.example.com' });
    expect(await createSettingsStore(file(), defaults).get()).toEqual({
      remoteUrl: 'https://api.example.com',
    });
  });

  it('has no remote URL until one is set', async () => {
    expect(await createSettingsStore(createFileStore(join(dir, 's.json'))).get()).toEqual({
      remoteUrl: null,
    });
  });
});
