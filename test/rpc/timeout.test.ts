// The page's client gives up on a request whose answer does not come, so no screen waits
// forever: a worker reply without its id, a hung service, a worker that never connects.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestMessage } from '../../shared/rpc/worker-protocol';
import { createWorkerClient, type RequestTimers } from '../../shared/rpc/client';
import { closeChannels, connect, openChannel } from './channel';

afterEach(() => {
  closeChannels();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * A client with a short timeout, and a worker side played by hand that records requests. Its
 * timers run out only when the test says (`expire`): on real ones, a thread held up for 20 ms
 * by a busy machine timed out an answer the test had already sent.
 */
function handPlayedWorker() {
  const channel = openChannel();
  const waiting = new Map<number, () => void>();
  let nextTimer = 0;
  const timers: RequestTimers = {
    setTimeout: ((callback: () => void) => {
      nextTimer += 1;
      waiting.set(nextTimer, callback);
      return nextTimer;
    }) as unknown as typeof setTimeout,
    clearTimeout: ((timer: number) => waiting.delete(timer)) as unknown as typeof clearTimeout,
  };
  const expire = () => {
    const due = [...waiting.values()];
    waiting.clear();
    for (const callback of due) callback();
  };
  const client = createWorkerClient(channel.port1, { timeoutMs: 20, timers });
  const received: RequestMessage[] = [];
  const worker = channel.port2;
  const arrived = () =>
    new Promise<RequestMessage>((resolve) => {
      worker.addEventListener('message', (event) => resolve(event.data), { once: true });
    });
  worker.addEventListener('message', (event) => received.push(event.data));
  worker.start();
  const answer = (id: number | undefined, body: string) =>
    worker.postMessage({ type: 'response', id, status: 200, headers: {}, body });
  return { client, worker, received, arrived, answer, expire };
}

describe('request timeout', () => {
  it('fails a request whose reply comes without its id, with an error that says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, worker, arrived, answer, expire } = handPlayedWorker();
    worker.postMessage({ type: 'connect' });
    const request = client.request('GET', '/v1/clients', { query: { q: 'ada' } });
    await arrived();
    answer(undefined, 'lost');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expire();
    await expect(request).rejects.toThrow(
      'Local service did not answer GET /v1/clients?q=ada within 0.02 s',
    );
  });

  it('ignores an answer that comes after its request timed out', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, worker, arrived, answer, expire } = handPlayedWorker();
    worker.postMessage({ type: 'connect' });
    const late = client.request('GET', '/late');
    const { id } = await arrived();
    expire();
    await expect(late).rejects.toThrow(/did not answer GET \/late/);
    answer(id, 'too late');
    const next = client.request('GET', '/next');
    answer((await arrived()).id, 'on time');
    expect(await next).toMatchObject({ status: 200, body: 'on time' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('drops a request that timed out before the worker connected: it never runs', async () => {
    const { client, worker, received, arrived, answer, expire } = handPlayedWorker();
    const early = client.request('POST', '/v1/clients', { body: { name: 'Ada' } });
    expire();
    await expect(early).rejects.toThrow(/did not answer POST \/v1\/clients/);
    worker.postMessage({ type: 'connect' });
    const next = client.request('GET', '/next');
    answer((await arrived()).id, 'ok');
    await next;
    expect(received.map((message) => message.url)).toEqual(['/next']);
  });

  it('defaults to 60 s, and clears its timer on each answer and on close', async () => {
    vi.useFakeTimers();
    // The clients' own timers, watched: a count of every timer in the thread would see
    // another file's work set one meanwhile.
    const live = new Set<unknown>();
    const timers: RequestTimers = {
      setTimeout: ((callback: () => void, ms: number) => {
        const timer = setTimeout(() => {
          live.delete(timer);
          callback();
        }, ms);
        live.add(timer);
        return timer;
      }) as typeof setTimeout,
      clearTimeout: ((timer: ReturnType<typeof setTimeout>) => {
        live.delete(timer);
        clearTimeout(timer);
      }) as typeof clearTimeout,
    };
    const hung = connect(new Promise(() => {}), { timers }).client;
    let outcome = 'waiting';
    const settled = hung.request('GET', '/hung').then(
      () => (outcome = 'answered'),
      (error: Error) => (outcome = error.message),
    );
    expect(live.size).toBe(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(outcome).toBe('Local service did not answer GET /hung within 60 s');
    expect(live.size).toBe(0);

    const { client } = connect(
      Promise.resolve({ fetch: async () => new Response(null, { status: 204 }) }),
      { timers },
    );
    const answered = client.request('DELETE', '/v1/clients/x');
    expect(live.size).toBe(1);
    expect((await answered).status).toBe(204);
    expect(live.size).toBe(0);

    const pending = hung.request('GET', '/hung-again');
    expect(live.size).toBe(1);
    hung.close('worker crashed');
    await expect(pending).rejects.toThrow('worker crashed');
    expect(live.size).toBe(0);
  });
});
