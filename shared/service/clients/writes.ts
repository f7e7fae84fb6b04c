// Operations 8, 10 and 11: create, update and delete a client, each as one transaction
// (commitWrite). A deleted client's trip requests stay, detached: their `client` is null.
import type { Client, ClientCreateRequest, ClientUpdateRequest } from '../../api';
import type { CharterDb } from '../../db/database';
import type { AircraftTypeRow } from '../../db/rows';
import { newIdOf, type ServiceDeps } from '../deps';
import { validationError } from '../../api/problem-error';
import { createdClientRow, patchedClientRow, type Stamp } from './client-rows';
import { clientNotFound, clientView } from './client-view';

function stampOf(deps: ServiceDeps): Stamp {
  return { now: deps.clock.now().toISOString(), user: deps.currentUser };
}

/** The aircraft type a client names; an unknown id is a fault of the body (422). */
async function aircraftTypeOf(db: CharterDb, id: string | null): Promise<AircraftTypeRow | null> {
  if (id === null) return null;
  const type = await db.aircraft_types.get(id);
  if (type) return type;
  throw validationError([
    {
      field: 'preferred_aircraft_type_id',
      code: 'not_found',
      message: 'No aircraft type with this id',
    },
  ]);
}

export async function createClient(deps: ServiceDeps, body: ClientCreateRequest): Promise<Client> {
  const row = createdClientRow(newIdOf(deps), body, stampOf(deps));
  const type = await aircraftTypeOf(deps.db, row.preferred_aircraft_type_id);
  await deps.db.clients.add(row);
  return clientView(row, type);
}

export async function updateClient(
  deps: ServiceDeps,
  id: string,
  body: ClientUpdateRequest,
): Promise<Client> {
  const { db } = deps;
  const row = await db.clients.get(id);
  if (!row) throw clientNotFound();
  const next = patchedClientRow(row, body, stampOf(deps));
  const type = await aircraftTypeOf(db, next.preferred_aircraft_type_id);
  if (next !== row) await db.clients.put(next);
  return clientView(next, type);
}

export async function deleteClient(deps: ServiceDeps, id: string): Promise<null> {
  const { db } = deps;
  if (!(await db.clients.get(id))) throw clientNotFound();
  await db.clients.delete(id);
  const now = deps.clock.now().toISOString();
  await db.trip_requests.where('client_id').equals(id).modify({ client_id: null, updated_at: now });
  return null;
}
