// A remote that lost its data (started again with fresh data under the same ids): what the
// replica believed it held is a finding, not a retry. A 404 for a thread, a client made here,
// or a trip's list without its RFQs marks them missing and nothing is asked for them again;
// a copy created anew that lost a synced edit does not replace it; the remote's loss is
// said, and a record found again is missing no more. A colleague's deletion on a sound
// remote still goes here as before.
import { describe, expect, it } from 'vitest';
import { readFindings } from '../../shared/sync/pull/findings/findings-record';
import type { Harness } from '../support/service-harness';
import { COUNT, NOTE, brokersWork, freshRemote, mirrored } from './lost-remote-fixtures';
import { DAY_MS, advance, clientId, shortPath } from './pull-fixtures';
import { remoteDouble } from './remote-double';

const OFFLINE_NOTE = 'Call back about the Geneva trip; written offline';

const findingsOf = async (replica: Harness) =>
  (await readFindings(replica.db)).items.map(({ kind, id, problem, own, fields }) => ({
    kind,
    id,
    problem,
    own,
    fields,
  }));

describe('a remote that lost its data', () => {
  it('keeps a synced notes edit its copy lost, and finds what it no longer has', async () => {
    const { remote, replica, planner } = await mirrored();
    const { madeId, rfqIds } = await brokersWork(remote, replica);
    const fresh = await freshRemote(replica);
    planner.ask({ kind: 'client', id: clientId(2) });

    const pulled = (await fresh.pullAll(replica, planner)).map(shortPath);
    // The copy created anew does not replace the notes the remote had confirmed.
    expect(pulled[0]).toBe('client:2');
    expect(await replica.db.clients.get(clientId(2))).toMatchObject({ notes: NOTE });
    expect(pulled).toContain(`thread:${rfqIds[0]}`);
    expect(await findingsOf(replica)).toEqual(
      expect.arrayContaining([
        { kind: 'client', id: clientId(2), problem: 'changed', own: false, fields: ['notes'] },
        { kind: 'rfq', id: rfqIds[0], problem: 'missing', own: true, fields: [] },
        { kind: 'rfq', id: rfqIds[1], problem: 'missing', own: true, fields: [] },
        { kind: 'client', id: madeId, problem: 'missing', own: true, fields: [] },
      ]),
    );
    expect((await readFindings(replica.db)).items).toHaveLength(4);
    // Nothing was removed here.
    expect(await replica.db.clients.get(madeId)).toMatchObject({ name: 'Xavier Made' });
    expect(await replica.db.rfqs.bulkGet(rfqIds)).not.toContain(undefined);
    // Said: the remote lost data (an RFQ is never deleted), and the walk counted the rest.
    expect((await readFindings(replica.db)).remote).toMatchObject({
      because: 'rfq_missing',
      walk: { known: COUNT + 1, missing: 1, replaced: COUNT },
    });

    // Nothing is asked again for what the remote no longer has.
    advance(DAY_MS, fresh.server, replica);
    planner.ask({ kind: 'client', id: madeId });
    planner.ask({ kind: 'thread', rfqId: rfqIds[0]! });
    const again = await fresh.pullAll(replica, planner);
    expect(again.map(shortPath)).toContain('clients');
    expect(again.filter((path) => path.includes('/messages'))).toEqual([]);
    expect(again).not.toContain(`/v1/clients/${madeId}`);
  });

  it('an edit not yet sent when the remote lost its data is kept by every pull, then sent', async () => {
    const { replica, planner } = await mirrored();
    const edit = await replica.call('PATCH', `/v1/clients/${clientId(3)}`, {
      body: { notes: OFFLINE_NOTE },
    });
    expect(edit.status).toBe(200);
    const fresh = await freshRemote(replica);

    // Pulled before the edit goes (a push waits out a backoff): the copy created anew and
    // the whole walk leave it as the broker typed it, and it is no finding.
    planner.ask({ kind: 'client', id: clientId(3) });
    await fresh.pullAll(replica, planner);
    expect(await replica.db.clients.get(clientId(3))).toMatchObject({ notes: OFFLINE_NOTE });
    const found = (await readFindings(replica.db)).items.map((item) => item.id);
    expect(found).not.toContain(clientId(3));

    // Sent, it is the remote's too; a later pull keeps it.
    await fresh.drain(replica);
    const remoteCopy = await fresh.server.call('GET', `/v1/clients/${clientId(3)}`);
    expect(await remoteCopy.json()).toMatchObject({ notes: OFFLINE_NOTE });
    advance(DAY_MS, fresh.server, replica);
    planner.ask({ kind: 'client', id: clientId(3) });
    await fresh.pullAll(replica, planner);
    expect(await replica.db.clients.get(clientId(3))).toMatchObject({ notes: OFFLINE_NOTE });
  });

  it('a record found again is missing no more, and the loss is no longer said', async () => {
    const { remote, replica, planner } = await mirrored();
    await brokersWork(remote, replica);
    const fresh = await freshRemote(replica);
    await fresh.pullAll(replica, planner);
    expect((await readFindings(replica.db)).items).toHaveLength(4);

    // The remote's data comes back (restored): each record is seen where it was.
    advance(DAY_MS, remote.server, replica);
    await remote.pullAll(replica, planner);
    expect(await readFindings(replica.db)).toMatchObject({ items: [], remote: null });
  });

  it('a walk that finds most clients gone says so, and removes none of them here', async () => {
    const { replica, planner } = await mirrored();
    // The remote at the same address holds none of them now (another database behind it).
    const emptied = await remoteDouble();
    advance(DAY_MS, emptied.server, replica);
    await emptied.pullAll(replica, planner);

    const gone = Array.from({ length: COUNT }, (_, n) => clientId(n));
    expect((await readFindings(replica.db)).remote).toMatchObject({
      because: 'walk',
      walk: { missing: COUNT },
    });
    expect(await findingsOf(replica)).toEqual(
      expect.arrayContaining(
        gone.map((id) => ({ kind: 'client', id, problem: 'missing', own: false, fields: [] })),
      ),
    );
    expect(await replica.db.clients.bulkGet(gone)).not.toContain(undefined);
  });

  it('on a sound remote, a client made here and deleted there is a finding; another goes', async () => {
    const { remote, replica, planner } = await mirrored();
    const { madeId } = await brokersWork(remote, replica);
    for (const id of [madeId, clientId(3)]) await remote.server.call('DELETE', `/v1/clients/${id}`);
    planner.ask({ kind: 'client', id: madeId });
    planner.ask({ kind: 'client', id: clientId(3) });
    await remote.pullAll(replica, planner);

    expect(await findingsOf(replica)).toEqual([
      { kind: 'client', id: madeId, problem: 'missing', own: true, fields: [] },
    ]);
    expect(await replica.db.clients.get(madeId)).toBeDefined();
    expect(await replica.db.clients.get(clientId(3))).toBeUndefined();
    expect((await readFindings(replica.db)).remote).toBeNull();
  });
});
