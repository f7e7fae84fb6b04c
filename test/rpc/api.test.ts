// The typed /v1 helpers: paths from the operations table, Idempotency-Key where the
// operation takes one, success bodies parsed by the contract, problems by the problem schema.
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { Client, Problem } from '../../shared/api';
import { createServiceApi, type ApiResult } from '../../shared/rpc/api';
import { ParseError } from '../../shared/encoding/parse-unknown';
import { clientExample } from '../api/examples';
import { closeChannels, connect } from './channel';

const ada = clientExample;

interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

afterEach(closeChannels);

function apiAnswering(respond: (seen: Seen) => Response) {
  const seen: Seen[] = [];
  const { client } = connect(
    Promise.resolve({
      async fetch(request: Request) {
        const entry = {
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: await request.text(),
        };
        seen.push(entry);
        return respond(entry);
      },
    }),
  );
  return { api: createServiceApi(client), seen };
}

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

describe('service api', () => {
  it('searches clients with typed query and parses the page', async () => {
    const { api, seen } = apiAnswering(() =>
      json(200, { items: [ada], next_cursor: null, total: 1 }),
    );
    const result = await api.searchClients({ query: { q: 'zoe', limit: 10, sort: '-name' } });
    expectTypeOf(result).toEqualTypeOf<
      ApiResult<{ items: Client[]; next_cursor: string | null; total: number }>
    >();
    expect(result).toMatchObject({ ok: true, status: 200, data: { total: 1, items: [ada] } });
    expect(seen[0]?.url).toBe('https://local.invalid/v1/clients?q=zoe&limit=10&sort=-name');
    expect(seen[0]?.headers.has('idempotency-key')).toBe(false);
  });

  it('puts the id into the path, escaped', async () => {
    const { api, seen } = apiAnswering(() => new Response(null, { status: 204 }));
    const result = await api.deleteClient({ id: 'a/b' });
    expect(result).toEqual({ ok: true, status: 204, headers: {}, data: null });
    expect(seen[0]).toMatchObject({
      method: 'DELETE',
      url: 'https://local.invalid/v1/clients/a%2Fb',
    });
  });

  it('sends a fresh Idempotency-Key on creates unless one is given', async () => {
    const { api, seen } = apiAnswering(() => json(201, ada));
    await api.createClient({ body: { name: 'Ada' } });
    await api.createClient({ body: { name: 'Ada' } });
    await api.createClient({ body: { name: 'Ada' }, idempotencyKey: 'retry-1' });
    const keys = seen.map((entry) => entry.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('retry-1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'Ada' });
  });

  it('returns a problem body as a failed result', async () => {
    const body: Problem = {
      type: 'validation_failed',
      title: 'Some fields need correcting',
      status: 422,
      errors: [{ field: 'name', code: 'too_small', message: 'Must not be empty' }],
    };
    const { api } = apiAnswering(() => json(422, body, 'application/problem+json'));
    expect(await api.createClient({ body: { name: '' } })).toMatchObject({
      ok: false,
      status: 422,
      problem: body,
    });
  });

  it('throws when a success body breaks the contract', async () => {
    const { api } = apiAnswering(() => json(200, { ...ada, surprise: true }));
    await expect(api.getClient({ id: ada.id })).rejects.toThrow(ParseError);
    await expect(api.getClient({ id: ada.id })).rejects.toThrow(/getClient response/);
  });

  it('throws on a status the operation never answers', async () => {
    const { api } = apiAnswering(() => json(202, {}));
    await expect(api.listOperatorContacts()).rejects.toThrow(
      'listOperatorContacts answered 202, expected 200',
    );
  });
});
