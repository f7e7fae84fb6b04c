// Traffic for the OpenAPI check: all 11 operations of the reference remote, each answered
// with success and with the errors a client meets (401, 403, 404, 409, 413, 415, 422, 429 of
// every kind, 503), plus Idempotency-Key replays, sent through a validating proxy. Each
// answer is recorded with the operation, status and problem type it had.
import {
  MAX_REQUEST_BODY_BYTES,
  REPLAYED_HEADER,
  client,
  matchOperation,
  page,
  problem,
  rfqBatch,
} from '../../shared/api';
import {
  ALPHA_TRIP,
  BETA_TRIP,
  KEYS,
  UNKNOWN_ID,
  batchBody,
  testConfig,
  type TestApi,
} from '../remote-api/remote-harness';
import { FAILED_AUTHENTICATIONS_PER_MINUTE } from '../remote-api/auth-failures';

/** A second key of Beta: its own minute, Beta's small allowance. */
const BETA_SECOND_KEY = 'beta-write-key-0006';

/**
 * Alpha has room for everything; Beta's key may make 2 requests a minute and the
 * organization 3 in the period, so both kinds of 429 come within a few requests.
 */
export function trafficConfig() {
  const config = testConfig({ monthly_quota: 10_000, requests_per_minute: 1_000 });
  const [alpha, beta] = config.organizations;
  return {
    ...config,
    organizations: [
      alpha!,
      {
        ...beta!,
        plan: { monthly_quota: 3, requests_per_minute: 2 },
        keys: [
          ...beta!.keys,
          { token: BETA_SECOND_KEY, scopes: ['read' as const, 'write' as const] },
        ],
      },
    ],
  };
}

export interface Exchange {
  label: string;
  operation: string | null;
  status: number;
  problemType: string | null;
  replayed: boolean;
  response: Response;
}

