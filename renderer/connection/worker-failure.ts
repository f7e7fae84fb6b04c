// How the page learns that its worker will not serve it: the worker failed to load, or
// it refused the page's `init` and said why (a 422's problem: each field at fault). The page
// sends one init, so a refused one is final for it: the reason goes to the console and fails
// every request (connect.ts) rather than leaving the app waiting for an answer that never
// comes. Read without zod: this runs in the page's first chunk, and the message is the
// app's own worker's (the service client parses every message it gets in full).
import type { InitRefusedMessage } from '../../shared/rpc/worker-protocol';

type Problem = InitRefusedMessage['problem'];

/** `title (field: message; field: message)`, or the title alone. */
function describe(problem: Problem): string {
  const fields = (problem.errors ?? []).map(({ field, message }) => `${field}: ${message}`);
  return fields.length === 0 ? problem.title : `${problem.title} (${fields.join('; ')})`;
}

/** Settles with the reason the worker will not serve this page, if it will not. */
export function workerFailure(worker: Pick<Worker, 'addEventListener'>): Promise<string> {
  return new Promise((resolve) => {
    worker.addEventListener('error', (event) =>
      resolve(event.message || 'the local service failed to load'),
    );
    worker.addEventListener('message', (event) => {
      const data = event.data as Partial<InitRefusedMessage> | null;
      if (data?.type !== 'init_refused' || !data.problem) return;
      const reason = `the local service refused its start: ${describe(data.problem)}`;
      console.error(`Charter Desk: ${reason}`, data.problem);
      resolve(reason);
    });
  });
}
