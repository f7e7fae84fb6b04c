// Operation 9: GET /v1/clients/{id}, with the client's 10 newest trip requests as full
// summaries, and the trip statistics derived from the stored trip requests.
import { describe, expect, it } from 'vitest';
import { clientDetail, tripRequestSummary } from '../../shared/api';
import {
  airports,
  clientsHarness,
  createClient,
  faultyFields,
  id,
  leg,
  problemOf,
  storedTrip,
} from './clients-fixtures';

describe('GET /v1/clients/{id}', () => {
  it('returns the client with its 10 newest trip requests, newest first', async () => {
    const h = await clientsHarness();
    const anna = await createClient(h, {
      name: 'Anna',
      company: 'Alpha Jets',
      timezone: 'Europe/London',
    });
    const other = await createClient(h, { name: 'Bruno' });
    const [teb, pbi, eglf] = airports as [never, never, never];
    await h.db.trip_requests.bulkPut([
      ...Array.from({ length: 12 }, (_, n) => storedTrip(h, 100 + n, anna.id, 20 - n)),
      storedTrip(h, 200, other.id, 0),
    ]);
    await h.db.trip_requests.update(id(111), {
      legs: [leg(2, pbi, eglf), leg(1, teb, pbi)],
      quote_count: 2,
    });

    const response = await h.call('GET', `/v1/clients/${anna.id}`);
    expect(response.status).toBe(200);
    const detail = clientDetail.parse(await response.json());
    expect(detail).toMatchObject({
      id: anna.id,
      trip_request_count: 12,
      last_request_at: new Date(h.clock.now().getTime() - 9 * 86_400_000).toISOString(),
    });
    expect(detail.recent_trip_requests.map((trip) => trip.id)).toEqual(
      Array.from({ length: 10 }, (_, n) => id(111 - n)),
    );
    const newest = tripRequestSummary.parse(detail.recent_trip_requests[0]);
    expect(newest).toMatchObject({
      number: 1111,
      leg_count: 2,
      legs: [leg(1, teb, pbi), leg(2, pbi, eglf)],
      first_leg: leg(1, teb, pbi),
      last_arrival: eglf,
      quote_count: 2,
      client: { id: anna.id, name: 'Anna', company: 'Alpha Jets', timezone: 'Europe/London' },
    });
    expect(detail.recent_trip_requests[1]).toMatchObject({
      leg_count: 0,
      legs: [],
      first_leg: null,
      last_arrival: null,
    });
  });

  it('returns an empty list for a client without trip requests', async () => {
    const h = await clientsHarness();
    const anna = await createClient(h, { name: 'Anna' });
    const detail = clientDetail.parse(await (await h.call('GET', `/v1/clients/${anna.id}`)).json());
    expect(detail).toEqual({ ...anna, recent_trip_requests: [] });
  });

  it('keeps the statistics in step as trip requests move between clients', async () => {
    const h = await clientsHarness();
    const anna = await createClient(h, { name: 'Anna' });
    const bruno = await createClient(h, { name: 'Bruno' });
    await h.db.trip_requests.put(storedTrip(h, 1, anna.id, 5));
    await h.db.trip_requests.update(id(1), { client_id: bruno.id });
    const read = async (clientId: string) =>
      clientDetail.parse(await (await h.call('GET', `/v1/clients/${clientId}`)).json());
    expect(await read(anna.id)).toMatchObject({ trip_request_count: 0, last_request_at: null });
    expect(await read(bruno.id)).toMatchObject({ trip_request_count: 1 });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const h = await clientsHarness();
    expect(await problemOf(await h.call('GET', `/v1/clients/${id(5)}`), 404)).toMatchObject({
      type: 'not_found',
    });
    expect(await faultyFields(await h.call('GET', '/v1/clients/123'))).toEqual(['id']);
  });
});
