// The New client form's Idempotency-Key: one per form, kept across retries, so a retry after
// an error or a lost answer never creates the client twice; a new form gets a new key.
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../renderer/state/app-store';
import { createServiceApi } from '../../shared/rpc/api';
import { clientDetailExample, clientExample } from '../api/examples';
import { closeChannels, connect } from './channel';

afterEach(closeChannels);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** A service whose create answers come from `creates`, one per POST, recording each key. */
function storeWith(creates: number[]) {
  const keys: (string | null)[] = [];
  const { client } = connect(
    Promise.resolve({
      async fetch(request: Request) {
        const path = new URL(request.url).pathname;
        if (request.method === 'POST') {
          keys.push(request.headers.get('idempotency-key'));
          const status = creates.shift() ?? 201;
          if (status === 201) return json(201, clientExample);
          return json(status, { type: 'unavailable', title: 'Answer lost', status });
        }
        if (path === '/v1/clients') return json(200, { items: [], next_cursor: null, total: 0 });
        return json(200, clientDetailExample);
      },
    }),
  );
  return { store: createAppStore({ client, api: createServiceApi(client) }), keys };
}

describe('creating a client from the form', () => {
  it('retries with the same key after a failure, and uses a new one after a success', async () => {
    const { store, keys } = storeWith([503, 503, 201, 201]);
    const { openCreate, createClient } = store.getState();
    openCreate();
    expect(await createClient({ name: 'Ada' })).toMatchObject({ ok: false });
    expect(await createClient({ name: 'Ada' })).toMatchObject({ ok: false });
    expect(await createClient({ name: 'Ada' })).toMatchObject({ ok: true });
    openCreate();
    expect(await createClient({ name: 'Bea' })).toMatchObject({ ok: true });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.slice(1, 3)).toEqual([keys[0], keys[0]]);
    expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('keeps the key while the form stays open, and renews it for a form opened anew', async () => {
    const { store, keys } = storeWith([503, 503, 503]);
    const { openCreate, closeCreate, createClient } = store.getState();
    openCreate();
    await createClient({ name: 'Ada' });
    openCreate(); // New client pressed again over the open form
    await createClient({ name: 'Ada' });
    closeCreate();
    openCreate();
    await createClient({ name: 'Bea' });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
