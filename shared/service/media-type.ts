// Request bodies are JSON, on the local worker and the reference remote alike: a web page can
// send text/plain and forms to any address without a CORS preflight, so a body of another
// type is refused (415) before anything reads it. Both hosts decide with this one check.
import { makeProblem, type Problem } from '../api';

/** `application/json` or `application/<anything>+json`; parameters such as charset allowed. */
export function isJsonMediaType(contentType: string | null | undefined): boolean {
  const essence = contentType?.split(';', 1)[0]?.trim() ?? '';
  return /^application\/(?:[\w.!#$&^-]+\+)?json$/i.test(essence);
}

/** The 415 for a body sent with `contentType` (null: none). */
export function unsupportedMediaType(contentType: string | null | undefined): Problem {
  const sent = contentType == null ? 'no Content-Type' : `Content-Type ${contentType}`;
  return makeProblem('unsupported_media_type', {
    detail: `Send the body as application/json, not with ${sent}`,
  });
}
