// Which browsers may reach the remote. It runs on the broker's machine with keyless test
// controls, so any web page the broker opens is a client it must refuse: a page that
// rebinds its DNS name to 127.0.0.1 is told apart by its Host header, a page on another
// origin by its Origin header. Only the app's own origins get CORS, and only on /v1.
import type { MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_KEY_HEADER, QUOTA_HEADERS, RATE_HEADERS, makeProblem } from '../../shared/api';
import { REPLAYED_HEADER } from '../../shared/service/commit-write';
import { problemResponse, withHeaders } from '../../shared/service/http';
import { REQUEST_ID_HEADER } from './request-log';

/** npm start's app (both spellings of this machine) and the e2e preview server. */
export const DEFAULT_APP_ORIGINS = [
  'http://127.0.0.1:4174',
  'http://localhost:4174',
  'http://127.0.0.1:4173',
];

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'];

/** The host name of a Host header, lower-cased, without its port or IPv6 brackets. */
function hostNameOf(header: string): string | null {
  const match = /^(?:\[([0-9a-f:.]+)\]|([^\s:@/[\]]+))(?::\d{1,5})?$/i.exec(header);
  return match ? (match[1] ?? match[2] ?? '').toLowerCase() : null;
}

/** Whether a request's Host names this server: loopback, or the host it was told to listen on. */
export function hostAllowed(header: string | undefined, listenHost: string): boolean {
  const name = header === undefined ? null : hostNameOf(header);
  const listening = listenHost.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return name !== null && (LOOPBACK_HOSTS.includes(name) || name === listening);
}

/** Refuses any Host but this server's own names, before anything else runs (DNS rebinding). */
export function requireOwnHost(listenHost: string): MiddlewareHandler {
  const accepted = [...new Set([...LOOPBACK_HOSTS, listenHost])].join(', ');
  return async (c, next) => {
    const header = c.req.header('Host');
    if (hostAllowed(header, listenHost)) return next();
    const detail = `Host ${JSON.stringify(header ?? '')} is not a name of this server (${accepted})`;
    return problemResponse(makeProblem('forbidden', { detail }));
  };
}

const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
  'Access-Control-Allow-Headers': ['Authorization', 'Content-Type', IDEMPOTENCY_KEY_HEADER].join(
    ', ',
  ),
  // Ten minutes: Chromium's cap is two hours; a short cache keeps a changed policy visible.
  'Access-Control-Max-Age': '600',
};

/** What the app's worker reads from an answer: the budget, the wait, the id, the replay mark. */
const EXPOSED_HEADERS = [
  ...Object.values(QUOTA_HEADERS),
  ...Object.values(RATE_HEADERS),
  'Retry-After',
  REQUEST_ID_HEADER,
  REPLAYED_HEADER,
].join(', ');

/**
 * CORS for /v1, for `appOrigins` only: their preflights are answered here (never
 * authenticated, rate-limited or metered), their answers made readable. Any other origin
 * gets no CORS header at all, so the browser keeps the answer from it.
 */
export function appCors(appOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(appOrigins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined || !allowed.has(origin)) return next();
    const common = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
    if (c.req.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: { ...common, ...PREFLIGHT_HEADERS } });
    }
    await next();
    c.res = withHeaders(c.res, { ...common, 'Access-Control-Expose-Headers': EXPOSED_HEADERS });
  };
}

/**
 * Refuses any request a web page sends to the test controls. Browsers add Origin to every
 * request that can change state (every method but GET and HEAD, no-cors included); tests,
 * scripts and curl do not send it.
 */
export const refuseWebPages: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('Origin');
  if (origin === undefined) return next();
  const detail = `The test controls do not answer web pages (Origin ${origin})`;
  return problemResponse(makeProblem('forbidden', { detail }));
};
