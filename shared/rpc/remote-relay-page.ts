// The page's end of the Electron relay (schemas in remote-relay.ts): it answers each request
// the worker's transport posts (shared/sync/transport/relay.ts) through main's remoteFetch,
// which adds the key the worker and the page never see. Here, below sync, so that the page
// runs it without loading the worker's code.
import { parseUnknown } from '../encoding/parse-unknown';
import type { HttpRequest, HttpResponse, PortLike } from './worker-protocol';
import { NetworkError } from './remote-errors';
import {
  NO_KEY_SAVED,
  remoteRequestMessage,
  type RemoteReplyMessage,
  type RemoteRequestMessage,
} from './remote-relay';

/** The id of a relay message that failed to parse, so that its sender still gets an answer. */
export function relayMessageId(data: unknown): number | null {
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

/** Answers every relayed request with `remoteFetch` (window.desktop's). */
export function serveRemoteRelay(
  port: PortLike,
  remoteFetch: (request: HttpRequest) => Promise<HttpResponse>,
): { close(): void } {
  async function answer(data: unknown): Promise<RemoteReplyMessage | null> {
    let message: RemoteRequestMessage;
    try {
      message = parseUnknown(remoteRequestMessage, data, 'request from sync');
    } catch (error) {
      const id = relayMessageId(data);
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
