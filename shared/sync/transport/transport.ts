// How sync reaches the remote /v1 API: one contract, one implementation per runtime. In a
// browser the worker calls the remote itself (fetch.ts); in Electron the worker
// has no network and main adds the key, so requests go through the page (relay.ts). A request
// that got no answer rejects with a `NetworkError` (rpc/remote-errors.ts).
import type { HttpRequest, HttpResponse } from '../../rpc/worker-protocol';

export interface Transport {
  /** Resolves with any answer the remote gave, 4xx and 5xx included. */
  send(request: HttpRequest): Promise<HttpResponse>;
}

/** A transport the settings may point elsewhere under a running engine (a new key or URL). */
export interface SwitchableTransport extends Transport {
  switchTo(next: Transport): void;
}

export function switchableTransport(initial: Transport): SwitchableTransport {
  let current = initial;
  return {
    send: (request) => current.send(request),
    switchTo(next) {
      current = next;
    },
  };
}
