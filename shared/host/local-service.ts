// The app's own /v1 service: the broker's database in this browser profile, answered in the
// worker. `/local/*` holds what only the app needs (status, demo data): docs/local-api.md.
import { personReference, type PersonReference } from '../api';
import { CharterDb, type DexieBackend } from '../db/database';
import { createV1App } from '../service/app';
import { systemClock, type Clock } from '../encoding/clock';
import type { ServiceDeps } from '../service/deps';
import { localRoutes } from './local-routes';

const DEFAULT_DB_NAME = 'charter-desk';

/** Until sign-in exists the broker acts as a local user with no remote id. */
const LOCAL_USER: PersonReference = { user_id: null, display_name: 'You', avatar_url: null };

export interface LocalServiceOptions {
  dbName?: string;
  now?: () => Date;
  /** fake-indexeddb in Node tests; the browser's IndexedDB otherwise. */
  backend?: DexieBackend;
}

export interface LocalService {
  fetch(request: Request): Promise<Response>;
  close(): void;
}

async function currentUser(db: CharterDb): Promise<PersonReference> {
  const stored = await db.meta.get('current_user');
  const parsed = personReference.safeParse(stored?.value);
  return parsed.success ? parsed.data : LOCAL_USER;
}

export async function createLocalService(options: LocalServiceOptions = {}): Promise<LocalService> {
  const db = new CharterDb(options.dbName ?? DEFAULT_DB_NAME, { backend: options.backend });
  await db.open();
  const clock: Clock = options.now ? { now: options.now } : systemClock;
  const deps: ServiceDeps = {
    db,
    clock,
    currentUser: await currentUser(db),
    rfqDelivery: { emailed: false, linkUrl: () => null },
  };
  const app = createV1App(deps);
  app.route('/local', localRoutes(deps));
  return {
    fetch: async (request) => app.fetch(request),
    close: () => db.close(),
  };
}
