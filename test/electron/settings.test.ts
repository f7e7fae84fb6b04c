import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFileStore } from '../../electron/file-store';
import { createSettingsStore } from '../../electron/shell-settings';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'charter-desk-settings-'))));
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

describe('settings', () => {
  it('starts from the defaults; a stored choice wins and survives a restart', async () => {
    const file = () => createFileStore(join(dir, 'settings.json'));
    const defaults = { remoteUrl: 'http://127.0.0.1:8787/' };
    expect(await createSettingsStore(file(), defaults).get()).toEqual({
      ...defaults,
      confirmedOrigin: null,
    });
    await createSettingsStore(file(), defaults).update({
      remoteUrl: 'https://api.example.com/',
      confirmedOrigin: 'https://api.example.com',
    });
    expect(await createSettingsStore(file(), defaults).get()).toEqual({
      remoteUrl: 'https://api.example.com/',
      confirmedOrigin: 'https://api.example.com',
    });
  });

  it('reads a stored remote URL normalized', async () => {
    const path = join(dir, 'settings.json');
    await writeFile(path, '{"remoteUrl": "https://api.example.com/broker"}');
    expect(await createSettingsStore(createFileStore(path)).get()).toMatchObject({
      remoteUrl: 'https://api.example.com/broker/',
    });
  });

  it('has no remote URL until one is set', async () => {
    expect(await createSettingsStore(createFileStore(join(dir, 's.json'))).get()).toEqual({
      remoteUrl: null,
      confirmedOrigin: null,
    });
  });

  it('applies concurrent updates one after another, losing none', async () => {
    const store = createSettingsStore(createFileStore(join(dir, 'settings.json')));
    // The second update reads the file; unserialized, it reads it before the first one
    // writes, and writes the old URL back.
    await Promise.all([store.update({ remoteUrl: 'https://api.example.com/' }), store.update({})]);
    expect(await store.get()).toMatchObject({ remoteUrl: 'https://api.example.com/' });
  });

  it.each([
    ['not JSON', '{"remoteUrl": "https://api.exa'],
    ['against the schema', '{"remoteUrl": "http://api.example.com"}'],
    ['a URL with an empty query', '{"remoteUrl": "https://api.example.com/base/?"}'],
  ])(
    'starts from the defaults when the file is %s, and the next update repairs it',
    async (_what, text) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const path = join(dir, 'settings.json');
      await writeFile(path, text);
      const defaults = { remoteUrl: 'http://127.0.0.1:8787/' };
      const store = createSettingsStore(createFileStore(path), defaults);
      expect(await store.get()).toEqual({ ...defaults, confirmedOrigin: null });
      expect(warn).toHaveBeenCalled();
      await store.update({ remoteUrl: 'https://api.example.com/' });
      expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({
        remoteUrl: 'https://api.example.com/',
        confirmedOrigin: null,
      });
    },
  );
});
