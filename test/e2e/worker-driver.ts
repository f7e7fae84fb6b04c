// Speaks the worker protocol from inside the page to a second instance of the app's built
// service worker — as a second tab would — so e2e tests call /v1 through the real worker
// and the real IndexedDB without any test hook in the app.
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

/** The URL of the app's built service worker, once the app has started it. */
async function serviceWorkerUrl(page: Page): Promise<string> {
  const started = page.workers()[0] ?? (await page.waitForEvent('worker'));
  return started.url();
}

export async function callWorker(page: Page, request: V1Request): Promise<V1Answer> {
  const script = await serviceWorkerUrl(page);
  return page.evaluate(
    async ({ script, method, path, body, idempotencyKey }) => {
      type Driver = { worker: Worker; next: number; ready: Promise<void> };
      const scope = window as unknown as { e2eWorkerDriver?: Driver };
      if (!scope.e2eWorkerDriver) {
        const worker = new Worker(script, { type: 'module' });
        const ready = new Promise<void>((resolve) => {
          worker.addEventListener('message', (event) => {
            if (event.data?.type === 'connect') resolve();
          });
        });
        // As the app's page does: the shell first (a browser, whose worker keeps its settings).
        worker.postMessage({ type: 'init', shell: 'browser', remote_url: null, online: true });
        scope.e2eWorkerDriver = { worker, next: 1, ready };
      }
      const driver = scope.e2eWorkerDriver;
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
      return { status: answer.status, body: answer.body ? JSON.parse(answer.body) : null };
    },
    { script, ...request },
  );
}
