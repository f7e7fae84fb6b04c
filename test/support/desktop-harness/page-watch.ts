// What a desktop test reads of the page from outside: every message between the page and
// its worker (the worker protocol and the remote relay's port), and every place the page
// could keep a text, from its storage to its JavaScript heap.
import type { Page } from '@playwright/test';

const RECORD = '__charterDeskRecordedMessages';

/**
 * From the next load on, records each message the page posts to or receives from a worker
 * or a MessagePort, as text (bytes decoded). Call before the app opens.
 */
export async function recordWorkerMessages(page: Page): Promise<void> {
  await page.addInitScript((record) => {
    const recorded: string[] = [];
    Object.defineProperty(window, record, { value: recorded });
    const asText = (data: unknown) =>
      JSON.stringify(data, (_key, value: unknown) =>
        ArrayBuffer.isView(value) || value instanceof ArrayBuffer
          ? new TextDecoder().decode(value)
          : value,
      );
    const watched = new WeakSet<EventTarget>();
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      ...args: Parameters<EventTarget['addEventListener']>
    ) {
      const [type] = args;
      const port = this instanceof Worker || this instanceof MessagePort;
      if (type === 'message' && port && !watched.has(this)) {
        watched.add(this);
        add.call(this, 'message', (event) => recorded.push(asText((event as MessageEvent).data)));
      }
      return add.apply(this, args);
    };
    for (const target of [Worker.prototype, MessagePort.prototype]) {
      const post = target.postMessage as (this: unknown, ...args: unknown[]) => void;
      target.postMessage = function (this: unknown, ...args: unknown[]) {
        recorded.push(asText(args[0]));
        return post.apply(this, args);
      } as typeof target.postMessage;
    }
  }, RECORD);
}

/** The messages recorded so far (recordWorkerMessages), oldest first. */
export function workerMessages(page: Page): Promise<string[]> {
  return page.evaluate(
    (record) => [...(window as unknown as Record<string, string[]>)[record]!],
    RECORD,
  );
}

/** Every record of every IndexedDB store of the page's origin, as text (bytes decoded). */
function indexedDbText(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const request = <T>(asked: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        asked.onsuccess = () => resolve(asked.result);
        asked.onerror = () => reject(asked.error);
      });
    const asText = (data: unknown) =>
      JSON.stringify(data, (_key, value: unknown) =>
        ArrayBuffer.isView(value) ? new TextDecoder().decode(value) : value,
      );
    const found: Record<string, string> = {};
    for (const { name } of await indexedDB.databases()) {
      const db = await request(indexedDB.open(name!));
      for (const store of db.objectStoreNames) {
        const all = db.transaction(store, 'readonly').objectStore(store).getAll();
        found[`IndexedDB ${name}/${store}`] = asText(await request(all));
      }
      db.close();
    }
    return found;
  });
}

/** The page's JavaScript heap after a garbage collection, as Chromium's snapshot of it. */
async function heapSnapshot(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk));
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return chunks.join('');
}

/** The places of the page that hold `secret`: none, for a secret the page must not keep. */
export async function placesHolding(page: Page, secret: string): Promise<string[]> {
  const places: Record<string, string> = await page.evaluate(async () => {
    const globals = Object.keys(window).map((name) => {
      try {
        return `${name}=${JSON.stringify((window as unknown as Record<string, unknown>)[name])}`;
      } catch {
        return name;
      }
    });
    const cached = await Promise.all(
      (await caches.keys()).map(async (name) => {
        const cache = await caches.open(name);
        const bodies = await Promise.all(
          (await cache.matchAll()).map((response) => response.text()),
        );
        return bodies.join('\n');
      }),
    );
    const inputs = [...document.querySelectorAll('input, textarea')].map(
      (field) => (field as HTMLInputElement).value,
    );
    return {
      'window globals': globals.join('\n'),
      'the document': document.documentElement.outerHTML + inputs.join('\n'),
      localStorage: JSON.stringify({ ...localStorage }),
      sessionStorage: JSON.stringify({ ...sessionStorage }),
      cookies: document.cookie,
      'Cache Storage': cached.join('\n'),
    };
  });
  Object.assign(places, await indexedDbText(page), {
    'the JavaScript heap': await heapSnapshot(page),
  });
  return Object.entries(places)
    .filter(([, text]) => text.includes(secret))
    .map(([place]) => place);
}
