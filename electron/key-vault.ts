// The remote API key, encrypted with the OS keychain through safeStorage. It never leaves
// main: the page may store, clear and ask whether one exists, never read it.
import type { FileStore } from './file-store';

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
}

export interface KeyVault {
  /** False when encryption is missing or Linux falls back to `basic_text` (a fixed key). */
  isSecure(): boolean;
  set(key: string): Promise<void>;
  get(): Promise<string | null>;
  has(): Promise<boolean>;
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

  return {
    isSecure,
    async set(key) {
      if (!isSecure()) {
        throw new Error(
          'No secure key storage on this system (no keychain, or Linux basic_text): the API key is not stored',
        );
      }
      await file.write(safeStorage.encryptString(key));
    },
    async get() {
      const encrypted = await file.read();
      if (!encrypted || !isSecure()) return null;
      return safeStorage.decryptString(encrypted);
    },
    async has() {
      return (await file.read()) !== null;
    },
    clear: () => file.remove(),
  };
}
