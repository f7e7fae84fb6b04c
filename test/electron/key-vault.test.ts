import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore } from '../../electron/file-store';
import { createKeyVault, openKeyVault, type SafeStorageLike } from '../../electron/key-vault';

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

const origin = 'https://api.example.com';

describe('key vault', () => {
  it('stores each key encrypted under its origin and hands it out for that origin alone', async () => {
    const path = join(dir, 'api-key.bin');
    const vault = createKeyVault(fakeSafeStorage(), createFileStore(path), 'linux');
    expect(await vault.has(origin)).toBe(false);
    await vault.set('ck_secret_42', origin);
    expect(await vault.has(origin)).toBe(true);
    expect(await vault.get('https://evil.example')).toBeNull();
    expect(await vault.get(origin)).toBe('ck_secret_42');
    expect((await readFile(path)).toString('utf8')).not.toContain('ck_secret_42');

    // Another origin's key sits beside it; clearing one leaves the other.
    await vault.set('ck_other_7', 'http://127.0.0.1:8787');
    expect(await vault.get(origin)).toBe('ck_secret_42');
    await vault.clear(origin);
    expect(await vault.get(origin)).toBeNull();
    expect(await vault.get('http://127.0.0.1:8787')).toBe('ck_other_7');
    await vault.clear('http://127.0.0.1:8787');
    expect(await readFile(path).catch(() => null)).toBeNull();
  });

  it('keeps both of two keys stored at once', async () => {
    const vault = createKeyVault(fakeSafeStorage(), createFileStore(join(dir, 'k')), 'linux');
    await Promise.all([vault.set('ck_a_1', origin), vault.set('ck_b_2', 'https://b.example')]);
    expect(await vault.get(origin)).toBe('ck_a_1');
    expect(await vault.get('https://b.example')).toBe('ck_b_2');
  });

  it('reads a key stored before keys were kept per origin as its origin’s', async () => {
    const path = join(dir, 'k');
    const plain = JSON.stringify({ key: 'ck_secret_42', origin });
    await writeFile(path, fakeSafeStorage().encryptString(plain));
    const vault = createKeyVault(fakeSafeStorage(), createFileStore(path), 'linux');
    expect(await vault.get(origin)).toBe('ck_secret_42');
    expect(await vault.get('https://evil.example')).toBeNull();
  });

  it('refuses to store on Linux basic_text, where the encryption key is a constant', async () => {
    const vault = createKeyVault(
      fakeSafeStorage('basic_text'),
      createFileStore(join(dir, 'k')),
      'linux',
    );
    expect(vault.isSecure()).toBe(false);
    await expect(vault.set('ck_secret_42', origin)).rejects.toThrow(/basic_text/);
    expect(await vault.has(origin)).toBe(false);
  });

  it('refuses to store without OS encryption', async () => {
    const vault = createKeyVault(
      fakeSafeStorage('unknown', false),
      createFileStore(join(dir, 'k')),
      'darwin',
    );
    await expect(vault.set('ck_secret_42', origin)).rejects.toThrow(/No secure key storage/);
  });

  it('does not claim a key it will not hand out once storage is no longer secure', async () => {
    const file = createFileStore(join(dir, 'k'));
    await createKeyVault(fakeSafeStorage(), file, 'linux').set('ck_secret_42', origin);
    const now = createKeyVault(fakeSafeStorage('basic_text'), file, 'linux');
    expect(await now.get(origin)).toBeNull();
    expect(await now.has(origin)).toBe(false);
  });

  it.each([
    ['a key saved without its origin', 'ck_secret_42'],
    ['a damaged file', '{"key":'],
  ])('treats %s as no key', async (_what, plain) => {
    const path = join(dir, 'k');
    await writeFile(path, fakeSafeStorage().encryptString(plain));
    const vault = createKeyVault(fakeSafeStorage(), createFileStore(path), 'linux');
    expect(await vault.get(origin)).toBeNull();
    expect(await vault.has(origin)).toBe(false);
  });
});

describe('the keys the log cuts out', () => {
  it('are the stored keys, read back from the file by a vault opened later', async () => {
    const first = openKeyVault(dir, fakeSafeStorage(), 'linux');
    expect(await first.keys()).toEqual([]);
    await first.set('ck_secret_42', origin);
    expect(await openKeyVault(dir, fakeSafeStorage(), 'linux').keys()).toEqual(['ck_secret_42']);
    await first.set('ck_other_7', 'https://b.example');
    expect(await first.keys()).toEqual(['ck_secret_42', 'ck_other_7']);
    await first.clear(origin);
    await first.clear('https://b.example');
    expect(await first.keys()).toEqual([]);
  });
});
