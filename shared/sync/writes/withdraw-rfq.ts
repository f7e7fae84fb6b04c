// withdrawRfq: the broker withdraws a request for quotes. It holds the RFQ's status until
// acknowledged; a discard puts back the status it replaced.
import { rfq } from '../../api';
import type { RfqRow } from '../../db/rows';
import { findRfq } from '../../service/rfqs/rfq-rules';
import { rfqEntity } from '../entities';
import type { WriteBehavior } from './behavior';
import { pathIdOf, required } from './write-input';

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
  answer: rfq,
  async acknowledge(db, entry, server, land) {
    await land.rfq(db, entry.target_id!, server);
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
