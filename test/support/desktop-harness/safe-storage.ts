// Electron's safeStorage for the desktop harness: real encryption (AES-256-GCM under a key
// made for the harness, as the OS keychain holds one for the app), so the key vault's file
// holds no key in plain text, and the storage backend it reports (Linux's `basic_text`
// makes the vault refuse to keep a key, as it does under Electron).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SafeStorageLike } from '../../../electron/key-vault';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function harnessSafeStorage(backend = 'gnome_libsecret'): SafeStorageLike {
  const secret = randomBytes(32);
  return {
    isEncryptionAvailable: () => true,
    getSelectedStorageBackend: () => backend,
    encryptString(plainText) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const sealed = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
    },
    decryptString(encrypted) {
      const decipher = createDecipheriv('aes-256-gcm', secret, encrypted.subarray(0, IV_BYTES));
      decipher.setAuthTag(encrypted.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const opened = decipher.update(encrypted.subarray(IV_BYTES + TAG_BYTES));
      return Buffer.concat([opened, decipher.final()]).toString('utf8');
    },
  };
}
