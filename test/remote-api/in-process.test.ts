// The remote's in-process `fetch` (the sync rig's way in) answers as it does over HTTP: the
// same gates and bodies, a dropped connection and a stopped server rejected as fetch rejects.
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../../shared/api';
import { KEYS, startTestApi, type TestApi } from './remote-harness';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const asAlpha = { Authorization: `Bearer ${KEYS.alphaWrite}` };

describe("the reference remote's in-process fetch", () => {
  it('answers a read and a write as over HTTP', async () => {
    api = await startTestApi();
    const path = `${api.url}/v1/clients?limit=3`;
    const [overHttp, inProcess] = await Promise.all([
      fetch(path, { headers: asAlpha }),
      api.fetch(path, { headers: asAlpha }),
    ]);
    expect(inProcess.status).toBe(200);
    expect((await inProcess.json()).items).toEqual((await overHttp.json()).items);
    const created = await api.fetch(`${api.url}/v1/clients`, {
      method: 'POST',
      headers: { ...asAlpha, 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
      body: JSON.stringify({ name: 'In Process' }),
    });
    expect(created.status).toBe(201);
  });

  it('refuses what HTTP refuses: a body too large or not JSON, a foreign Host', async () => {
    api = await startTestApi();
    const text = await api.fetch(`${api.url}/v1/clients`, {
      method: 'POST',
      headers: { ...asAlpha, 'Idempotency-Key': 'k-2' },
      body: 'name=Plain',
    });
    expect(text.status).toBe(415);
    const large = await api.fetch(`${api.url}/v1/clients`, {
      method: 'POST',
      headers: { ...asAlpha, 'Content-Type': 'application/json', 'Idempotency-Key': 'k-3' },
      body: JSON.stringify({ name: 'Large', notes: 'x'.repeat(MAX_REQUEST_BODY_BYTES) }),
    });
    expect(large.status).toBe(413);
    const rebound = await api.fetch(`http://rebound.example/v1/clients`, { headers: asAlpha });
    expect(rebound.status).toBe(403);
  });

  it('rejects as fetch does when a fault drops the connection and once the server is closed', async () => {
    api = await startTestApi(undefined, 0, { inProcess: true });
    await api.sim('PUT', '/faults', { close_before_rate: 1, methods: ['GET'] });
    await expect(api.fetch(`${api.url}/v1/clients`, { headers: asAlpha })).rejects.toThrow(
      TypeError,
    );
    await api.sim('PUT', '/faults', {});
    const { fetch: inProcess, url } = api;
    await api.close();
    api = undefined;
    await expect(inProcess(`${url}/v1/clients`, { headers: asAlpha })).rejects.toThrow(TypeError);
  });
});
