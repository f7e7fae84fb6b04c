// Speaks the worker protocol from inside the page to a second instance of the app's built
// Web Worker — as a second tab would — so e2e tests call /v1 through the real
// worker and the real IndexedDB without any test hook in the app.
import type { Page } from '@playwright/test';

export interface V1Answer {
  status: number;
  body: unknown;
}

export interface V1Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
}

/** The URL of the app's built Web Worker, once the app has started it. */
async function appWorkerUrl(page: Page): Promise<string> {
  const started = page.workers()[0] ?? (await page.waitForEvent('worker'));
  return started.url();
}

/**
 * `online: false` answers through a worker told the browser is offline, ended after this one
 * call: it never talks to the remote, nor keeps the sync lock of the database (a Web Lock
 * shared by every worker of the page), so the page's own worker alone syncs.
 */
export async function callWorker(
  page: Page,
  request: V1Request,
  { online = true }: { online?: boolean } = {},
): Promise<V1Answer> {
  const script = await appWorkerUrl(page);
  return page.evaluate(
    async ({ script, method, path, body, idempotencyKey, online }) => {
      type Driver = { worker: Worker; next: number; ready: Promise<void> };
      const scope = window as unknown as { e2eWorkerDriver?: Driver };
      const start = (): Driver => {
        const worker = new Worker(script, { type: 'module' });
        const ready = new Promise<void>((resolve) => {
          worker.addEventListener('message', (event) => {
            if (event.data?.type === 'connect') resolve();
          });
        });
        // As the app's page does: the shell first (a browser, whose worker keeps its settings).
        worker.postMessage({ type: 'init', shell: 'browser', remote_url: null, online });
        return { worker, next: 1, ready };
      };
      const driver = online ? (scope.e2eWorkerDriver ??= start()) : start();
      await driver.ready;
      const id = driver.next++;
      const answer = await new Promise<{ status: number; body: string }>((resolve) => {
        const listen = (event: MessageEvent) => {
          if (event.data?.type !== 'response' || event.data.id !== id) return;
          driver.worker.removeEventListener('message', listen);
          resolve(event.data);
        };
        driver.worker.addEventListener('message', listen);
        driver.worker.postMessage({
          type: 'request',
          id,
          method,
          url: path,
          headers: {
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          },
          body: body === undefined ? null : JSON.stringify(body),
        });
      });
      if (!online) driver.worker.terminate();
      return { status: answer.status, body: answer.body ? JSON.parse(answer.body) : null };
    },
    { script, ...request, online },
  );
}
