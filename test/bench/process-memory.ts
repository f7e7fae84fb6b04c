// What a page's renderer process holds, seen from outside it: each dedicated worker's V8 heap
// through the DevTools protocol (the page's session attaches to its workers; their heaps are
// isolates of their own, which the page's Runtime.getHeapUsage does not count), the page's
// own heap, and the process's resident set from /proc.
import { readdir, readFile } from 'node:fs/promises';
import type { Browser, CDPSession, Page } from 'playwright';

const MB = 2 ** 20;

interface HeapUsage {
  usedSize: number;
  /** What V8 has taken from the system for the heap, used or not. */
  totalSize: number;
  /** Bytes of array buffers, kept outside the heap. */
  backingStorageSize: number;
}

/** A worker's protocol session, carried in the page's (Target.sendMessageToTarget). */
export interface WorkerSession {
  id: string;
  url: string;
  send<T>(method: string, params?: object): Promise<T>;
}

/** The page's dedicated workers, attached as they start (those already running included). */
export async function attachWorkers(page: Page): Promise<() => WorkerSession[]> {
  const cdp = await page.context().newCDPSession(page);
  const sessions: WorkerSession[] = [];
  const waiting = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  let lastId = 0;
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const message = JSON.parse(event.message) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const caller = message.id === undefined ? undefined : waiting.get(message.id);
    if (!caller) return;
    waiting.delete(message.id!);
    if (message.error) caller.reject(new Error(message.error.message));
    else caller.resolve(message.result);
  });
  cdp.on(
    'Target.attachedToTarget',
    (event: { sessionId: string; targetInfo: { type: string; url: string } }) => {
      if (event.targetInfo.type !== 'worker') return;
      const { sessionId } = event;
      sessions.push({
        id: sessionId,
        url: event.targetInfo.url,
        send: (method, params = {}) =>
          new Promise((resolve, reject) => {
            lastId += 1;
            waiting.set(lastId, { resolve: resolve as (value: unknown) => void, reject });
            void cdp.send('Target.sendMessageToTarget', {
              sessionId,
              message: JSON.stringify({ id: lastId, method, params }),
            });
          }),
      });
    },
  );
  cdp.on('Target.detachedFromTarget', (event: { sessionId: string }) => {
    const at = sessions.findIndex((session) => session.id === event.sessionId);
    if (at >= 0) sessions.splice(at, 1);
  });
  // The older, unflattened form: Playwright's sessions cannot address a child session.
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: false,
    flatten: false,
  });
  return () => [...sessions];
}

/**
 * A heap's size in MB, used and taken, with the array buffers it holds (typed arrays' bytes
 * live outside it); after a full collection when `collect`.
 */
export async function heapUsage(session: CDPSession | WorkerSession, collect: boolean) {
  // A page's session and a worker's take the same calls.
  const target = session as WorkerSession;
  if (collect) await target.send('HeapProfiler.collectGarbage');
  const usage = await target.send<HeapUsage>('Runtime.getHeapUsage');
  return {
    liveMb: (usage.usedSize + usage.backingStorageSize) / MB,
    committedMb: (usage.totalSize + usage.backingStorageSize) / MB,
  };
}

/** A heap's live size in MB after a full collection, array buffers included. */
export async function liveHeapMb(session: CDPSession | WorkerSession): Promise<number> {
  return (await heapUsage(session, true)).liveMb;
}

/**
 * The resident set of the renderer process that runs a dedicated worker (the page's and its
 * worker's, with the heaps, Blink and the process's own libraries), in MB, from /proc: the
 * protocol names every renderer's pid, and only a page's renderer has a `DedicatedWorker`
 * thread. Assumes one page with workers is open.
 */
export async function workerRendererRssMb(browser: Browser): Promise<number> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    for (const { type, id } of processInfo) {
      if (type !== 'renderer') continue;
      const tasks = await readdir(`/proc/${id}/task`).catch(() => []);
      const names = await Promise.all(
        tasks.map((task) => readFile(`/proc/${id}/task/${task}/comm`, 'utf8').catch(() => '')),
      );
      if (!names.some((name) => name.startsWith('DedicatedWorker'))) continue;
      const status = await readFile(`/proc/${id}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
    }
    throw new Error('No renderer runs a dedicated worker');
  } finally {
    await cdp.detach();
  }
}
