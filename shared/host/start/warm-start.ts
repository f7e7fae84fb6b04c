// The page can tell its worker which shell hosts it (`init`) only once the app's own chunk
// has run, a few hundred milliseconds in which the worker would sit idle. So the worker
// starts on what it already knows: it opens (and, after an update, upgrades) the database
// its stored settings name, and the workspace `init` opens takes it over when it names
// the same database. Otherwise (a first start, a desktop shell whose remote moved) the
// warmed database is closed and nothing else changes.
import { CharterDb, type DexieBackend } from '../../db/database';
import { openSettingsStore } from '../settings/settings-store';
import type { WarmStart } from '../workspace/workspace';
import { roleOf, workspaceKeyOf, type WorkspaceKey } from '../workspace/workspace-keys';

async function warmDatabase(backend?: DexieBackend) {
  const store = openSettingsStore(backend);
  try {
    const settings = await store.stored();
    if (!settings) return null;
    const key = workspaceKeyOf(settings);
    const db = new CharterDb(key.dbName, { backend, role: roleOf(key) });
    await db.open();
    return { key, db };
  } finally {
    store.close();
  }
}

export function warmStart(backend?: DexieBackend): WarmStart {
  // A database that fails to open here fails again, and is reported, where init opens it.
  let warming: Promise<{ key: WorkspaceKey; db: CharterDb } | null> | null = warmDatabase(
    backend,
  ).catch(() => null);
  return {
    async take(key) {
      const warm = await warming;
      warming = null;
      if (!warm) return null;
      if (warm.key.dbName === key.dbName && roleOf(warm.key) === roleOf(key)) return warm.db;
      warm.db.close();
      return null;
    },
  };
}
