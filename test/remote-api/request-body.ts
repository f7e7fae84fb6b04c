// The request bodies the remote reads, on /v1 and /_sim/ alike, checked before any key,
// budget or handler: JSON only (415), since a web page can send text/plain and forms
// without CORS; and at most MAX_REQUEST_BODY_BYTES (413), refused before it is read, so a
// huge body costs neither memory nor a read to the end.
import type { MiddlewareHandler } from 'hono';
import { MAX_REQUEST_BODY_BYTES, makeProblem } from '../../shared/api';
import { problemResponse } from '../../shared/service/http';
import { isJsonMediaType, unsupportedMediaType } from '../../shared/service/media-type';

/** Whether the request declares a body: a withdrawal POST, for one, has none. */
function carriesBody(headers: Headers): boolean {
  return headers.has('Transfer-Encoding') || (headers.get('Content-Length') ?? '0') !== '0';
}

const tooLarge = () =>
  problemResponse(
    makeProblem('payload_too_large', {
      detail: `A request body may have at most ${MAX_REQUEST_BODY_BYTES} bytes`,
    }),
  );

/** The whole body, or null as soon as more than `limit` bytes have arrived (the rest is never read). */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (const reader = body.getReader(); ;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) return null;
    chunks.push(value);
  }
}

export const checkRequestBody: MiddlewareHandler = async (c, next) => {
  const raw = c.req.raw;
  if (!carriesBody(raw.headers)) return next();
  const contentType = raw.headers.get('Content-Type');
  if (!isJsonMediaType(contentType)) return problemResponse(unsupportedMediaType(contentType));
  // A declared length is refused at once; a chunked body is counted while it is read.
  if (Number(raw.headers.get('Content-Length')) > MAX_REQUEST_BODY_BYTES) return tooLarge();
  // Node gives GET and HEAD no body stream: nothing will read it, so nothing to count.
  if (raw.body === null) return next();
  const body = await readAtMost(raw.body, MAX_REQUEST_BODY_BYTES);
  if (body === null) return tooLarge();
  c.req.raw = new Request(raw, { body });
  return next();
};
