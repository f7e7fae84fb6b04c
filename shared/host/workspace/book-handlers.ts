// What the open workspace's book says of itself on /local/ (docs/local-api.md): its database
// and counts, and the lists its forms and filters offer, which no /v1 endpoint lists: the
// tags in use, the aircraft types and the operators this workspace knows.
import { SCHEMA_VERSION } from '../../db/versions';
import { liveIndexOf } from '../../db/index-upkeep/live-index';
import { fold } from '../../search/fold';
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';

async function counts(deps: ServiceDeps) {
  const { db } = deps;
  return {
    clients: await db.clients.count(),
    trip_requests: await db.trip_requests.count(),
    rfqs: await db.rfqs.count(),
    operators: await db.operators.count(),
    operator_contacts: await db.operator_contacts.count(),
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function bookHandlers(deps: ServiceDeps) {
  return {
    status: async () => ({
      database: deps.db.name,
      schema_version: SCHEMA_VERSION,
      current_user: deps.currentUser,
      counts: await counts(deps),
    }),

    // The tags in use, for the clients list's tag filter: read from the in-memory client
    // index (one entry per tag), never by reading the clients. Ordered as a broker reads
    // them. The list asks for them once its first page is in: they wait until the broker
    // stops scrolling.
    async clientTags() {
      const live = liveIndexOf(deps.db);
      await live.readyWhenQuiet();
      const index = await live.caughtUp();
      const items = index
        .tagCounts()
        .map((item) => ({ ...item, key: fold(item.tag) }))
        .sort((a, b) => (a.key === b.key ? compare(a.tag, b.tag) : compare(a.key, b.key)))
        .map(({ tag, clients }) => ({ tag, clients }));
      return { items };
    },

    // Aircraft types the client form offers: the worker knows only those its records name (no
    // endpoint lists them), so the picker offers what was pulled or seeded, by maker and model.
    async aircraftTypes() {
      const types = await deps.db.aircraft_types.toArray();
      types.sort(
        (a, b) =>
          a.manufacturer.localeCompare(b.manufacturer, 'en') ||
          a.model.localeCompare(b.model, 'en'),
      );
      return { items: types };
    },

    // Operators the contact picker names contacts by: a replica knows those its RFQs named (no
    // endpoint lists operators), the demo and a local book those seeded.
    async operators() {
      const items = await deps.db.operators.toArray();
      const nameOf = (operator: (typeof items)[number]) => operator.dba_name ?? operator.legal_name;
      items.sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en'));
      return { items };
    },
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
