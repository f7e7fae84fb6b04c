// The worker's end of the protocol: every request becomes a fetch Request for the hosted
// service, every Response goes back as text (JSON, plain text) or as bytes, moved (any other
// type). The worker posts `connect` once the service is ready; if it cannot start, the worker
// still connects and answers 503 with the reason, so the page shows the cause instead of
// waiting forever. A body over the transport's limit is answered 413 before the service
// reads it, as an HTTP host would.
import { MAX_REQUEST_BODY_BYTES, PROBLEM_CONTENT_TYPE, makeProblem, type Problem } from '../api';
import {
  bodyTravelsAsText,
  requestMessage,
  type PortLike,
  type RequestMessage,
  type ResponseMessage,
} from './worker-protocol';
import { parseUnknown } from '../encoding/parse-unknown';

export interface FetchHandler {
  fetch(request: Request): Promise<Response>;
}

export interface WorkerServer {
  push(name: string, args?: unknown): void;
  close(): void;
}

/** Requests need an absolute URL; this origin is never resolved, only routed on by path. */
const SERVICE_ORIGIN = 'https://local.invalid';

function problemMessage(id: number, problem: Problem): ResponseMessage {
  return {
    type: 'response',
    id,
    status: problem.status,
    headers: { 'content-type': PROBLEM_CONTENT_TYPE },
    body: JSON.stringify(problem),
  };
}

function unavailable(error: unknown): FetchHandler {
  const detail = `The local service could not start: ${String(error)}`;
  return {
    fetch: async () =>
      new Response(JSON.stringify(makeProblem('unavailable', { detail })), {
        status: 503,
        headers: { 'content-type': PROBLEM_CONTENT_TYPE },
      }),
  };
}

/** Whether `body` is over the limit in UTF-8 bytes, as a host reading the bytes counts it. */
function isTooLarge(body: string | null): boolean {
  if (body === null) return false;
  // Each UTF-16 unit takes at least one UTF-8 byte: a body this long is too large unencoded.
  if (body.length > MAX_REQUEST_BODY_BYTES) return true;
  return new TextEncoder().encode(body).byteLength > MAX_REQUEST_BODY_BYTES;
}

async function answer(service: FetchHandler, message: RequestMessage): Promise<ResponseMessage> {
  if (isTooLarge(message.body)) {
    const detail = `A request body may be at most ${MAX_REQUEST_BODY_BYTES} bytes (UTF-8)`;
    return problemMessage(message.id, makeProblem('payload_too_large', { detail }));
  }
  try {
    const response = await service.fetch(
      new Request(SERVICE_ORIGIN + message.url, {
        method: message.method,
        headers: message.headers,
        body: message.body,
      }),
    );
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    const asText = bodyTravelsAsText(response.headers.get('content-type'));
    return {
      type: 'response',
      id: message.id,
      status: response.status,
      headers,
      body: asText ? await response.text() : await response.arrayBuffer(),
    };
  } catch (error) {
    console.error(error);
    return problemMessage(message.id, makeProblem('internal_error', { detail: String(error) }));
  }
}

export function serveOverPort(port: PortLike, service: Promise<FetchHandler>): WorkerServer {
  const ready = service.catch((error: unknown) => {
    console.error(error);
    return unavailable(error);
  });

  async function onMessage(event: MessageEvent) {
    let message;
    try {
      message = parseUnknown(requestMessage, event.data, 'message from the page');
    } catch (error) {
      const id = (event.data as { id?: unknown } | null)?.id;
      const detail = error instanceof Error ? error.message : String(error);
      if (typeof id === 'number' && Number.isInteger(id) && id >= 0) {
        port.postMessage(problemMessage(id, makeProblem('validation_failed', { detail })));
      }
      console.error(error);
      return;
    }
    const response = await answer(await ready, message);
    port.postMessage(response, {
      transfer: typeof response.body === 'string' ? [] : [response.body],
    });
  }

  port.addEventListener('message', onMessage);
  port.start?.();
  void ready.then(() => port.postMessage({ type: 'connect' }));

  return {
    push(name, args = null) {
      port.postMessage({ type: 'push', name, args });
    },
    close() {
      port.removeEventListener('message', onMessage);
    },
  };
}
