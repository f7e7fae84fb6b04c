// The remote API keys, encrypted with the OS keychain through safeStorage. They never leave
// main: the page may store, clear and ask whether one exists, never read one. Each key is
// kept under the origin it was entered for and sent nowhere else; another origin and back
// finds it again.
import { join } from 'node:path';
import { z } from 'zod';
import { createFileStore, type FileStore } from './file-store';
import { createSerial } from './serial';

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
}

const storedKeys = z.strictObject({ keys: z.record(z.string().min(1), z.string().min(1)) });
/** The file as it was before keys were kept per origin: one key with its origin. */
const oneStoredKey = z
  .strictObject({ key: z.string().min(1), origin: z.string().min(1) })
  .transform(({ key, origin }) => ({ keys: { [origin]: key } }));
const keysFile = z.union([storedKeys, oneStoredKey]);
type Keys = z.infer<typeof storedKeys>['keys'];

export interface KeyVault {
  /** False when encryption is missing or Linux falls back to `basic_text` (a fixed key). */
  isSecure(): boolean;
  /** Keeps `key` for `origin`, replacing the one it had; other origins' keys stay. */
  set(key: string, origin: string): Promise<void>;
  /** The key for `origin`; null when none is, storage is not secure, or the file is unreadable. */
  get(origin: string): Promise<string | null>;
  has(origin: string): Promise<boolean>;
  /** Forgets the key of `origin` alone. */
  clear(origin: string): Promise<void>;
  /** Every key the vault would hand out, for the log to cut out of what it writes. */
  keys(): Promise<string[]>;
}

export function createKeyVault(
  safeStorage: SafeStorageLike,
  file: FileStore,
  platform: NodeJS.Platform,
): KeyVault {
  // One change at a time: each rewrites the whole file from what it read.
  const serial = createSerial();

  function isSecure() {
    if (!safeStorage.isEncryptionAvailable()) return false;
    return !(platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text');
  }

  async function read(): Promise<Keys> {
    const encrypted = await file.read();
    if (!encrypted || !isSecure()) return {};
    try {
      return keysFile.parse(JSON.parse(safeStorage.decryptString(encrypted))).keys;
    } catch {
      // Another keychain, a damaged file or a key saved without its origin: the broker
      // enters the key again rather than have it sent somewhere unchecked.
      return {};
    }
  }

  async function write(keys: Keys): Promise<void> {
    if (Object.keys(keys).length === 0) return file.remove();
    await file.write(safeStorage.encryptString(JSON.stringify({ keys })));
  }

  const get = async (origin: string) => (await read())[origin] ?? null;
  return {
    isSecure,
    set: (key, origin) =>
      serial(async () => {
        if (!isSecure()) {
          throw new Error(
            'No secure key storage on this system (no keychain, or Linux basic_text): the API key is not stored',
          );
        }
        await write({ ...(await read()), [origin]: key });
      }),
    get,
    has: async (origin) => (await get(origin)) !== null,
    clear: (origin) =>
      serial(async () => {
        const { [origin]: _cleared, ...others } = await read();
        await write(others);
      }),
    keys: async () => Object.values(await read()),
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
