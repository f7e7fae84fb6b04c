// The New client form's Idempotency-Key: one per form, kept across retries, so a retry after
// an error or a lost answer never creates the client twice; a new form gets a new key.
import { afterEach, describe, expect, it } from 'vitest';
import { createAttempt } from '../../renderer/clients/form/attempt';
import { createServiceApi } from '../../shared/rpc/api';
import { clientExample } from '../api/examples';
import { closeChannels, connect } from '../rpc/channel';

afterEach(closeChannels);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** The typed API over a service whose creates answer `creates` in turn, recording each key. */
function apiWith(creates: number[]) {
  const keys: (string | null)[] = [];
  const { client } = connect(
    Promise.resolve({
      async fetch(request: Request) {
        keys.push(request.headers.get('idempotency-key'));
        const status = creates.shift() ?? 201;
        if (status === 201) return json(201, clientExample);
        return json(status, { type: 'unavailable', title: 'Answer lost', status });
      },
    }),
  );
  const api = createServiceApi(client);
  const create = (attempt: ReturnType<typeof createAttempt>, name: string) =>
    attempt.send((idempotencyKey) => api.createClient({ body: { name }, idempotencyKey }));
  return { create, keys };
}

describe('creating a client from the form', () => {
  it('retries with the same key after a failure, and uses a new one after a success', async () => {
    const { create, keys } = apiWith([503, 503, 201, 201]);
    const form = createAttempt();
    expect(await create(form, 'Ada')).toMatchObject({ ok: false });
    expect(await create(form, 'Ada')).toMatchObject({ ok: false });
    expect(await create(form, 'Ada')).toMatchObject({ ok: true });
    expect(await create(form, 'Bea')).toMatchObject({ ok: true });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.slice(1, 3)).toEqual([keys[0], keys[0]]);
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('keeps the key across a lost answer; a form opened anew has its own', async () => {
    const { create, keys } = apiWith([503]);
    const form = createAttempt();
    await create(form, 'Ada');
    const lost = await form
      .send(async (key) => {
        keys.push(key);
        throw new Error('the worker did not answer in time');
      })
      .catch((error: Error) => error.message);
    expect(lost).toBe('the worker did not answer in time');
    await create(createAttempt(), 'Bea');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
