// A replica of a remote that then loses its data: the broker's synced work (a client and
// two RFQs made here, a notes edit), and the remote started again with its seed data, the
// same ids created anew a day later.
import { client as clientSchema, rfqBatch } from '../../shared/api';
import { seedOrganization } from '../../shared/db/seed';
import { resolveAlias } from '../../shared/sync/aliases';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { batchRequest, newKey, seededHarness, trips } from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';
import { DAY_MS, advance, clientId, clientName, remoteWith } from './pull-fixtures';
import { remoteDouble, type RemoteDouble } from './remote-double';

export const COUNT = 8;
export const NOTE = 'Prefers a Challenger; synced before the reset';

export async function mirrored() {
  const remote = await remoteWith(COUNT);
  const replica = await seededHarness({ replica: {} });
  const planner = createPullPlanner();
  await remote.pullAll(replica, planner);
  return { remote, replica, planner };
}

/** A client and two RFQs made here, and a notes edit, all synced; their ids now. */
export async function brokersWork(remote: RemoteDouble, replica: Harness) {
  const headers = { 'Idempotency-Key': newKey() };
  const made = clientSchema.parse(
    await (
      await replica.call('POST', '/v1/clients', { body: { name: 'Xavier Made' }, headers })
    ).json(),
  );
  const batch = rfqBatch.parse(
    await (
      await replica.call('POST', `/v1/trip-requests/${trips.open}/rfqs`, {
        body: batchRequest([0, 1], { note: 'Two seats' }),
        headers: { 'Idempotency-Key': newKey() },
      })
    ).json(),
  );
  await replica.call('PATCH', `/v1/clients/${clientId(2)}`, { body: { notes: NOTE } });
  await remote.drain(replica);
  return {
    madeLocalId: made.id,
    madeId: await resolveAlias(replica.db, made.id),
    rfqIds: await Promise.all(batch.items.map((item) => resolveAlias(replica.db, item.id))),
  };
}

/** The remote started again a day later with its seed data: same ids, created anew. */
export async function freshRemote(replica: Harness): Promise<RemoteDouble> {
  const fresh = await remoteDouble();
  advance(DAY_MS, fresh.server, replica);
  const clients = Array.from({ length: COUNT }, (_, n) => ({
    id: clientId(n),
    name: clientName(n),
    email: `client${n}@example.com`,
  }));
  await seedOrganization(fresh.server.db, { clients }, fresh.server.clock);
  return fresh;
}
