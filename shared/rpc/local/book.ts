// What the open workspace's book says of itself on /local/ (docs/local-api.md, "Workspace and
// settings"): its database and counts, the demo data loaded into it, and the lists its forms
// and filters offer (tags, aircraft types, operators), which no /v1 endpoint lists.
import { z } from 'zod';
import { aircraftType, operator, personReference } from '../../api';

const count = z.int().nonnegative();

/** GET /local/status: this build's database and what it holds. */
export const bookStatus = z.strictObject({
  database: z.string(),
  schema_version: z.int(),
  current_user: personReference,
  counts: z.strictObject({
    clients: count,
    trip_requests: count,
    rfqs: count,
    operators: count,
    operator_contacts: count,
  }),
});

/** POST /local/seed-demo: how many records of each kind the demo data loaded. */
export const demoLoaded = z.strictObject({
  loaded: z.strictObject({
    clients: count,
    trip_requests: count,
    airports: count,
    operators: count,
    operator_contacts: count,
    aircraft_types: count,
    rfqs: count,
  }),
});

/** GET /local/client-tags: the tags clients hold, each with how many hold it. */
export const clientTagsView = z.strictObject({
  items: z.array(z.strictObject({ tag: z.string(), clients: z.int().positive() })),
});
export type ClientTagsView = z.infer<typeof clientTagsView>;

/** GET /local/aircraft-types: the types this workspace knows, by maker and model. */
export const aircraftTypeList = z.strictObject({ items: z.array(aircraftType) });

/** GET /local/operators: the operators this workspace knows, by name. */
export const operatorList = z.strictObject({ items: z.array(operator) });
