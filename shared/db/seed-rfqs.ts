// The RFQs of an organization's seed (shared/api/organization-seed.ts) as stored rows: each on
// a trip request and to an operator of the seed or already held, with the operator's names as
// the service copies them onto an RFQ it sends. Part of seedOrganization's transaction
// (seed.ts).
import type { OrganizationSeed } from '../api';
import type { CharterDb } from './database';
import { rfqOperatorOf, type OperatorRow, type RfqRow } from './rows';

type SeedFault = (field: string, message: string) => Error;

const utc = (value: string) => new Date(value).toISOString();

async function operatorsById(db: CharterDb, seed: OrganizationSeed, ids: string[]) {
  const byId = new Map<string, OperatorRow>(seed.operators.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  for (const row of await db.operators.bulkGet(missing)) if (row) byId.set(row.id, row);
  return byId;
}

async function heldTrips(db: CharterDb, ids: string[]): Promise<Set<string>> {
  return new Set(await db.trip_requests.where('id').anyOf(ids).primaryKeys());
}

export async function seededRfqRows(
  db: CharterDb,
  seed: OrganizationSeed,
  seededTrips: ReadonlySet<string>,
  newId: () => string,
  fault: SeedFault,
): Promise<RfqRow[]> {
  const [operators, held] = await Promise.all([
    operatorsById(db, seed, [...new Set(seed.rfqs.map((rfq) => rfq.operator_id))]),
    heldTrips(db, [...new Set(seed.rfqs.map((rfq) => rfq.trip_request_id))]),
  ]);
  return seed.rfqs.map((rfq, index): RfqRow => {
    const where = `rfqs[${index}]`;
    if (!seededTrips.has(rfq.trip_request_id) && !held.has(rfq.trip_request_id)) {
      throw fault(`${where}.trip_request_id`, 'unknown trip request');
    }
    const operator = operators.get(rfq.operator_id);
    if (!operator) throw fault(`${where}.operator_id`, 'unknown operator');
    const responded = rfq.responded_at === null ? null : utc(rfq.responded_at);
    return {
      id: rfq.id ?? newId(),
      trip_request_id: rfq.trip_request_id,
      status: rfq.status,
      contact_email: rfq.contact_email,
      contact_name: rfq.contact_name,
      created_by: null,
      expires_at: utc(rfq.expires_at),
      sent_at: utc(rfq.sent_at),
      // An operator answers what it has opened.
      viewed_at: rfq.viewed_at === null ? responded : utc(rfq.viewed_at),
      responded_at: responded,
      response_note: rfq.response_note,
      note: null,
      quote_id: rfq.status === 'quoted' ? newId() : null,
      quote_amount_cents: rfq.quote_amount_cents,
      message_count: 0,
      last_message_at: null,
      last_message_author: null,
      operator: rfqOperatorOf(operator),
      link_token: null,
      url: null,
    };
  });
}
