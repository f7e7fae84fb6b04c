// The app's settings in the worker, in a database of their own (they choose which records'
// database opens, so they cannot live in one). In the desktop shell the remote URL is
// main's and the key never comes here; in a browser the app keeps both.
import { Dexie, type EntityTable } from 'dexie';
import { z } from 'zod';
import type { DexieBackend } from '../db/database';
import { DEFAULT_RESERVE_PERCENT } from '../sync/pull/pacing';
import { DEFAULT_WORKING_HOURS, workingHours } from '../rpc/working-hours';

export const SETTINGS_DB_NAME = 'charter-desk-settings';

export const storedSettings = z.strictObject({
  /** Normalized (shared/rpc/remote-url.ts), or null before the broker sets one. */
  remote_url: z.string().nullable().default(null),
  /** Browser mode only, bound to `remote_url`'s origin: another origin clears it. */
  api_key: z.string().nullable().default(null),
  reserve_percent: z.int().min(0).max(100).default(DEFAULT_RESERVE_PERCENT),
  working_hours: workingHours.default(DEFAULT_WORKING_HOURS),
  demo: z.boolean().default(false),
});
export type StoredSettings = z.infer<typeof storedSettings>;

interface SettingsRow {
  key: string;
  value: unknown;
}

export interface SettingsStore {
  /** The settings as stored, or null before the first start stored any (or if damaged). */
  stored(): Promise<StoredSettings | null>;
  read(): Promise<StoredSettings>;
  write(settings: StoredSettings): Promise<void>;
  close(): void;
}

/**
 * `firstStart` gives what a first start begins with (app-config.json beside the app); it is
 * asked only when no settings are stored, so a later start reads nothing but this database.
 */
export function openSettingsStore(
  backend?: DexieBackend,
  firstStart: () => Promise<Partial<StoredSettings>> = async () => ({}),
): SettingsStore {
  const db = new Dexie(SETTINGS_DB_NAME, backend ?? {}) as Dexie & {
    settings: EntityTable<SettingsRow, 'key'>;
  };
  db.version(1).stores({ settings: 'key' });
  const parsedRow = async () => {
    const row = await db.settings.get('settings');
    return { row, parsed: row && storedSettings.safeParse(row.value) };
  };
  return {
    async stored() {
      const { parsed } = await parsedRow();
      return parsed?.success ? parsed.data : null;
    },
    async read() {
      const { row, parsed } = await parsedRow();
      if (parsed?.success) return parsed.data;
      // Damaged settings must not lock the broker out: start from the defaults.
      const defaults = storedSettings.parse(await firstStart());
      if (row) return defaults;
      // The first start's defaults are kept: a later start offline, or without that file,
      // opens the same workspace instead of an empty book. A tab that stored them first wins.
      return db.transaction('rw', db.settings, async () => {
        const stored = await db.settings.get('settings');
        if (stored) return storedSettings.parse(stored.value);
        await db.settings.put({ key: 'settings', value: defaults });
        return defaults;
      });
    },
    async write(settings) {
      await db.settings.put({ key: 'settings', value: storedSettings.parse(settings) });
    },
    close: () => db.close(),
  };
}
