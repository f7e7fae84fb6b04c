// The remote's /v1: the spec's policies in this order — authentication (401), scope
// (403), the key's per-minute rate (429 rate_limited), the organization's allowance (429
// quota_exceeded) — then the organization's own /v1 app, then refunds and budget headers.
// The checks that need no key (Host, CORS, failed authentications, body) run before it
// (server.ts).
import type { Context } from 'hono';
import {
  QUOTA_HEADERS,
  RATE_HEADERS,
  makeProblem,
  matchOperation,
  type BudgetWindow,
} from '../../shared/api';
import { problemResponse, withHeaders } from '../../shared/service/http';
import type { CharterDb } from '../../shared/db/database';
import type { Clock } from '../../shared/encoding/clock';
import type { Keyring } from './auth';
import { budgetHeaders, tooManyRequests, type Counter } from './quota-counters';
import type { Faults } from './faults';
import type { Organization } from './organizations';
import type { RemoteEnv } from './request-log';

export interface GatewayOptions {
  clock: Clock;
  keyring: Keyring;
  /** Per key, per UTC minute. */
  rates: Counter;
  /** Per organization, per billing period. */
  quotas: Counter;
  faults: Faults;
}

type Ctx = Context<RemoteEnv>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps the organization's storage busy for `ms`, as a slow disk would: a write queues
 * behind this transaction while it is already in flight (reads of other tables go on).
 */
function holdStorage(db: CharterDb, ms: number): void {
  const until = Date.now() + ms;
  void db.transaction('rw', db.meta, async () => {
    while (Date.now() < until) await db.meta.get('storage-hold');
  });
}

/** The client sees a network error: the socket closes with no response written. */
function dropConnection(c: Ctx): void {
  c.env.incoming.socket.destroy();
}

export function createGateway(options: GatewayOptions) {
  const { clock, keyring, rates, quotas, faults } = options;

  /** Runs an admitted request through any injected fault and the organization's app. */
  async function forward(c: Ctx, organization: Organization): Promise<Response> {
    const fault = faults.draw(c.req.method);
    c.get('trace').fault = fault.kind;
    if (fault.storageHoldMs > 0) holdStorage(organization.deps.db, fault.storageHoldMs);
    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (fault.kind === 'close_before') {
      dropConnection(c);
      // Never delivered; a 503 so the allowance is refunded like any 5xx.
      return problemResponse(makeProblem('unavailable', { detail: 'Connection closed (fault)' }));
    }
    if (fault.kind === 'error') {
      return problemResponse(makeProblem('unavailable', { detail: 'Injected fault' }));
    }
    const response = await organization.v1.fetch(c.req.raw);
    if (fault.kind === 'drop_after_commit') {
      // Wait for the whole body, so the write and its idempotency record have committed.
      const body = await response.arrayBuffer();
      dropConnection(c);
      return new Response(body, response);
    }
    return response;
  }

  return async function gateway(c: Ctx): Promise<Response> {
    const operation = matchOperation(c.req.method, c.req.path);
    const key = keyring.identify(c.req.header('Authorization'));
    if (!key) {
      return problemResponse(
        makeProblem('unauthorized', {
          detail: 'Send a valid API key as Authorization: Bearer <key>',
        }),
        { 'WWW-Authenticate': 'Bearer realm="charter-api"' },
      );
    }
    const { organization } = key;
    const { plan } = organization;
    const trace = c.get('trace');
    trace.organization = organization.name;
    trace.operation = operation?.id ?? null;

    const quotaNow = () => quotas.peek(organization.name, plan.monthly_quota);
    const finish = (response: Response, rate: BudgetWindow, quota: BudgetWindow | null) =>
      withHeaders(response, {
        ...budgetHeaders(RATE_HEADERS, rate),
        ...(operation?.metered ? budgetHeaders(QUOTA_HEADERS, quota ?? quotaNow()) : {}),
      });

    if (operation && !key.scopes.includes(operation.scope)) {
      const problem = makeProblem('forbidden', {
        detail: `This API key lacks the ${operation.scope} scope`,
      });
      return finish(
        problemResponse(problem),
        rates.peek(key.token, plan.requests_per_minute),
        null,
      );
    }

    const rate = rates.take(key.token, plan.requests_per_minute);
    if (!rate.admitted) {
      const detail = `This key may make ${plan.requests_per_minute} requests per minute`;
      return finish(
        tooManyRequests(clock, 'rate_limited', rate.window, { detail }),
        rate.window,
        null,
      );
    }

    // An unknown path or method: no operation, so nothing to meter (docs/remote-api.md).
    if (!operation) {
      const problem = makeProblem('not_found', { detail: 'No such operation' });
      return finish(problemResponse(problem), rate.window, null);
    }
    if (!operation.metered) return finish(await forward(c, organization), rate.window, null);

    const quota = quotas.take(organization.name, plan.monthly_quota);
    if (!quota.admitted) {
      const refusal = tooManyRequests(clock, 'quota_exceeded', quota.window, {
        detail: `The organization's ${plan.monthly_quota} requests for this billing period are used up`,
        upgrade_url: organization.upgradeUrl,
      });
      return finish(refusal, rate.window, quota.window);
    }
    const response = await forward(c, organization);
    // Admitted requests count, 4xx included; 429 and 5xx are given back.
    const refunded = response.status === 429 || response.status >= 500;
    if (refunded) quota.refund();
    trace.counted = !refunded;
    return finish(response, rate.window, refunded ? null : quota.window);
  };
}
