// The relay between the sync worker and the page in Electron, where the worker has no
// network and main holds the key: the worker posts `remote-request`, the page passes it to
// `window.desktop.remoteFetch` and posts back `remote-response` or `remote-error`. It has a
// port of its own; the worker protocol's port would take these for malformed requests.
import { z } from 'zod';
import { httpRequest, httpResponse, messageId } from './worker-protocol';

export const remoteRequestMessage = z.strictObject({
  type: z.literal('remote-request'),
  id: messageId,
  request: httpRequest,
});

export const remoteResponseMessage = z.strictObject({
  type: z.literal('remote-response'),
  id: messageId,
  response: httpResponse,
});

export const remoteErrorMessage = z.strictObject({
  type: z.literal('remote-error'),
  id: messageId,
  message: z.string(),
  /** True when no answer came from the remote (it may or may not have got the request). */
  network: z.boolean(),
  /** True when main keeps no key for the remote's origin: nothing was sent. */
  no_key: z.boolean().default(false),
});

/** How main's refusal to send without a key begins: the page tells it apart by this. */
export const NO_KEY_SAVED = 'No API key is saved for';

/** Everything the page may post back to the worker. */
export const remoteReplyMessage = z.discriminatedUnion('type', [
  remoteResponseMessage,
  remoteErrorMessage,
]);

export type RemoteRequestMessage = z.infer<typeof remoteRequestMessage>;
export type RemoteReplyMessage = z.infer<typeof remoteReplyMessage>;
