// The app's worker, started before anything else loads: its module and its database take
// longer to start than the page, so they start while the rest of the page is fetched.
export interface StartedWorker {
  worker: Worker;
  /** Settles with the reason if the worker fails to load, even before anyone listens. */
  failed: Promise<string>;
}

export function startServiceWorker(): StartedWorker {
  const worker = new Worker(new URL('../worker/service.worker.ts', import.meta.url), {
    type: 'module',
    name: 'charter-desk-service',
  });
  const failed = new Promise<string>((resolve) =>
    worker.addEventListener('error', (event) =>
      resolve(event.message || 'the service worker failed to load'),
    ),
  );
  return { worker, failed };
}
