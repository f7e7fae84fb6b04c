// withdrawRfq: the broker withdraws a request for quotes. It holds the RFQ's status until
// acknowledged; a discard puts back the status it replaced. Refused with a conflict (the
// operator declined meanwhile, or the RFQ expired), the broker's intent is moot: the
// remote's copy of the RFQ is read, and if it is closed there, it replaces the local one and
// the withdrawal goes without parking (docs/decisions.md). Of an RFQ whose batch was never
// sent, it takes the RFQ out of the batch (outbox/coalesce.ts) and goes nowhere: the
// operator never hears of it, and the RFQ stays here only, withdrawn (../local-only.ts).
import { page, rfq } from '../../api';
import type { RfqRow } from '../../db/rows';
import { parseUnknown } from '../../encoding/parse-unknown';
import { whyAlreadyClosed } from '../../rules/rfq-states';
import { findRfq } from '../../service/rfqs/rfq-rules';
import { rfqEntity } from '../entities';
import { markNeverSent } from '../local-only';
import type { RefusalCheck, WriteBehavior } from './behavior';
import { pathIdOf, required } from './write-input';

const rfqPage = page(rfq);

/** The trip's RFQs as the remote has them now: one page holds the RFQ (a trip asks few). */
function readCopy(row: RfqRow): RefusalCheck {
  const trip = encodeURIComponent(row.trip_request_id);
  return {
    read: { operationId: 'listTripRequestRfqs', url: `/v1/trip-requests/${trip}/rfqs?limit=100` },
    settle(data, now) {
      const server = parseUnknown(rfqPage, data, 'RFQs of the trip').items.find(
        (item) => item.id === row.id,
      );
      const words = server ? whyAlreadyClosed(server, now) : null;
      if (!server || words === null) return null;
      return { words, land: (db, land) => land.rfq(db, row.id, server) };
    },
  };
}

export const withdrawRfq: WriteBehavior<'withdrawRfq', RfqRow | undefined> = {
  before: (db, write) => findRfq(db, pathIdOf(write)).catch(() => undefined),
  async draft(_db, write, _result, was) {
    const id = pathIdOf(write);
    return {
      operation_id: 'withdrawRfq',
      entity: rfqEntity(id),
      target_id: id,
      body: null,
      base: { status: required(was, 'The RFQ withdrawn').status },
      created_ids: [],
    };
  },
  holds: () => new Set(['status']),
  takeBack: (db, draft) => markNeverSent(db, draft.target_id!),
  answer: rfq,
  async acknowledge(db, entry, server, land) {
    await land.rfq(db, entry.target_id!, server);
  },
  async checkRefusal(db, entry, problem) {
    // A conflict is the RFQ's state on the server; anything else is for the broker.
    if (problem?.type !== 'conflict') return null;
    const row = await db.rfqs.get(entry.target_id!);
    return row ? readCopy(row) : null;
  },
  async undo(db, entry) {
    const row = await db.rfqs.get(entry.target_id!);
    if (row) await db.rfqs.put({ ...row, status: entry.base.status });
  },
  recreatable: false,
  async describe(db, entry) {
    const row = await db.rfqs.get(entry.target_id!);
    const to = row ? row.operator.legal_name : 'an operator';
    return {
      summary: `Withdraw the request for quotes to ${to}`,
      effect: 'Keeps the request for quotes open',
      record: { kind: 'rfq', id: entry.target_id! },
    };
  },
  createdEntity: null,
};
