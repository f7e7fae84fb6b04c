// The worker protocol (Actual Budget's shape, carried as HTTP): the page sends `init`, then
// `request`s; the worker answers `response` with the same id, announces itself with
// `connect` and sends events as `push`. Both sides parse every message with these schemas.
import { z } from 'zod';
import { httpMethod, problem, type HttpMethod } from '../api';
import { shellKind } from './local/settings';
import { remoteUrlSchema } from './remote-url';

// The worker builds a fetch Request from these, which throws on a name that is not an HTTP
// token and on a value with CR, LF or NUL (header injection) or a character past U+00FF
// (headers are bytes): refused here, such a message is a 422 naming the header, not a 500.
const headerName = z.string().regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
const headerValue = z.string().regex(/^[^\0\r\n\u0100-\uffff]*$/, {
  message: 'Must be a header value: no CR, LF or NUL, no character past U+00FF',
});
const headerRecord = z.record(headerName, headerValue, {
  error: (issue) =>
    issue.code === 'invalid_key' ? 'Must be a header name (an HTTP token)' : undefined,
});

/** A path with its query, e.g. `/v1/clients?q=smi`; never an origin or `//host`. */
export const requestPath = z
  .string()
  .max(8192)
  .regex(/^\/(?!\/)/, { message: 'Must be a path starting with a single /' });

const httpRequestShape = {
  method: httpMethod,
  url: requestPath,
  headers: headerRecord,
  body: z.string().nullable(),
};

// fetch's Request throws on a GET with a body (even ''): refuse it here, as a 422 on `body`.
function withoutGetBody<S extends z.ZodType<{ method: HttpMethod; body: string | null }>>(
  schema: S,
) {
  return schema.refine((request) => request.method !== 'GET' || request.body === null, {
    message: 'A GET request has no body: must be null',
    path: ['body'],
  });
}

/** The HTTP part of a request, also what the desktop shell forwards to the remote API. */
export const httpRequest = withoutGetBody(z.strictObject(httpRequestShape));

export const httpResponse = z.strictObject({
  status: z.int().min(200).max(599),
  headers: headerRecord,
  body: z.string(),
});

/** Pairs an answer with its request on a port. */
export const messageId = z.int().nonnegative();

export const requestMessage = withoutGetBody(
  z.strictObject({ ...httpRequestShape, type: z.literal('request'), id: messageId }),
);
/**
 * Whether a response's body travels to the page as text: JSON, which the page parses, and
 * plain text. Any other body (a CSV export's chunk) goes as bytes, moved to the page rather
 * than copied: the page only writes it to a file, so decoding, copying and encoding
 * megabytes of text on the way would be wasted.
 */
export function bodyTravelsAsText(contentType: string | null): boolean {
  return (
    contentType === null || /^(application\/([\w.-]+\+)?json|text\/plain)\b/i.test(contentType)
  );
}

export const responseMessage = httpResponse.extend({
  type: z.literal('response'),
  id: messageId,
  body: z.union([z.string(), z.instanceof(ArrayBuffer)]),
});
export const pushMessage = z.strictObject({
  type: z.literal('push'),
  name: z.string().min(1),
  args: z.unknown(),
});
export const connectMessage = z.strictObject({ type: z.literal('connect') });

/**
 * The page's first message: which shell hosts the app. In the desktop shell it transfers a
 * MessagePort to the relay that reaches the remote through main (remote-relay.ts). Checked
 * as a settings change is: any page of the origin can post one, and what it names is stored.
 */
export const initMessage = z.strictObject({
  type: z.literal('init'),
  shell: shellKind,
  /** Desktop: the remote URL main holds (normalized); null in a browser, where the worker keeps it. */
  remote_url: remoteUrlSchema.nullable(),
  online: z.boolean(),
});
export type InitMessage = z.infer<typeof initMessage>;

/**
 * The worker's answer to an `init` it refused: why, as a 422's problem names each field at
 * fault. It goes on waiting for a valid one; the page that sent it knows it will not start.
 */
export const initRefusedMessage = z.strictObject({
  type: z.literal('init_refused'),
  problem,
});
export type InitRefusedMessage = z.infer<typeof initRefusedMessage>;

/** Everything the worker may post to the page. */
export const workerMessage = z.discriminatedUnion('type', [
  responseMessage,
  pushMessage,
  connectMessage,
  initRefusedMessage,
]);

export type HttpRequest = z.infer<typeof httpRequest>;
export type HttpResponse = z.infer<typeof httpResponse>;
export type RequestMessage = z.infer<typeof requestMessage>;
export type ResponseMessage = z.infer<typeof responseMessage>;
export type PushMessage = z.infer<typeof pushMessage>;
export type WorkerMessage = z.infer<typeof workerMessage>;

/** What both ends need of a MessagePort; a Worker and a worker's global scope fit too. */
export interface PortLike {
  postMessage(message: unknown, options?: StructuredSerializeOptions): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start?(): void;
}
