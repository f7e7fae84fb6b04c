// A stored client as the API returns it: the aircraft type reference resolved to the
// aircraft type object, and exactly the contract's fields.
import { makeProblem, type Client } from '../../api';
import type { CharterDb } from '../../db/database';
import type { AircraftTypeRow, ClientRow } from '../../db/rows';
import { ProblemError } from '../../api/problem-error';

export function clientNotFound(): ProblemError {
  return new ProblemError(makeProblem('not_found', { detail: 'No client with this id' }));
}

export function clientView(row: ClientRow, aircraftType: AircraftTypeRow | null): Client {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    address: row.address,
    email_consent: row.email_consent,
    sms_consent: row.sms_consent,
    consent_recorded_by: row.consent_recorded_by,
    consent_updated_at: row.consent_updated_at,
    notes: row.notes,
    preferences: row.preferences,
    preferred_category: row.preferred_category,
    preferred_aircraft_type: aircraftType,
    tags: row.tags,
    timezone: row.timezone,
    import_batch_id: row.import_batch_id,
    last_request_at: row.last_request_at,
    trip_request_count: row.trip_request_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The aircraft types `rows` refer to, each once. */
export function typeIdsOf(rows: readonly ClientRow[]): string[] {
  return [...new Set(rows.flatMap((row) => row.preferred_aircraft_type_id ?? []))];
}

/** Views of `rows` given their aircraft types by id (null or missing: none). */
export function viewsWith(
  rows: readonly ClientRow[],
  types: ReadonlyMap<string, AircraftTypeRow | null>,
): Client[] {
  return rows.map((row) =>
    clientView(row, types.get(row.preferred_aircraft_type_id ?? '') ?? null),
  );
}

/** The aircraft types of `ids`, by id; null for one that is gone. */
export async function typesById(
  db: CharterDb,
  ids: readonly string[],
): Promise<Map<string, AircraftTypeRow | null>> {
  const types = await db.aircraft_types.bulkGet([...ids]);
  return new Map(ids.map((id, at) => [id, types[at] ?? null]));
}

/** Views of `rows`, reading each referenced aircraft type once. */
export async function clientViews(db: CharterDb, rows: readonly ClientRow[]): Promise<Client[]> {
  return viewsWith(rows, await typesById(db, typeIdsOf(rows)));
}

/** The rows of the clients `ids` names, in that order (a client gone meanwhile is left out). */
export async function rowsOfIds(db: CharterDb, ids: readonly string[]): Promise<ClientRow[]> {
  const rows = await db.clients.bulkGet([...ids]);
  return rows.filter((row): row is ClientRow => row !== undefined);
}

/** The views of the clients `ids` names, in that order (a client gone meanwhile is left out). */
export async function viewsOfIds(db: CharterDb, ids: readonly string[]): Promise<Client[]> {
  return clientViews(db, await rowsOfIds(db, ids));
}
