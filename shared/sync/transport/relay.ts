// Both ends of the Electron relay (schemas in rpc/remote-relay.ts): the worker's transport
// posts each request on a MessagePort; the page answers it through main's remoteFetch,
// which adds the key the worker and the page never see.
import { parseUnknown } from '../../encoding/parse-unknown';
import type { HttpRequest, HttpResponse, PortLike } from '../../rpc/worker-protocol';
import {
  NO_KEY_SAVED,
  remoteReplyMessage,
  remoteRequestMessage,
  type RemoteReplyMessage,
  type RemoteRequestMessage,
} from '../../rpc/remote-relay';
import { MissingKeyError, NetworkError, type Transport } from './transport';

/** The id of a message that failed to parse, so its sender still gets an answer. */
function idOf(data: unknown): number | null {
  const id = (data as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * No answer came from the remote. Through IPC an error arrives as text only; Chromium's
 * network errors (`net::ERR_CONNECTION_REFUSED`, ...) name themselves in it. Anything else
 * (no key stored, a URL on another origin) is the app's to fix, not the network's.
 */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof NetworkError || /\bnet::ERR_/.test(messageOf(error));
}

/** The error a `remote-error` reply stands for: no answer, no key, or the app's fault. */
function replyError(reply: { message: string; network: boolean; no_key: boolean }): Error {
  if (reply.network) return new NetworkError(reply.message);
  return reply.no_key ? new MissingKeyError(reply.message) : new Error(reply.message);
}

interface Pending {
  resolve(response: HttpResponse): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/** The worker's end. A request with no reply by `timeoutMs` fails as a network error. */
export function createPortTransport(
  port: PortLike,
  { timeoutMs = 60_000 }: { timeoutMs?: number } = {},
): Transport {
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function finish(id: number, settle: (entry: Pending) => void) {
    const entry = pending.get(id);
    if (!entry) return; // answered after its timeout: the caller has moved on
    pending.delete(id);
    clearTimeout(entry.timer);
    settle(entry);
  }

  port.addEventListener('message', (event: MessageEvent) => {
    let reply: RemoteReplyMessage;
    try {
      reply = parseUnknown(remoteReplyMessage, event.data, 'reply from the remote relay');
    } catch (error) {
      const id = idOf(event.data);
      if (id === null) console.error(error);
      else finish(id, (entry) => entry.reject(error as Error));
      return;
    }
    finish(reply.id, (entry) => {
      if (reply.type === 'remote-response') entry.resolve(reply.response);
      else entry.reject(replyError(reply));
    });
  });
  port.start?.();

  return {
    async send(request) {
      const message = parseUnknown(
        remoteRequestMessage,
        { type: 'remote-request', id: nextId++, request },
        'request to the remote relay',
      );
      return new Promise<HttpResponse>((resolve, reject) => {
        const timer = setTimeout(() => {
          finish(message.id, (entry) =>
            entry.reject(new NetworkError(`No answer from the remote within ${timeoutMs} ms`)),
          );
        }, timeoutMs);
        pending.set(message.id, { resolve, reject, timer });
        port.postMessage(message);
      });
    },
  };
}

/** The page's end: answers every relayed request with `remoteFetch` (window.desktop's). */
export function serveRemoteRelay(
  port: PortLike,
  remoteFetch: (request: HttpRequest) => Promise<HttpResponse>,
): { close(): void } {
  async function answer(data: unknown): Promise<RemoteReplyMessage | null> {
    let message: RemoteRequestMessage;
    try {
      message = parseUnknown(remoteRequestMessage, data, 'request from sync');
    } catch (error) {
      const id = idOf(data);
      if (id === null) {
        console.error(error);
        return null;
      }
      return { type: 'remote-error', id, message: messageOf(error), network: false, no_key: false };
    }
    try {
      return {
        type: 'remote-response',
        id: message.id,
        response: await remoteFetch(message.request),
      };
    } catch (error) {
      const network = isNetworkFailure(error);
      // Through IPC the error is text alone: main's refusal without a key names itself.
      const no_key = messageOf(error).includes(NO_KEY_SAVED);
      return { type: 'remote-error', id: message.id, message: messageOf(error), network, no_key };
    }
  }

  const onMessage = (event: MessageEvent) =>
    void answer(event.data).then((reply) => reply && port.postMessage(reply));
  port.addEventListener('message', onMessage);
  port.start?.();
  return { close: () => port.removeEventListener('message', onMessage) };
}
