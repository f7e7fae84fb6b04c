import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore } from '../../electron/file-store';
import { createKeyVault, type SafeStorageLike } from '../../electron/key-vault';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'charter-desk-vault-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

function fakeSafeStorage(backend = 'gnome_libsecret', available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.from(text, 'utf8').reverse(),
    decryptString: (data) => Buffer.from(data).reverse().toString('utf8'),
    getSelectedStorageBackend: () => backend,
  };
}

describe('key vault', () => {
  it('stores the key encrypted and reads it back', async () => {
    const path = join(dir, 'api-key.bin');
    const vault = createKeyVault(fakeSafeStorage(), createFileStore(path), 'linux');
    expect(await vault.has()).toBe(false);
    await vault.set('ck_secret_42');
    expect(await vault.has()).toBe(true);
    expect(await vault.get()).toBe('ck_secret_42');
    expect((await readFile(path)).toString('utf8')).not.toContain('ck_secret_42');
    await vault.clear();
    expect(await vault.get()).toBeNull();
  });

  it('refuses to store on Linux basic_text, where the encryption key is a constant', async () => {
    const vault = createKeyVault(
      fakeSafeStorage('basic_text'),
      createFileStore(join(dir, 'k')),
      'linux',
    );
    expect(vault.isSecure()).toBe(false);
    await expect(vault.set('ck_secret_42')).rejects.toThrow(/basic_text/);
    expect(await vault.has()).toBe(false);
  });

  it('refuses to store without OS encryption', async () => {
    const vault = createKeyVault(
      fakeSafeStorage('unknown', false),
      createFileStore(join(dir, 'k')),
      'darwin',
    );
    await expect(vault.set('ck_secret_42')).rejects.toThrow(/No secure key storage/);
  });
});