interface Sent {
  /** Alpha's read+write key unless given; null sends none. */
  key?: string | null;
  /** JSON, unless `text` gives the body as sent. */
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

let keys = 0;
const newKey = () => `openapi-traffic-${(keys += 1)}`;

/**
 * Sends the traffic to `proxyUrl` (Prism in front of `api`), using the remote's test controls
 * directly for what the API cannot do (faults). Returns every exchange, in order.
 */
export async function sendTraffic(api: TestApi, proxyUrl: string): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];

  async function send(label: string, method: string, path: string, sent: Sent = {}) {
    const key = sent.key === undefined ? KEYS.alphaWrite : sent.key;
    const body = sent.text ?? (sent.json === undefined ? undefined : JSON.stringify(sent.json));
    const response = await fetch(`${proxyUrl}${path}`, {
      method,
      headers: {
        ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
        ...(sent.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...sent.headers,
      },
      body,
    });
    const isProblem = response.headers.get('Content-Type')?.includes('problem+json') ?? false;
    const parsed = isProblem ? problem.safeParse(await response.clone().json()) : null;
    exchanges.push({
      label,
      operation: matchOperation(method, new URL(path, proxyUrl).pathname)?.id ?? null,
      status: response.status,
      problemType: parsed?.success ? parsed.data.type : null,
      replayed: response.headers.get(REPLAYED_HEADER) === 'true',
      response,
    });
    return response;
  }
  const json = async <T>(response: Response, parse: (value: unknown) => T) =>
    parse(await response.clone().json());
  const batchPath = (trip = ALPHA_TRIP) => `/v1/trip-requests/${trip}/rfqs`;

  // ---- clients: create (and replay), search (two pages), read, update, delete
  const createKey = newKey();
  const clientBody = { name: 'Ada Lee', notes: 'Prefers\tmorning flights\r\nTwo dogs' };
  const created = await send('create a client', 'POST', '/v1/clients', {
    json: clientBody,
    headers: { 'Idempotency-Key': createKey },
  });
  const clientId = (await json(created, client.parse)).id;
  await send('replay the create', 'POST', '/v1/clients', {
    json: clientBody,
    headers: { 'Idempotency-Key': createKey },
  });
  const firstPage = await send('search clients', 'GET', '/v1/clients?limit=2&sort=-name');
  const { next_cursor } = await json(firstPage, page(client).parse);
  await send('the next page', 'GET', `/v1/clients?limit=2&sort=-name&cursor=${next_cursor}`);
  await send('search by tag and consent', 'GET', '/v1/clients?q=a&consent=email&limit=5');
  await send('read a client', 'GET', `/v1/clients/${clientId}`);
  await send('update a client', 'PATCH', `/v1/clients/${clientId}`, {
    json: { company: 'Lee Holdings', address: null },
  });
  await send('delete a client', 'DELETE', `/v1/clients/${clientId}`);

  // ---- RFQs: batch (and replay), list, messages by id and by link, withdraw (and replay)
  const batchKey = newKey();
  const batch = await send('request quotes', 'POST', batchPath(), {
    json: batchBody(2, 'Two dogs in the cabin'),
    headers: { 'Idempotency-Key': batchKey },
  });
  const [rfq, other] = (await json(batch, rfqBatch.parse)).items;
  await send('replay the batch', 'POST', batchPath(), {
    json: batchBody(2, 'Two dogs in the cabin'),
    headers: { 'Idempotency-Key': batchKey },
  });
  await send('list RFQs', 'GET', `${batchPath()}?limit=1`);
  const messageKey = newKey();
  const message = { body: 'Is 7am wheels-up possible?' };
  await send('write on an RFQ', 'POST', `/v1/rfqs/${rfq!.id}/messages`, {
    json: message,
    headers: { 'Idempotency-Key': messageKey },
  });
  await send('replay the message', 'POST', `/v1/rfqs/${rfq!.id}/messages`, {
    json: message,
    headers: { 'Idempotency-Key': messageKey },
  });
  await send('read messages', 'GET', `/v1/rfqs/${rfq!.id}/messages`);
  const token = rfq!.url!.split('/').pop()!;
  await send('read messages by link', 'GET', `/v1/rfqs/${token}/messages?limit=10`);
  const withdrawKey = newKey();
  const withdraw = `/v1/rfqs/${other!.id}/withdrawals`;
  await send('withdraw an RFQ', 'POST', withdraw, { headers: { 'Idempotency-Key': withdrawKey } });
  await send('replay the withdrawal', 'POST', withdraw, {
    headers: { 'Idempotency-Key': withdrawKey },
  });
  await send('list operator contacts', 'GET', '/v1/operator-contacts?limit=5');
  await send(
    'contacts of one operator',
    'GET',
    `/v1/operator-contacts?operator_id[]=${rfq!.operator.id}`,
  );

  // ---- 401, 403, 404, 409
  await send('no key', 'GET', '/v1/clients', { key: null });
  await send('an unknown key', 'DELETE', `/v1/clients/${UNKNOWN_ID}`, { key: 'not-a-real-key-00' });
  await send('a read key writes', 'POST', '/v1/clients', {
    key: KEYS.alphaRead,
    json: { name: 'Read Only' },
    headers: { 'Idempotency-Key': newKey() },
  });
  await send('a write-only key reads', 'GET', `/v1/rfqs/${rfq!.id}/messages`, {
    key: KEYS.alphaWriteOnly,
  });
  await send('an unknown client', 'GET', `/v1/clients/${UNKNOWN_ID}`);
  await send('patch an unknown client', 'PATCH', `/v1/clients/${UNKNOWN_ID}`, { json: {} });
  await send('delete a deleted client', 'DELETE', `/v1/clients/${clientId}`);
  await send('an unknown trip request', 'GET', batchPath(UNKNOWN_ID));
  await send('withdraw an unknown RFQ', 'POST', `/v1/rfqs/${UNKNOWN_ID}/withdrawals`, {
    headers: { 'Idempotency-Key': newKey() },
  });
  await send('write on an unknown RFQ', 'POST', '/v1/rfqs/no-such-link/messages', {
    json: message,
  });
  await send('withdraw a withdrawn RFQ', 'POST', withdraw, {
    headers: { 'Idempotency-Key': newKey() },
  });
  await send('write on a withdrawn RFQ', 'POST', `/v1/rfqs/${other!.id}/messages`, {
    json: message,
  });

  // ---- 413, 415, 422
  await send('a body over the limit', 'POST', '/v1/clients', {
    text: JSON.stringify({ name: 'Big', notes: 'x'.repeat(MAX_REQUEST_BODY_BYTES) }),
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
  });
  await send('a text/plain body', 'POST', '/v1/clients', {
    text: JSON.stringify({ name: 'Plain' }),
    headers: { 'Content-Type': 'text/plain', 'Idempotency-Key': newKey() },
  });
  await send('a form on a withdrawal', 'POST', `/v1/rfqs/${rfq!.id}/withdrawals`, {
    text: 'reason=none',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': newKey() },
  });
  await send('a blank name', 'POST', '/v1/clients', {
    json: { name: ' ', notes: 'a\u0000b', tags: ['golf\u200b'] },
    headers: { 'Idempotency-Key': newKey() },
  });
  await send('no Idempotency-Key', 'POST', batchPath(), { json: batchBody(1) });
  await send('a key reused for another body', 'POST', '/v1/clients', {
    json: { name: 'Someone Else' },
    headers: { 'Idempotency-Key': createKey },
  });
  await send('a bad cursor', 'GET', '/v1/operator-contacts?cursor=not-a-cursor');
  await send('a limit of 0', 'GET', `/v1/rfqs/${rfq!.id}/messages?limit=0`);
  await send('not JSON', 'PATCH', `/v1/clients/${UNKNOWN_ID}`, {
    text: '{"name":',
    headers: { 'Content-Type': 'application/json' },
  });
  await send('an empty override message', 'POST', `/v1/rfqs/${rfq!.id}/messages`, {
    json: { body: '\u202e' },
  });

  // ---- 503 from an injected fault, on a metered and an unmetered read
  await api.sim('PUT', '/faults', { error_rate: 1, methods: ['GET'] });
  await send('a failing read', 'GET', '/v1/clients');
  await send('a failing unmetered read', 'GET', `/v1/rfqs/${rfq!.id}/messages`);
  await api.sim('PUT', '/faults', {});

  // ---- 429: Beta's key past its minute, Beta past its allowance
  const beta = { key: KEYS.betaWrite };
  await send('beta 1/2 this minute', 'GET', '/v1/clients?limit=1', beta);
  await send('beta 2/2 this minute', 'POST', batchPath(BETA_TRIP), {
    ...beta,
    json: batchBody(1),
    headers: { 'Idempotency-Key': newKey() },
  });
  await send('beta past its minute', 'GET', '/v1/operator-contacts', beta);
  await send('beta 3/3 of the allowance', 'GET', '/v1/clients', { key: BETA_SECOND_KEY });
  await send('beta past its allowance', 'GET', '/v1/clients', { key: BETA_SECOND_KEY });
  await send('a free read past the allowance', 'GET', `/v1/rfqs/${UNKNOWN_ID}/messages`, {
    key: BETA_SECOND_KEY,
  });

  // ---- 429 for the address, after a minute of failed authentications: last, since every
  // request from 127.0.0.1 is refused until the minute ends
  for (let i = 0; i < FAILED_AUTHENTICATIONS_PER_MINUTE; i += 1) {
    await send('a guessed key', 'GET', '/v1/operator-contacts', { key: `guess-${i}-padding` });
  }
  await send('the address past its failed authentications', 'GET', '/v1/clients');
  return exchanges;
}
