// The page's end of the worker protocol. Requests made before the worker says `connect`
// wait in a queue, so the UI can ask for data while the database is still opening. Each
// request fails after a timeout: an answer that never comes (or comes without its id) must
// not leave the screen waiting forever.
import type { HttpMethod } from '../api';
import {
  requestMessage,
  workerMessage,
  type PortLike,
  type RequestMessage,
  type ResponseMessage,
} from './worker-protocol';
import { parseUnknown } from '../encoding/parse-unknown';

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

export interface WorkerResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /**
   * Parsed JSON for a JSON content type, null when empty, otherwise the text (plain text) or
   * a Uint8Array (any other type: worker-protocol.ts `bodyTravelsAsText`).
   */
  body: unknown;
}

export interface WorkerClient {
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<WorkerResponse>;
  /** Listens to the worker's `push` events of one name; returns the unsubscribe. */
  on(name: string, listener: (args: unknown) => void): () => void;
  /** Fails every pending and later request with `reason`. */
  close(reason: string): void;
}

/** The timers a client sets per request: the global ones unless a test watches its own. */
export type RequestTimers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export interface WorkerClientOptions {
  /** How long a request may wait for its answer, queued time included; 60 s by default. */
  timeoutMs?: number;
  timers?: RequestTimers;
}

/** As long as a person waits for a screen before giving up on it. */
const DEFAULT_TIMEOUT_MS = 60_000;

function buildUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

function readBody(message: ResponseMessage): unknown {
  if (message.body instanceof ArrayBuffer) {
    return message.body.byteLength === 0 ? null : new Uint8Array(message.body);
  }
  if (message.body === '') return null;
  const type = message.headers['content-type'] ?? '';
  if (!/[/+]json\b/i.test(type)) return message.body;
  try {
    return JSON.parse(message.body);
  } catch {
    throw new Error(`Response ${message.status} says ${type} but its body is not JSON`);
  }
}

interface Pending {
  resolve(response: WorkerResponse): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export function createWorkerClient(
  port: PortLike,
  { timeoutMs = DEFAULT_TIMEOUT_MS, timers = globalThis }: WorkerClientOptions = {},
): WorkerClient {
  let nextId = 0;
  let connected = false;
  let closedReason: string | null = null;
  const queue: RequestMessage[] = [];
  const pending = new Map<number, Pending>();
  const listeners = new Map<string, Set<(args: unknown) => void>>();

  /** The waiting request `id`, no longer waiting; none once answered, timed out or closed. */
  function take(id: number): Pending | undefined {
    const entry = pending.get(id);
    if (!entry) return undefined;
    pending.delete(id);
    timers.clearTimeout(entry.timer);
    return entry;
  }

  function settle(id: number, outcome: () => WorkerResponse) {
    // A late answer, after its request timed out, finds nothing to settle and is dropped.
    const entry = take(id);
    if (!entry) return;
    try {
      entry.resolve(outcome());
    } catch (error) {
      entry.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  function timeOut(message: RequestMessage) {
    // Still queued means never sent: it must not run later, after its caller was told it failed.
    const queued = queue.indexOf(message);
    if (queued >= 0) queue.splice(queued, 1);
    const seconds = timeoutMs / 1000;
    take(message.id)?.reject(
      new Error(
        `Local service did not answer ${message.method} ${message.url} within ${seconds} s`,
      ),
    );
  }

  function onMessage(event: MessageEvent) {
    let message;
    try {
      message = parseUnknown(workerMessage, event.data, 'message from the local service');
    } catch (error) {
      // A reply we cannot read must still end its request, or the caller waits forever.
      const id = (event.data as { id?: unknown } | null)?.id;
      if (typeof id === 'number') {
        settle(id, () => {
          throw error;
        });
      }
      console.error(error);
      return;
    }
    // Its page's starter reports a refused init (renderer/connection/worker-failure.ts).
    if (message.type === 'init_refused') return;
    if (message.type === 'connect') {
      connected = true;
      for (const queued of queue.splice(0)) port.postMessage(queued);
    } else if (message.type === 'response') {
      settle(message.id, () => ({
        status: message.status,
        headers: message.headers,
        body: readBody(message),
      }));
    } else {
      for (const listener of listeners.get(message.name) ?? []) listener(message.args);
    }
  }

  port.addEventListener('message', onMessage);
  port.start?.();

  return {
    request(method, path, options = {}) {
      if (closedReason !== null) {
        return Promise.reject(new Error(`Local service unavailable: ${closedReason}`));
      }
      const headers: Record<string, string> = { ...options.headers };
      let body: string | null = null;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
          headers['Content-Type'] = 'application/json';
        }
      }
      const message = parseUnknown(
        requestMessage,
        {
          type: 'request',
          id: nextId++,
          method,
          url: buildUrl(path, options.query),
          headers,
          body,
        },
        'request to the local service',
      );
      return new Promise<WorkerResponse>((resolve, reject) => {
        const timer = timers.setTimeout(() => timeOut(message), timeoutMs);
        pending.set(message.id, { resolve, reject, timer });
        if (connected) port.postMessage(message);
        else queue.push(message);
      });
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => set.delete(listener);
    },
    close(reason) {
      if (closedReason !== null) return;
      closedReason = reason;
      port.removeEventListener('message', onMessage);
      queue.length = 0;
      const error = new Error(`Local service unavailable: ${reason}`);
      for (const id of [...pending.keys()]) take(id)?.reject(error);
    },
  };
}
