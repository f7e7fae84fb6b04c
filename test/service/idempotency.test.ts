// Exactly once under concurrency: retries racing the first request never write twice.
import { describe, expect, it } from 'vitest';
import { client, problem } from '../../shared/api';
import { REPLAYED_HEADER } from '../../shared/service/commit-write';
import { createHarness } from '../support/service-harness';

describe('concurrent requests with one Idempotency-Key', () => {
  it('write once: each answer is the created client, a replay of it, or 409 in use', async () => {
    const { call, db } = createHarness();
    const send = () =>
      call('POST', '/v1/clients', {
        body: { name: 'Ana Lee' },
        headers: { 'Idempotency-Key': 'create-ana' },
      });
    const responses = await Promise.all(Array.from({ length: 6 }, send));

    expect(await db.clients.count()).toBe(1);
    const [stored] = await db.clients.toArray();
    let created = 0;
    for (const response of responses) {
      const body = await response.json();
      if (response.status === 201) {
        expect(client.parse(body).id).toBe(stored!.id);
        if (response.headers.get(REPLAYED_HEADER) !== 'true') created += 1;
      } else {
        expect(response.status).toBe(409);
        expect(problem.parse(body).type).toBe('idempotency_key_in_use');
      }
    }
    expect(created).toBe(1);

    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('a retry arriving while the first request still runs is 409 at once, not queued', async () => {
    const { call, db } = createHarness();
    const send = () =>
      call('POST', '/v1/clients', {
        body: { name: 'Ana Lee' },
        headers: { 'Idempotency-Key': 'create-ana' },
      });
    // Storage kept busy, as a slow disk would: the first request is held in flight.
    let spins = 0;
    let released = false;
    const hold = db.transaction('rw', db.tables, async () => {
      while (!released) {
        spins += 1;
        await db.meta.get('hold');
      }
    });
    const first = send();
    const busyAfter = async (count: number) => {
      while (spins < count) await new Promise((resolve) => setTimeout(resolve, 0));
      return 'still waiting for storage' as const;
    };
    const second = await Promise.race([send(), busyAfter(spins + 200)]);
    released = true;
    await hold;

    expect(second).not.toBe('still waiting for storage');
    const retry = second as Response;
    expect(retry.status).toBe(409);
    expect(problem.parse(await retry.json()).type).toBe('idempotency_key_in_use');
    expect((await first).status).toBe(201);
    expect(await db.clients.count()).toBe(1);
  });

  it('a key expires after 24 hours: the same key then creates anew', async () => {
    const { call, clock, db } = createHarness();
    const send = () =>
      call('POST', '/v1/clients', {
        body: { name: 'Ana Lee' },
        headers: { 'Idempotency-Key': 'create-ana' },
      });
    expect((await send()).status).toBe(201);
    clock.advance(24 * 60 * 60 * 1000 + 1);
    const later = await send();
    expect(later.status).toBe(201);
    expect(later.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await db.clients.count()).toBe(2);
  });
});
