// Whether the browser keeps this app's storage. By default a site's IndexedDB is "best
// effort": under disk pressure Chromium may clear it whole, changes not yet synced included.
// The page asks for persistent storage at the broker's first write (persist() is the page's
// to call, not a worker's), and the Settings and Sync screens say what the browser decided.
// The desktop app keeps its records in its own profile: nothing to ask or show there.
import type { WorkerClient } from '../../shared/rpc/client';
import { matchLocalOperation } from '../../shared/rpc/local/operations';

/** `persistent`: kept until the broker removes it; `evictable`: the browser may clear it. */
export type Persistence = 'persistent' | 'evictable';

/** What the page uses of `navigator.storage`. */
export interface StorageManagerLike {
  persisted(): Promise<boolean>;
  persist(): Promise<boolean>;
}

export interface StoragePersistence {
  /** Null until known, and always where it does not apply (the desktop app, no API). */
  current(): Persistence | null;
  subscribe(listener: () => void): () => void;
  /** Asks the browser to keep this site's storage, once a page (the first write). */
  ask(): void;
}

export function watchStoragePersistence(storage: StorageManagerLike | null): StoragePersistence {
  let current: Persistence | null = null;
  let asked = false;
  const listeners = new Set<() => void>();
  const learn = (persistent: boolean) => {
    current = persistent ? 'persistent' : 'evictable';
    for (const listener of listeners) listener();
  };
  const failed = (error: unknown) => console.warn('storage persistence', error);
  storage?.persisted().then(learn, failed);
  return {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ask() {
      if (!storage || asked || current === 'persistent') return;
      asked = true;
      storage.persist().then(learn, failed);
    },
  };
}

/** A write the broker made: a /v1 change, or the settings (the key among them). */
const isWrite = (method: string, path: string) =>
  (method !== 'GET' && path.startsWith('/v1/')) ||
  matchLocalOperation(method, path)?.id === 'changeSettings';

/** `client`, asking for persistent storage once its first write is answered with success. */
export function askingAtFirstWrite(
  client: WorkerClient,
  persistence: StoragePersistence,
): WorkerClient {
  return {
    ...client,
    async request(method, path, options) {
      const response = await client.request(method, path, options);
      if (response.status < 300 && isWrite(method, path)) persistence.ask();
      return response;
    },
  };
}
