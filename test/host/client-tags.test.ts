// GET /local/client-tags: the tags in use, as the clients list's tag filter offers them.
import { describe, expect, it } from 'vitest';
import { clientTagsView } from '../../shared/rpc/local/book';
import { hostFixture } from './host-fixture';

describe('GET /local/client-tags', () => {
  it('lists each tag once with its client count, in folded order, and follows writes', async () => {
    const service = await hostFixture();
    const create = (name: string, tags: string[]) =>
      service.json<{ id: string }>('POST', '/v1/clients', { name, tags });
    const tags = async () =>
      clientTagsView.parse(await service.json('GET', '/local/client-tags')).items;

    expect(await tags()).toEqual([]);
    const ana = await create('Ana Lee', ['vip', 'Golf']);
    await create('Bo Chen', ['vip', 'élite']);
    expect(await tags()).toEqual([
      { tag: 'élite', clients: 1 },
      { tag: 'Golf', clients: 1 },
      { tag: 'vip', clients: 2 },
    ]);

    await service.json('PATCH', `/v1/clients/${ana.id}`, { tags: ['vip'] });
    expect(await tags()).toEqual([
      { tag: 'élite', clients: 1 },
      { tag: 'vip', clients: 2 },
    ]);
    await service.host.close();
  });
});
