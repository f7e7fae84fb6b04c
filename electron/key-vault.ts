// The remote API key, encrypted with the OS keychain through safeStorage. It never leaves
// main: the page may store, clear and ask whether one exists, never read it. The key is
// stored with the origin it was entered for, and is sent nowhere else.
import { join } from 'node:path';
import { z } from 'zod';
import { createFileStore, type FileStore } from './file-store';

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
}

const storedKey = z.strictObject({ key: z.string().min(1), origin: z.string().min(1) });
export type StoredKey = z.infer<typeof storedKey>;

export interface KeyVault {
  /** False when encryption is missing or Linux falls back to `basic_text` (a fixed key). */
  isSecure(): boolean;
  set(key: string, origin: string): Promise<void>;
  /** Null when no key is stored, storage is not secure, or the file cannot be read back. */
  get(): Promise<StoredKey | null>;
  /** Whether get() would return a key for `origin`. */
  has(origin: string): Promise<boolean>;
  /** Every key the vault would hand out, for the log to cut out of what it writes. */
  keys(): Promise<string[]>;
  clear(): Promise<void>;
}

export function createKeyVault(
  safeStorage: SafeStorageLike,
  file: FileStore,
  platform: NodeJS.Platform,
): KeyVault {
  function isSecure() {
    if (!safeStorage.isEncryptionAvailable()) return false;
    return !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text');
  }

  async function get(): Promise<StoredKey | null> {
    const encrypted = await file.read();
    if (!encrypted || !isSecure()) return null;
    try {
      return storedKey.parse(JSON.parse(safeStorage.decryptString(encrypted)));
    } catch {
      // Another keychain, a damaged file or a key saved without its origin: the broker
      // enters the key again rather than have it sent somewhere unchecked.
      return null;
    }
  }

  return {
    isSecure,
    async set(key, origin) {
      if (!isSecure()) {
        throw new Error(
          'No secure key storage on this system (no keychain, or Linux basic_text): the API key is not stored',
        );
      }
      await file.write(safeStorage.encryptString(JSON.stringify({ key, origin })));
    },
    get,
    has: async (origin) => (await get())?.origin === origin,
    keys: async () => {
      const stored = await get();
      return stored ? [stored.key] : [];
    },
    clear: () => file.remove(),
  };
}

/** The vault in the user data folder, as main and the desktop harness open it. */
export function openKeyVault(
  userData: string,
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
): KeyVault {
  return createKeyVault(safeStorage, createFileStore(join(userData, 'api-key.bin')), platform);
}
