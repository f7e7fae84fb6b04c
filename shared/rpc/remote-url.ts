// Which remote API URLs may receive the API key, and where a /v1 request goes under one.
// Pure, so every rule is unit-tested in Node.
import { z } from 'zod';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The remote base URL as the app uses it: origin plus path, the path ending in `/`.
 * Null when the key may not go there: anything but https (or http to this machine),
 * credentials, or a `?` or `#` anywhere in the string.
 */
export function normalizeRemoteUrl(text: string): string | null {
  // Checked on the string, because `new URL` drops an empty `?` or `#`: a base such as
  // `https://api.example.com/base/?` would look clean once parsed.
  if (/[?#]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (!secure) return null;
  return url.origin + (url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`);
}

/** A remote URL as read from the page or the settings file, parsed into its normalized base. */
export const remoteUrlSchema = z
  .string()
  .max(2000)
  .transform((text, context) => {
    const base = normalizeRemoteUrl(text);
    if (base === null) {
      context.addIssue({
        code: 'custom',
        message:
          'Must be an https URL (http only to this machine), without credentials and without ? or #',
      });
      return z.NEVER;
    }
    return base;
  });

/**
 * The URL a `/v1/...` request path goes to under `base` (a normalized base URL), or null
 * when the path is not under /v1/ or its dot segments would lead out of the base's v1/.
 */
export function remoteRequestUrl(base: string, path: string): string | null {
  if (!path.startsWith('/v1/')) return null;
  // Joined relative to the base: an absolute `/v1/...` would replace the base's own path.
  const url = new URL(path.slice(1), base).href;
  return url.startsWith(`${base}v1/`) ? url : null;
}
