// New trips found: the API shows trip requests only in a client's detail, so a client whose
// trip figures moved since the replica last saw it (a new trip, an old one imported, a new
// client with trips) gets its detail pulled first among the background pulls; a walk that
// finds nothing moved details no one.
import { describe, expect, it } from 'vitest';
import { seedOrganization } from '../../shared/db/seed';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { id } from '../service/rfq-fixtures';
import type { remoteWith } from './pull-fixtures';
import { DAY_MS, advance, clientId, mirroredReplica, shortPath, tripOf } from './pull-fixtures';

const firstTrip = id(300);

const mirrored = () => mirroredReplica(3, [tripOf(0, firstTrip, '2026-11-20T00:00:00.000Z')]);

/** Trips made on the server by its intake (no operation of the API makes one). */
const intake = (
  remote: Awaited<ReturnType<typeof remoteWith>>,
  trips: ReturnType<typeof tripOf>[],
) => seedOrganization(remote.server.db, { trip_requests: trips }, remote.server.clock);

describe('finding new trips', () => {
  it('details the clients whose trip figures moved, right after the page that shows it', async () => {
    const { remote, replica, planner } = await mirrored();
    // Old enough that no recent-clients round lists them: only the walk can tell.
    await intake(remote, [
      tripOf(1, id(301), '2026-03-01T00:00:00.000Z'),
      // Older than client 0's newest trip: its count moves, its last request does not.
      tripOf(0, id(302), '2026-02-01T00:00:00.000Z'),
    ]);
    advance(DAY_MS + 1, replica, remote.server);

    const pulled = (await remote.pullAll(replica, planner)).map(shortPath);
    // Client 0 is among the recently active, whose page comes first; client 1 only in the walk.
    expect(pulled[pulled.indexOf('recent') + 1]).toBe('client:0');
    expect(pulled[pulled.indexOf('clients') + 1]).toBe('client:1');
    expect(pulled.filter((path) => path.startsWith('client:'))).toHaveLength(2);
    const held = await replica.db.trip_requests.bulkGet([firstTrip, id(301), id(302)]);
    expect(held.map((trip) => trip?.client_id)).toEqual([clientId(0), clientId(1), clientId(0)]);
  });

  it('details a client new since the last walk that has trips, not one without', async () => {
    const { remote, replica, planner } = await mirrored();
    await seedOrganization(
      remote.server.db,
      {
        clients: [
          { id: clientId(3), name: 'Client 003' },
          { id: clientId(4), name: 'Client 004' },
        ],
        trip_requests: [tripOf(3, id(303), '2026-01-15T00:00:00.000Z')],
      },
      remote.server.clock,
    );
    advance(DAY_MS + 1, replica, remote.server);
    const pulled = (await remote.pullAll(replica, planner)).map(shortPath);
    expect(pulled.filter((path) => path.startsWith('client:'))).toEqual(['client:3']);
    expect((await replica.db.trip_requests.get(id(303)))?.client_id).toBe(clientId(3));
  });

  it('a walk that finds nothing moved pulls no detail', async () => {
    const { remote, replica, planner } = await mirrored();
    advance(DAY_MS + 1, replica, remote.server);
    const pulled = (await remote.pullAll(replica, planner)).map(shortPath);
    expect(pulled).toContain('clients');
    expect(pulled.filter((path) => path.startsWith('client:'))).toEqual([]);
  });

  it('keeps what it found across a restart, first among metered pulls only', async () => {
    const { remote, replica, planner } = await mirrored();
    await intake(remote, [tripOf(2, id(304), '2026-11-25T00:00:00.000Z')]);
    advance(DAY_MS + 1, replica, remote.server);
    // Pull up to the page that shows the new trip, then stop: the detail is queued.
    for (;;) {
      const nowMs = replica.clock.now().getTime();
      const task = await planner.next(replica.db, { nowMs, metered: true });
      await remote.pull(replica, task!);
      if (['clients', 'recent'].includes(shortPath(task!.request.url))) break;
    }
    const restarted = createPullPlanner();
    const nowMs = replica.clock.now().getTime();
    expect(await restarted.nextDueAt(replica.db, { nowMs, metered: true })).toBe(nowMs);
    // A detail is metered: with no metered call allowed it waits.
    const free = await restarted.next(replica.db, { nowMs, metered: false });
    expect(free === null || shortPath(free.request.url).startsWith('thread:')).toBe(true);
    const next = await restarted.next(replica.db, { nowMs, metered: true });
    expect(shortPath(next!.request.url)).toBe('client:2');
    await remote.pull(replica, next!);
    expect(await replica.db.trip_requests.get(id(304))).toBeDefined();
    const after = await restarted.next(replica.db, { nowMs, metered: true });
    expect(after && shortPath(after.request.url)).not.toBe('client:2');
  });
});
