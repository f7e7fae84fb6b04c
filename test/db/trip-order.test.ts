// The trips list's departure order (shared/db/trip-order/) is what the trip requests held say,
// after every kind of writer: seeding, a key's put, a collection modified, deletes, a cleared
// table, a rolled-back transaction, a replica's pull; and a version-8 book opened at 9 has
// it made from its trip requests.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import { seedOrganization } from '../../shared/db/seed';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { inTransaction } from '../../shared/db/unit-of-work';
import { demoAirports } from '../../shared/demo';
import { createHarness } from '../support/service-harness';
import { id } from '../service/rfq-fixtures';
import { advance, DAY_MS, mirroredReplica, tripOf } from '../sync/pull-fixtures';
import { RELEASED } from './released-schemas';

/** The order as the trips list sorts: first leg's date and time, then the number. */
async function expectOrderOfTrips(db: CharterDb) {
  const trips = await db.trip_requests.toArray();
  const expected = trips.map((trip) => {
    const first = [...trip.legs].sort((a, b) => a.seq - b.seq)[0];
    const when = first ? `${first.depart_date}T${first.depart_time ?? ''}` : '9999';
    return {
      id: trip.id,
      status: trip.status,
      departure_key: `${when}|${String(trip.number).padStart(12, '0')}`,
    };
  });
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
  expect((await db.trip_order.toArray()).sort(byId)).toEqual(expected.sort(byId));
}

const airports = demoAirports.filter((a) => ['KTEB', 'KPBI', 'EGLL'].includes(a.code));
const leg = (date: string, time?: string) =>
  ({ depart_date: date, depart_time: time, from: 'KTEB', to: 'KPBI' }) as const;

async function book() {
  const h = createHarness();
  await seedOrganization(
    h.db,
    {
      airports,
      trip_requests: [
        { id: id(1), number: 1001, status: 'open', legs: [leg('2026-12-20', '09:30')] },
        { id: id(2), number: 1002, status: 'quoted', legs: [leg('2026-12-01')] },
        { id: id(3), number: 1003, status: 'booked', legs: [leg('2027-01-15'), leg('2026-01-20')] },
      ],
    },
    h.clock,
  );
  return h;
}

describe("the trips' departure order", () => {
  it('is written with the trips a seed writes, from their first leg', async () => {
    const { db } = await book();
    expect(await db.trip_order.get(id(1))).toEqual({
      id: id(1),
      status: 'open',
      departure_key: '2026-12-20T09:30|000000001001',
    });
    expect(await db.trip_order.get(id(3))).toMatchObject({
      departure_key: '2027-01-15T|000000001003',
    });
    await expectOrderOfTrips(db);
  });

  it('follows puts, updates, modified collections, deletes and a cleared table', async () => {
    const { db } = await book();
    await db.trip_requests.update(id(1), { status: 'quoted' });
    await db.trip_requests.filter((trip) => trip.status === 'quoted').modify({ status: 'booked' });
    const moved = (await db.trip_requests.get(id(2)))!;
    await db.trip_requests.put({ ...moved, legs: [], number: 7 });
    await expectOrderOfTrips(db);
    await db.trip_requests.bulkDelete([id(1)]);
    await expectOrderOfTrips(db);
    await db.trip_requests.where('number').above(1000).delete();
    await expectOrderOfTrips(db);
    await db.trip_requests.clear();
    expect(await db.trip_order.count()).toBe(0);
  });

  it('rolls back with the trips of a transaction that fails', async () => {
    const { db } = await book();
    const failed = inTransaction(db, 'rw', [db.trip_requests], async (db) => {
      await db.trip_requests.update(id(1), { status: 'cancelled' });
      await db.trip_requests.delete(id(2));
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(await db.trip_order.get(id(1))).toMatchObject({ status: 'open' });
    await expectOrderOfTrips(db);
  });

  it("follows a replica's pulls of its clients' trips", async () => {
    const { remote, replica, planner } = await mirroredReplica(2, [
      tripOf(0, id(500), '2026-11-01T12:00:00.000Z'),
      tripOf(1, id(501), '2026-11-02T12:00:00.000Z', 'quoted'),
    ]);
    expect(await replica.db.trip_order.count()).toBe(2);
    // A new trip of client 0 has its detail pulled, with the status its other trip has now.
    await remote.server.db.trip_requests.update(id(500), { status: 'cancelled' });
    advance(DAY_MS, remote.server);
    await seedOrganization(
      remote.server.db,
      { trip_requests: [tripOf(0, id(502), '2026-11-22T12:00:00.000Z')] },
      remote.server.clock,
    );
    advance(DAY_MS, remote.server, replica);
    await remote.pullAll(replica, planner);
    expect(await replica.db.trip_order.get(id(500))).toMatchObject({ status: 'cancelled' });
    expect(await replica.db.trip_order.get(id(502))).toMatchObject({ status: 'open' });
    await expectOrderOfTrips(replica.db);
  });

  it('is made from the trip requests a version-8 book holds', async () => {
    const indexedDB = new IDBFactory();
    const made = new CharterDb('made', { backend: { indexedDB, IDBKeyRange } });
    const trips = await (async () => {
      await seedOrganization(
        made,
        {
          airports,
          trip_requests: [
            { status: 'open', legs: [leg('2026-12-20')] },
            { status: 'declined', legs: [leg('2026-10-02', '18:00')] },
          ],
        },
        createHarness().clock,
      );
      return made.trip_requests.toArray();
    })();
    made.close();
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    RELEASED.forEach((stores, index) => old.version(index + 1).stores(stores));
    old.version(7).stores({});
    old.version(8).stores({ inbox: 'key, rfq_id, [at+key], [unread+at+key]' });
    await old.table('trip_requests').bulkPut(trips);
    old.close();

    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.trip_order.count()).toBe(2);
    await expectOrderOfTrips(db);
    db.close();
  });
});
