// One client with its 10 newest trip requests: a fresh copy the broker asked for, a client
// whose trip figures moved, or one a walk did not meet. A 404 is a client gone on the server
// (../findings/server-deletions.ts).
import { clientDetail as clientDetailAnswer } from '../../../api';
import { currentWalk } from '../../sync-state';
import { remoteHasLost } from '../findings/lost-remote';
import { clientsGone } from '../findings/server-deletions';
import { noteClientCopy } from '../merge/client-copies';
import { mergeClientDetail } from '../merge/merge-clients';
import { segment } from './list-url';
import type { PullKind } from './pull-kind';

export const clientDetail: PullKind<'client'> = {
  operationId: 'getClient',
  url: (target) => `/v1/clients/${segment(target.id)}`,
  name: (target) => `client ${target.id}`,
  answer: clientDetailAnswer,
  tables: () => ['outbox', 'clients', 'remote_clients', 'aircraft_types', 'trip_requests'],
  async merge(db, _target, detail, nowIso) {
    await mergeClientDetail(db, detail, { walk: await currentWalk(db), walkPage: false, nowIso });
    // An edit made from this copy soon after goes without reading it back first.
    await noteClientCopy(db, detail.id, Date.parse(nowIso));
    return [];
  },
  record: {
    kind: 'client',
    gone: async (db, target, nowIso) =>
      clientsGone(db, [target.id], nowIso, { lost: await remoteHasLost(db) }),
  },
  askedTarget: (copy) => ({ kind: 'client', id: copy.id }),
};
