// Input the local service and the reference remote both took and now both refuse (issue 21),
// each as an API client sees it: a body that is not JSON is a 415 before anything is read,
// and a blank name, an invisible character in a one-line field, a control character or a
// bidi override in any text is a 422 naming the field. One set of cases, run on both hosts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, problem, rfqBatch, client as clientSchema } from '../../shared/api';
import {
  ALPHA_TRIP,
  KEYS,
  batchBody,
  startTestApi,
  type TestApi,
} from '../remote-api/remote-harness';
import { faultyFields } from './clients-fixtures';
import { batchRequest, newKey, seededHarness, trips } from './rfq-fixtures';
import { createV1App } from '../../shared/service/app';
import type { Harness } from '../support/service-harness';

/** A request as sent: `body` is the text on the wire (a Uint8Array travels with no type). */
interface Sent {
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

interface Host {
  name: string;
  tripId: string;
  /** A valid RFQ batch body for one operator this host knows. */
  batch(): { operators: { name?: string | null }[] };
  send(method: string, path: string, sent?: Sent): Promise<Response>;
}

/** The worker's /v1 app, sent requests as the worker builds them (no type added to a body). */
function localHost(h: Harness): Host {
  const app = createV1App(h.deps);
  return {
    name: 'the local service',
    tripId: trips.open,
    batch: () => batchRequest([0]),
    send: async (method, path, { body, headers } = {}) =>
      app.fetch(new Request(`http://local.test${path}`, { method, headers, body })),
  };
}

const remoteHost = (api: TestApi): Host => ({
  name: 'the remote',
  tripId: ALPHA_TRIP,
  batch: () => batchBody(1),
  send: (method, path, { body, headers } = {}) =>
    fetch(`${api.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${KEYS.alphaWrite}`, ...headers },
      body,
    }),
});

const json = { 'Content-Type': 'application/json' };
const asJson = (value: unknown) => JSON.stringify(value);

let api: TestApi;
let harness: Harness;
beforeAll(async () => {
  api = await startTestApi();
  harness = await seededHarness();
});
afterAll(() => api.close());

const hosts = () => [localHost(harness), remoteHost(api)];

describe.each(['local', 'remote'] as const)('on %s', (which) => {
  const host = () => hosts()[which === 'local' ? 0 : 1]!;

  const createClient = (body: unknown, headers: Record<string, string> = json) =>
    host().send('POST', '/v1/clients', {
      body: typeof body === 'string' ? body : asJson(body),
      headers: { 'Idempotency-Key': newKey(), ...headers },
    });

  async function clientsNamed(q: string): Promise<number> {
    const response = await host().send('GET', `/v1/clients?q=${encodeURIComponent(q)}`);
    return page(clientSchema).parse(await response.json()).total;
  }

  async function sentRfqId(): Promise<string> {
    const response = await host().send('POST', `/v1/trip-requests/${host().tripId}/rfqs`, {
      body: asJson(host().batch()),
      headers: { ...json, 'Idempotency-Key': newKey() },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return rfqBatch.parse(await response.json()).items[0]!.id;
  }

  describe('415: a write body that is not JSON', () => {
    it.each([
      ['text/plain', { 'Content-Type': 'text/plain' }, 'Content-Type text/plain'],
      ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'Content-Type'],
      ['no Content-Type', {}, 'no Content-Type'],
    ])('with %s, nothing is created', async (_, headers, said) => {
      const name = `Typed ${newKey()}`;
      const body = new TextEncoder().encode(asJson({ name }));
      const response = await host().send('POST', '/v1/clients', {
        body,
        headers: { 'Idempotency-Key': newKey(), ...headers },
      });
      expect(response.status).toBe(415);
      expect(response.headers.get('Content-Type')).toBe('application/problem+json');
      const body415 = problem.parse(await response.json());
      expect(body415).toMatchObject({ type: 'unsupported_media_type', status: 415 });
      expect(body415.detail).toContain(said);
      expect(await clientsNamed(name)).toBe(0);
    });

    it('even on a write that takes no body (a withdrawal), which an empty body does not trouble', async () => {
      const id = await sentRfqId();
      const path = `/v1/rfqs/${id}/withdrawals`;
      const plain = await host().send('POST', path, {
        body: 'withdraw',
        headers: { 'Content-Type': 'text/plain', 'Idempotency-Key': newKey() },
      });
      expect(plain.status).toBe(415);
      const bare = await host().send('POST', path, { headers: { 'Idempotency-Key': newKey() } });
      expect(bare.status).toBe(200);
      expect(await bare.json()).toMatchObject({ id, status: 'withdrawn' });
    });

    it.each(['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.x+json'])(
      'takes %s',
      async (type) => {
        const response = await createClient({ name: 'Typed' }, { 'Content-Type': type });
        expect(response.status).toBe(201);
      },
    );
  });

  describe('422 naming the field', () => {
    it.each([
      ['a whitespace-only name', { name: ' \u3000 ' }, ['name']],
      ['a zero-width space in a name', { name: 'Ada\u200bLee' }, ['name']],
      ['a word joiner in a tag', { name: 'Ada', tags: ['vip', 'golf\u2060'] }, ['tags[1]']],
      [
        'a BOM inside a city',
        { name: 'Ada', address: { line1: '1 Main St', city: 'Le\ufeffeds', country: 'GB' } },
        ['address.city'],
      ],
      ['a NUL in notes', { name: 'Ada', notes: 'Gate 4\u0000' }, ['notes']],
      ['an escape code in preferences', { name: 'Ada', preferences: '\u001b[2J' }, ['preferences']],
      ['a right-to-left override in notes', { name: 'Ada', notes: 'see \u202egnp.exe' }, ['notes']],
    ])('%s on create', async (_, body, fields) => {
      expect(await faultyFields(await createClient(body))).toEqual(fields);
    });

    it('a blank name on PATCH', async () => {
      const created = await createClient({ name: 'Ada Lee' });
      const { id } = (await created.json()) as { id: string };
      const patched = await host().send('PATCH', `/v1/clients/${id}`, {
        body: asJson({ name: '\u00a0' }),
        headers: json,
      });
      expect(await faultyFields(patched)).toEqual(['name']);
    });

    it('an invisible operator name in an RFQ batch, an override in a message', async () => {
      const batch = host().batch();
      batch.operators[0]!.name = 'Dispatch\u2060';
      const refused = await host().send('POST', `/v1/trip-requests/${host().tripId}/rfqs`, {
        body: asJson(batch),
        headers: { ...json, 'Idempotency-Key': newKey() },
      });
      expect(await faultyFields(refused)).toEqual(['operators[0].name']);

      const id = await sentRfqId();
      const message = await host().send('POST', `/v1/rfqs/${id}/messages`, {
        body: asJson({ body: 'Our price: \u202e00521 USD' }),
        headers: json,
      });
      expect(await faultyFields(message)).toEqual(['body']);
    });

    it('while the joiners and marks of right-to-left and Indic names are kept', async () => {
      const response = await createClient({
        name: 'می\u200cخواهم עדה\u200f',
        notes: '\u2067עברית\u2069',
      });
      expect(response.status).toBe(201);
    });
  });
});
