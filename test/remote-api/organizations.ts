// One database and one /v1 app per organization: the same handlers as the app's worker,
// each over its own in-memory IndexedDB, so another organization's records are simply 404.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Hono } from 'hono';
import type { OrganizationSeedInput, PersonReference } from '../../shared/api';
import { CharterDb } from '../../shared/db/database';
import { createV1App } from '../../shared/service/app';
import type { Clock } from '../../shared/encoding/clock';
import type { ServiceDeps } from '../../shared/service/deps';
import { SeedError, seedOrganization } from '../../shared/db/seed';
import { ConfigError, type OrganizationConfig } from './config';
import { captureCommits, type CommitTap } from './persistence/capture';

export interface Organization {
  name: string;
  plan: OrganizationConfig['plan'];
  keys: OrganizationConfig['keys'];
  upgradeUrl: string;
  deps: ServiceDeps;
  v1: Hono;
  /** Its database's commits, when a data directory keeps them (persistence/capture.ts). */
  commits: CommitTap | null;
}

const DEFAULT_UPGRADE_URL = 'https://charter-desk.example/billing/upgrade';

function seedOf(config: OrganizationConfig): OrganizationSeedInput {
  const { airports, aircraft_types, operators, operator_contacts, clients, trip_requests, rfqs } =
    config;
  return { airports, aircraft_types, operators, operator_contacts, clients, trip_requests, rfqs };
}

export interface OpenOptions {
  /** Keeps each database's commits for a data directory (persistence/capture.ts). */
  captureCommits?: boolean;
  /** The ids of the records made; random UUIDs without it. */
  newId?: () => string;
}

/** Opens and seeds every organization. `baseUrl` is read when a link is made: the port is
 * known only once the server listens. */
export async function openOrganizations(
  configs: OrganizationConfig[],
  clock: Clock,
  baseUrl: () => string,
  { captureCommits: capture = false, newId }: OpenOptions = {},
): Promise<Organization[]> {
  // A factory per server: two servers in one test process never share a database.
  const indexedDB = new IDBFactory();
  const organizations: Organization[] = [];
  for (const [index, config] of configs.entries()) {
    const db = new CharterDb(`remote-organization-${index}`, {
      backend: { indexedDB, IDBKeyRange },
    });
    const commits = capture ? captureCommits(db) : null;
    const currentUser: PersonReference = config.api_user ?? {
      user_id: null,
      display_name: `${config.name} API`,
      avatar_url: null,
    };
    const deps: ServiceDeps = {
      db,
      clock,
      currentUser,
      newId,
      rfqDelivery: {
        emailed: true,
        linkUrl: (token) => `${baseUrl()}/rfq-links/${encodeURIComponent(token)}`,
      },
    };
    try {
      await seedOrganization(db, seedOf(config), clock);
    } catch (error) {
      // A SeedError's message is `field: reason`, so this names the field in the file.
      if (error instanceof SeedError)
        throw new ConfigError([`organizations[${index}].${error.message}`]);
      throw error;
    }
    organizations.push({
      name: config.name,
      plan: config.plan,
      keys: config.keys,
      upgradeUrl: config.upgrade_url ?? DEFAULT_UPGRADE_URL,
      deps,
      v1: createV1App(deps),
      commits,
    });
  }
  return organizations;
}

export function closeOrganizations(organizations: Organization[]): void {
  for (const organization of organizations) organization.deps.db.close();
}
