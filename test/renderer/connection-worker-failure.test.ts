// The page hears why its local service will not start: the worker's refusal of its init (the
// problem, each field named) or its failure to load settles `failed` with the reason, which
// the console shows and every request then fails with (connect.ts).
import { describe, expect, it, vi } from 'vitest';
import { validationProblem } from '../../shared/api';
import { initRefusedMessage } from '../../shared/rpc/worker-protocol';
import { workerFailure } from '../../renderer/connection/worker-failure';

/** A stand-in for the page's Worker: what it dispatches, the page hears. */
function standInWorker() {
  const target = new EventTarget();
  return {
    worker: target as unknown as Worker,
    post: (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data })),
    fail: (message: string) => target.dispatchEvent(Object.assign(new Event('error'), { message })),
  };
}

describe("the page's local service failure", () => {
  it('is the refused init, with each field at fault, also in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { worker, post } = standInWorker();
    const failed = workerFailure(worker);
    // Its other messages are the service client's to read.
    post({ type: 'connect' });
    const problem = validationProblem([
      { field: 'remote_url', code: 'invalid_format', message: 'Must be an http(s) URL' },
      { field: 'shell', code: 'invalid_value', message: 'Invalid option' },
    ]);
    post(initRefusedMessage.parse({ type: 'init_refused', problem }));
    const reason =
      'the local service refused its start: Some fields need correcting ' +
      '(remote_url: Must be an http(s) URL; shell: Invalid option)';
    expect(await failed).toBe(reason);
    expect(error).toHaveBeenCalledWith(`Charter Desk: ${reason}`, problem);
  });

  it('is the error of a worker that failed to load', async () => {
    const { worker, fail } = standInWorker();
    const failed = workerFailure(worker);
    fail('Unexpected token in app-host.worker.js');
    expect(await failed).toBe('Unexpected token in app-host.worker.js');
  });
});
