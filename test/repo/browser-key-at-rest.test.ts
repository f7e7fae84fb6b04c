// The README warns that browser mode keeps the API key in clear, in IndexedDB, and names the
// database: both hold. The settings store writes the key as entered (nothing in a browser
// can keep it from a script of the same origin), so the warning stays true and must stay
// said; renaming the database or encrypting the key fails this until the README follows.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  SETTINGS_DB_NAME,
  openSettingsStore,
  storedSettings,
} from '../../shared/host/settings/settings-store';

const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

describe('browser mode’s API key at rest', () => {
  it('is in IndexedDB as entered, as the README says where browser mode is described', async () => {
    const indexedDB = new IDBFactory();
    const store = openSettingsStore({ indexedDB, IDBKeyRange });
    const key = 'ck_live_kept_by_the_browser';
    await store.write(
      storedSettings.parse({
        remote_url: 'https://api.example.com/',
        api_keys: { 'https://api.example.com': key },
      }),
    );
    store.close();
    // What any script of the app's origin could read, with IndexedDB alone.
    const raw = new Dexie(SETTINGS_DB_NAME, { indexedDB, IDBKeyRange });
    raw.version(1).stores({ settings: 'key' });
    expect(JSON.stringify(await raw.table('settings').toArray())).toContain(key);
    raw.close();

    const browserMode = readme.slice(readme.indexOf('**Without Electron**'));
    const paragraph = browserMode.slice(0, browserMode.indexOf('\n\n')).replace(/\s+/g, ' ');
    expect(paragraph).toContain('**Browser mode keeps the API key in clear**');
    expect(paragraph).toContain(`IndexedDB for the app's address (the \`${SETTINGS_DB_NAME}\``);
    expect(paragraph).toContain('system keychain');
  });
});
