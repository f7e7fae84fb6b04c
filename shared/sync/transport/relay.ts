// The worker's end of the Electron relay (schemas in rpc/remote-relay.ts): the transport
// posts each request on a MessagePort; the page answers it through main's remoteFetch,
// which adds the key the worker and the page never see (rpc/remote-relay-page.ts).
import { parseUnknown } from '../../encoding/parse-unknown';
import type { HttpResponse, PortLike } from '../../rpc/worker-protocol';
import { MissingKeyError, NetworkError } from '../../rpc/remote-errors';
import {
  remoteReplyMessage,
  remoteRequestMessage,
  type RemoteReplyMessage,
} from '../../rpc/remote-relay';
import { relayMessageId } from '../../rpc/remote-relay-page';
import type { Transport } from './transport';

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
      const id = relayMessageId(event.data);
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
