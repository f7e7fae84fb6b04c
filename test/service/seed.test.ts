import { describe, expect, it } from 'vitest';
import { generateDemoOrganization } from '../../shared/demo';
import type { OrganizationSeedInput } from '../../shared/api';
import { SeedError, seedOrganization } from '../../shared/db/seed';
import { testClock, testDb } from '../support/service-harness';
import { id } from './rfq-fixtures';

const airports = generateDemoOrganization({ clients: 1, tripRequests: 0 }).airports ?? [];
const clientId = '00000000-0000-4000-8000-000000000001';

describe('seedOrganization', () => {
  it('derives trip request numbers, legs, distances and client counts', async () => {
    const db = testDb();
    const clock = testClock('2026-11-22T09:00:00.000Z');
    const counts = await seedOrganization(
      db,
      {
        airports,
        clients: [{ id: clientId, name: 'Ana Lee' }, { name: 'No Trips' }],
        trip_requests: [
          {
            client_id: clientId,
            created_at: '2026-10-01T10:00:00+02:00',
            legs: [{ depart_date: '2026-12-01', from: 'KTEB', to: 'KPBI' }],
          },
          {
            client_id: clientId,
            created_at: '2026-11-01T08:00:00Z',
            legs: [{ depart_date: '2026-12-05', from: 'KPBI', to: 'KTEB' }],
          },
        ],
      },
      clock,
    );
    expect(counts).toMatchObject({ clients: 2, trip_requests: 2 });

    const ana = await db.clients.get(clientId);
    expect(ana).toMatchObject({
      trip_request_count: 2,
      last_request_at: '2026-11-01T08:00:00.000Z',
      email_consent: false,
      timezone: 'UTC',
      created_at: '2026-11-22T09:00:00.000Z',
    });
    const trips = await db.trip_requests.orderBy('number').toArray();
    expect(trips.map((trip) => trip.number)).toEqual([1001, 1002]);
    expect(trips[0]!.created_at).toBe('2026-10-01T08:00:00.000Z');
    const leg = trips[0]!.legs[0]!;
    expect(leg).toMatchObject({ seq: 1, from: { code: 'KTEB' }, to: { code: 'KPBI' } });
    // Teterboro to Palm Beach is about 890 nm on a great circle.
    expect(leg.distance_nm).toBeGreaterThan(850);
    expect(leg.distance_nm).toBeLessThan(930);
    const other = (await db.clients.toArray()).find((client) => client.name === 'No Trips');
    expect(other).toMatchObject({ trip_request_count: 0, last_request_at: null });
  });

  it('names the field at fault and writes nothing', async () => {
    const db = testDb();
    const attempt = seedOrganization(
      db,
      {
        airports,
        clients: [{ id: clientId, name: 'Ana Lee' }],
        trip_requests: [
          { client_id: clientId, legs: [{ depart_date: '2026-12-01', from: 'KTEB', to: 'XXXX' }] },
        ],
      },
      testClock(),
    );
    await expect(attempt).rejects.toThrow(SeedError);
    await expect(attempt).rejects.toMatchObject({ field: 'trip_requests[0].legs[0].to' });
    expect(await db.clients.count()).toBe(0);
  });

  it('refuses a shape error with its path', async () => {
    await expect(
      seedOrganization(testDb(), { clients: [{ name: '' }] }, testClock()),
    ).rejects.toMatchObject({ field: 'clients[0].name' });
  });

  it('refuses an unknown client or aircraft type', async () => {
    await expect(
      seedOrganization(
        testDb(),
        {
          airports,
          trip_requests: [
            {
              client_id: clientId,
              legs: [{ depart_date: '2026-12-01', from: 'KTEB', to: 'KPBI' }],
            },
          ],
        },
        testClock(),
      ),
    ).rejects.toMatchObject({ field: 'trip_requests[0].client_id' });
    await expect(
      seedOrganization(
        testDb(),
        { clients: [{ name: 'A', preferred_aircraft_type_id: clientId }] },
        testClock(),
      ),
    ).rejects.toMatchObject({ field: 'clients[0].preferred_aircraft_type_id' });
  });

  it('stores seeded RFQs with their operator, and refuses one on an unknown trip or operator', async () => {
    const db = testDb();
    const operator = { id: id(7), designator: 'NJA', legal_name: 'NetJets', dba_name: null };
    const tripId = id(8);
    const rfq = {
      trip_request_id: tripId,
      operator_id: operator.id,
      contact_email: 'ops@netjets.example',
      sent_at: '2026-11-21T09:00:00+01:00',
      expires_at: '2026-11-24T08:00:00Z',
    };
    const book: OrganizationSeedInput = {
      airports,
      operators: [operator],
      trip_requests: [
        {
          id: tripId,
          status: 'quoted',
          legs: [{ depart_date: '2026-12-01', from: 'KTEB', to: 'KPBI' }],
        },
      ],
    };
    const quoted = {
      ...rfq,
      status: 'quoted',
      responded_at: '2026-11-21T10:00:00Z',
      quote_amount_cents: 4_200_000,
    } as const;
    const counts = await seedOrganization(db, { ...book, rfqs: [quoted, rfq] }, testClock());
    expect(counts.rfqs).toBe(2);
    const [stored] = await db.rfqs.filter((row) => row.status === 'quoted').toArray();
    expect(stored).toMatchObject({
      trip_request_id: tripId,
      sent_at: '2026-11-21T08:00:00.000Z',
      viewed_at: '2026-11-21T10:00:00.000Z',
      quote_amount_cents: 4_200_000,
      quote_id: expect.any(String),
      operator: { id: operator.id, legal_name: 'NetJets' },
      link_token: null,
    });
    await expect(
      seedOrganization(
        testDb(),
        { ...book, rfqs: [{ ...rfq, trip_request_id: id(9) }] },
        testClock(),
      ),
    ).rejects.toMatchObject({ field: 'rfqs[0].trip_request_id' });
    await expect(
      seedOrganization(testDb(), { ...book, rfqs: [{ ...rfq, operator_id: id(9) }] }, testClock()),
    ).rejects.toMatchObject({ field: 'rfqs[0].operator_id' });
    // A quote without its amount, or an answer without its time, is no quote.
    await expect(
      seedOrganization(
        testDb(),
        { ...book, rfqs: [{ ...quoted, quote_amount_cents: null }] },
        testClock(),
      ),
    ).rejects.toMatchObject({ field: 'rfqs[0].quote_amount_cents' });
    await expect(
      seedOrganization(
        testDb(),
        { ...book, rfqs: [{ ...rfq, status: 'declined' as const }] },
        testClock(),
      ),
    ).rejects.toMatchObject({ field: 'rfqs[0].responded_at' });
  });

  it('loads the whole demo organization', async () => {
    const db = testDb();
    const demo = generateDemoOrganization({ now: new Date('2026-11-22T09:00:00Z') });
    const counts = await seedOrganization(db, demo, testClock());
    expect(counts.clients).toBeGreaterThanOrEqual(200);
    expect(counts.trip_requests).toBeGreaterThanOrEqual(50);
    expect(counts.operators).toBeGreaterThanOrEqual(15);
    const withTrips = await db.clients.filter((client) => client.trip_request_count > 0).count();
    expect(withTrips).toBeGreaterThan(0);
    // Each trip the demo says is quoted has a quote this book holds (the Trips list shows it).
    const quoted = await db.trip_requests.filter((trip) => trip.status === 'quoted').toArray();
    expect(quoted.length).toBeGreaterThan(5);
    for (const trip of quoted) {
      const rfqs = await db.rfqs.where('trip_request_id').equals(trip.id).toArray();
      expect(rfqs.some((rfq) => rfq.status === 'quoted' && rfq.quote_amount_cents! > 0)).toBe(true);
    }
    expect(counts.rfqs).toBe(await db.rfqs.count());
  });
});
