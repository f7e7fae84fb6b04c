// The reference remote API: the shared /v1 handlers, one database per organization, behind
// the remote's policies, plus test controls under /_sim/. Listens on HTTP.
//
// Every request passes, in this order (docs/remote-api.md, Policies): its Host (403,
// origin-policy.ts), then the request log; on /v1, the app's CORS preflight (204) and the
// address's failed authentications (429, auth-failures.ts); on /_sim/, no web page (403);
// its body, JSON and bounded (415, 413, request-body.ts); then /_sim/ itself, or /v1's
// gates (gateway.ts). With a data directory (state.ts), an answer waits until what its
// request changed is on the disk. `fetch` answers the same way without the network.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { makeProblem, type Scope } from '../../shared/api';
import { problemResponse } from '../../shared/service/http';
import { ProblemError } from '../../shared/api/problem-error';
import { createKeyring } from './auth';
import { limitFailedAuthentication } from './auth-failures';
import { createCounter, utcMinute } from './quota-counters';
import type { RemoteConfig } from './config';
import { createFaults } from './faults';
import { createGateway } from './gateway';
import { DEFAULT_APP_ORIGINS, appCors, refuseWebPages, requireOwnHost } from './origin-policy';
import { isOrigin } from './origin';
import { createRequestLog, type RemoteEnv } from './request-log';
import { checkRequestBody } from './request-body';
import { simRoutes } from './sim-routes';
import { closeRemoteState, openRemoteState } from './state';

export interface StartOptions {
  /**
   * 127.0.0.1 by default: the server is for tests and development only. Requests must name
   * it, or a loopback name, in their Host header.
   */
  host?: string;
  /** 8787 by default; 0 picks a free port. */
  port?: number;
  /** Without it, the built-in demo organization (demo-config.ts). */
  config?: RemoteConfig;
  /** Origins whose pages may call /v1 (CORS); DEFAULT_APP_ORIGINS when not given. */
  appOrigins?: readonly string[];
  /**
   * Keeps the state in this directory, where a restart finds it; in memory without it.
   * Each write is on the disk before it is answered.
   */
  dataDir?: string;
  /** Clears `dataDir` first: the config's (or the demo's) data again. */
  fresh?: boolean;
  /** The ids of the records made; random UUIDs without it (tests give a seeded source). */
  newId?: () => string;
}

export interface RemoteApi {
  url: string;
  /** The data directory, absolute; null when the state lives in memory. */
  dataDir: string | null;
  /**
   * A request answered in this process, as a client on 127.0.0.1 would see it over HTTP but
   * without the TCP and HTTP parsing: for tests that make thousands of calls (the sync rig).
   * Rejects as fetch does when a fault drops the connection or the server is closed.
   */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
  organizations: { name: string; keys: { token: string; scopes: Scope[] }[] }[];
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** `input` as it reaches the server: naming its Host, its body's length declared. */
async function asSent(input: string | URL | Request, init?: RequestInit): Promise<Request> {
  const request = new Request(input, init);
  const headers = new Headers(request.headers);
  headers.set('Host', new URL(request.url).host);
  const body = request.body === null ? null : await request.arrayBuffer();
  if (body !== null) headers.set('Content-Length', String(body.byteLength));
  return new Request(request.url, { method: request.method, headers, body });
}

export async function startRemoteApi(options: StartOptions = {}): Promise<RemoteApi> {
  const host = options.host ?? '127.0.0.1';
  const appOrigins = options.appOrigins ?? DEFAULT_APP_ORIGINS;
  const notOrigin = appOrigins.find((origin) => !isOrigin(origin));
  if (notOrigin !== undefined) throw new TypeError(`Not an origin: ${notOrigin}`);
  let url = '';
  const state = await openRemoteState(options, () => url);
  const { clock, organizations, quotas, store } = state;
  const faults = createFaults(state.faults);
  const log = createRequestLog(clock);
  const gateway = createGateway({
    clock,
    keyring: createKeyring(organizations),
    rates: createCounter(clock, utcMinute),
    quotas,
    faults,
  });

  const app = new Hono<RemoteEnv>();
  app.use('*', requireOwnHost(host));
  app.use('*', log.middleware);
  app.use('/v1/*', appCors(appOrigins));
  // Inside CORS, so a 503 for a write that could not be saved is readable by the app.
  if (store) app.use('*', store.holdAnswers);
  app.use('/v1/*', limitFailedAuthentication(clock));
  app.use('/_sim/*', refuseWebPages);
  app.use('*', checkRequestBody);
  app.route('/_sim', simRoutes({ clock, faults, log, organizations }));
  app.all('/v1/*', gateway);
  app.notFound(() => problemResponse(makeProblem('not_found', { detail: 'No such route' })));
  app.onError((error) => {
    if (error instanceof ProblemError) return problemResponse(error.problem, error.headers);
    console.error('remote API: unhandled error', error);
    return problemResponse(makeProblem('internal_error', { detail: 'The server failed' }));
  });

  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  let address: AddressInfo;
  try {
    address = await listen(server, options.port ?? 8787, host);
  } catch (error) {
    await closeRemoteState(state);
    throw error;
  }
  url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  let closed = false;

  return {
    url,
    dataDir: store?.path ?? null,
    organizations: organizations.map(({ name, keys }) => ({
      name,
      keys: keys.map(({ token, scopes }) => ({ token, scopes: [...scopes] })),
    })),
    fetch: async (input, init) => {
      if (closed) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
      let dropped = false;
      // What the remote reads of the connection: the client's address, and a way to drop it.
      const socket = { remoteAddress: '127.0.0.1', destroy: () => (dropped = true) };
      const env = { incoming: { socket }, outgoing: null } as unknown as HttpBindings;
      const response = await app.fetch(await asSent(input, init), env);
      if (dropped) throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
      return response;
    },
    close: async () => {
      closed = true;
      // Keep-alive connections would hold close() open until they time out.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeRemoteState(state);
    },
  };
}
