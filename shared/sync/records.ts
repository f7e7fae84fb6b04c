// The remote's records as stored rows, and the merge rule of a replica: the remote's values
// replace the local ones except the fields an unsynced local change holds (entities.ts).
import type { Client, Rfq, RfqWithUrl, TripRequestSummary } from '../api';
import type { CharterDb } from '../db/database';
import type { ClientRow, RfqRow, TripRequestRow } from '../db/rows';
import type { DirtyFields } from './entities';

export function clientRowOf(client: Client): ClientRow {
  const { preferred_aircraft_type: type, ...fields } = client;
  return { ...fields, preferred_aircraft_type_id: type?.id ?? null };
}

/** The link's token is its last path segment (the remote's own link format). */
function tokenOf(url: string | null): string | null {
  if (url === null) return null;
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '') || null;
  } catch {
    return null;
  }
}

/** An RFQ as the remote shows it; lists carry no link, so a known one is kept. */
export function rfqRowOf(rfq: Rfq | RfqWithUrl, known?: RfqRow): RfqRow {
  const { is_expired: _derived, ...fields } = rfq;
  const url = 'url' in rfq ? rfq.url : (known?.url ?? null);
  return {
    ...fields,
    url,
    link_token: 'url' in rfq ? tokenOf(rfq.url) : (known?.link_token ?? null),
  };
}

export function tripRequestRowOf(summary: TripRequestSummary): TripRequestRow {
  const { client, leg_count: _count, first_leg: _first, last_arrival: _last, ...fields } = summary;
  return { ...fields, client_id: client?.id ?? null };
}

/**
 * The row to store for `remote`: the remote's fields, but those `dirty` holds kept from
 * `local`. Null when the local change holds the whole record (made or deleted locally):
 * the remote's copy must not overwrite it.
 */
export function merged<Row extends object>(
  local: Row | undefined,
  remote: Row,
  dirty: DirtyFields | null,
): Row | null {
  if (dirty === null) return remote;
  if (dirty === 'all') return null;
  if (!local) return remote;
  const kept = Object.fromEntries(
    [...dirty].filter((field) => field in local).map((field) => [field, local[field as keyof Row]]),
  );
  return { ...remote, ...kept };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The rows a pulled page writes: each remote row merged with the local row at the same
 * index, leaving out those the merge keeps as they are (a walk rewrites only what changed).
 */
export function changedRows<Row extends { id: string }>(
  remote: readonly Row[],
  local: readonly (Row | undefined)[],
  dirty: ReadonlyMap<string, DirtyFields>,
): Row[] {
  return remote.flatMap((row, index) => {
    const known = local[index];
    const next = merged(known, row, dirty.get(row.id) ?? null);
    return next === null || same(next, known) ? [] : [next];
  });
}

/** Side records the remote's records carry: aircraft types and operators (no endpoint lists them). */
export async function rememberReferences(
  db: CharterDb,
  records: { clients?: readonly Client[]; rfqs?: readonly Rfq[] },
): Promise<void> {
  const types = (records.clients ?? []).flatMap((client) => client.preferred_aircraft_type ?? []);
  const operators = (records.rfqs ?? []).map((rfq) => rfq.operator);
  if (types.length > 0) await db.aircraft_types.bulkPut(types);
  if (operators.length > 0) await db.operators.bulkPut(operators);
}
