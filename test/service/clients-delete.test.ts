// Operation 11: DELETE /v1/clients/{id}. The client is gone; its trip requests stay,
// detached from it.
import { describe, expect, it } from 'vitest';
import { page, client } from '../../shared/api';
import {
  clientsHarness,
  createClient,
  faultyFields,
  id,
  problemOf,
  storedTrip,
} from './clients-fixtures';

describe('DELETE /v1/clients/{id}', () => {
  it('answers 204 without a body, after which the client is not found', async () => {
    const h = await clientsHarness();
    const anna = await createClient(h, { name: 'Anna' });
    await createClient(h, { name: 'Bruno' });

    const response = await h.call('DELETE', `/v1/clients/${anna.id}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    for (const [method, body] of [['GET'], ['PATCH', { name: 'X' }], ['DELETE']] as const) {
      const again = await h.call(method, `/v1/clients/${anna.id}`, { body });
      expect(await problemOf(again, 404)).toMatchObject({ type: 'not_found' });
    }
    const list = page(client).parse(await (await h.call('GET', '/v1/clients')).json());
    expect(list.items.map((item) => item.name)).toEqual(['Bruno']);
    expect(list.total).toBe(1);
  });

  it('detaches the client’s trip requests', async () => {
    const h = await clientsHarness();
    const anna = await createClient(h, { name: 'Anna' });
    await h.db.trip_requests.bulkPut([storedTrip(h, 1, anna.id, 3), storedTrip(h, 2, anna.id, 1)]);
    h.clock.advance(1000);
    await h.call('DELETE', `/v1/clients/${anna.id}`);
    const trips = await h.db.trip_requests.toArray();
    expect(trips.map((trip) => trip.client_id)).toEqual([null, null]);
    expect(trips.map((trip) => trip.updated_at)).toEqual([
      h.clock.now().toISOString(),
      h.clock.now().toISOString(),
    ]);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const h = await clientsHarness();
    expect(await problemOf(await h.call('DELETE', `/v1/clients/${id(5)}`), 404)).toMatchObject({
      type: 'not_found',
    });
    expect(await faultyFields(await h.call('DELETE', '/v1/clients/not-a-uuid'))).toEqual(['id']);
  });
});
