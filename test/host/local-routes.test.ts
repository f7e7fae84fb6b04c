// The workspace's own /local/ routes through the app host: status and the demo data.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import { hostFixture, type HostFixture } from './host-fixture';

const appHost = async (indexedDB = new IDBFactory()) => hostFixture({}, indexedDB);
const send = (service: HostFixture, method: string, path: string) => service.send(method, path);

describe('the app host', () => {
  it('reports its status and loads demo data once, into an empty book only', async () => {
    const service = await appHost();
    const before = await (await send(service, 'GET', '/local/status')).json();
    expect(before).toMatchObject({ database: 'charter-desk', counts: { clients: 0 } });
    expect(before.current_user).toEqual({ user_id: null, display_name: 'You', avatar_url: null });

    const seeded = await send(service, 'POST', '/local/seed-demo');
    expect(seeded.status).toBe(201);
    const { loaded } = await seeded.json();
    expect(loaded.clients).toBeGreaterThanOrEqual(200);

    const again = await send(service, 'POST', '/local/seed-demo');
    expect(again.status).toBe(409);
    // The demo data has a database of its own.
    expect((await (await send(service, 'GET', '/local/status')).json()).database).toBe(
      'charter-desk-demo',
    );
    expect(problem.parse(await again.json())).toMatchObject({ type: 'conflict' });

    const list = await send(service, 'GET', '/v1/clients?limit=5');
    expect(list.status).toBe(200);
    expect((await list.json()).total).toBe(loaded.clients);
    await service.host.close();
  });

  it('loads demo data once when asked twice at the same time', async () => {
    const service = await appHost();
    const answers = await Promise.all([
      send(service, 'POST', '/local/seed-demo'),
      send(service, 'POST', '/local/seed-demo'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    await service.host.close();
  });

  it('keeps its data across a restart on the same database', async () => {
    const indexedDB = new IDBFactory();
    const first = await appHost(indexedDB);
    await send(first, 'POST', '/local/seed-demo');
    await first.host.close();
    const second = await appHost(indexedDB);
    const status = await (await send(second, 'GET', '/local/status')).json();
    expect(status.counts.clients).toBeGreaterThanOrEqual(200);
    await second.host.close();
  });

  it('answers unknown paths with a 404 problem', async () => {
    const service = await appHost();
    const response = await send(service, 'GET', '/local/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    await service.host.close();
  });
});
