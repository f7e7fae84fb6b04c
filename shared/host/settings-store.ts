// The app's settings in the worker, in a database of their own (they choose which records'
// database opens, so they cannot live in one). In the desktop shell the remote URL is
// main's and the key never comes here; in a browser the app keeps both. A stored setting
// that does not read back (damaged, or written unchecked by an older version) falls back
// to its default, and the host tells the broker which: the app must start whatever is here.
import { Dexie, type EntityTable } from 'dexie';
import { z } from 'zod';
import type { DexieBackend } from '../db/database';
import { remoteUrlSchema } from '../rpc/remote-url';
import { DEFAULT_RESERVE_PERCENT } from '../sync/pull/pacing';

export const SETTINGS_DB_NAME = 'charter-desk-settings';

export const storedSettings = z.strictObject({
  /** Normalized (shared/rpc/remote-url.ts), or null before the broker sets one. */
  remote_url: remoteUrlSchema.nullable().default(null),
  /** Browser mode only, bound to `remote_url`'s origin: another origin clears it. */
  api_key: z.string().nullable().default(null),
  reserve_percent: z.int().min(0).max(100).default(DEFAULT_RESERVE_PERCENT),
  demo: z.boolean().default(false),
});
export type StoredSettings = z.infer<typeof storedSettings>;
export type SettingName = keyof StoredSettings;

/** The settings as read, and those stored that could not be read (their defaults in use). */
export interface SettingsRead {
  settings: StoredSettings;
  unreadable: SettingName[];
}

const NAMES = Object.keys(storedSettings.shape) as SettingName[];

/**
 * Each stored setting that parses, the default for each that does not. A key is bound to
 * its remote's origin: with the URL unreadable, the key has no origin and is dropped too.
 */
function salvage(value: unknown, defaults: StoredSettings): SettingsRead {
  const whole = storedSettings.safeParse(value);
  if (whole.success) return { settings: whole.data, unreadable: [] };
  // Not even an object: every setting is lost.
  if (typeof value !== 'object' || value === null) return { settings: defaults, unreadable: NAMES };
  const fields: Record<string, unknown> = { ...value };
  const settings = { ...defaults };
  const unreadable: SettingName[] = [];
  for (const name of NAMES) {
    const field = storedSettings.shape[name].safeParse(fields[name]);
    if (field.success) Object.assign(settings, { [name]: field.data });
    else unreadable.push(name);
  }
  if (unreadable.includes('remote_url')) settings.api_key = null;
  return { settings, unreadable };
}

interface SettingsRow {
  key: string;
  value: unknown;
}

export interface SettingsStore {
  /** The settings as stored (salvaged if damaged), or null before the first start stored any. */
  stored(): Promise<StoredSettings | null>;
  read(): Promise<SettingsRead>;
  /** Strict: on disk before it resolves (the key in browser mode is among them). */
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
  const db = new Dexie(SETTINGS_DB_NAME, {
    ...backend,
    // Chromium commits "relaxed" by default: a saved key or URL could be lost to a power cut.
    chromeTransactionDurability: 'strict',
  }) as Dexie & { settings: EntityTable<SettingsRow, 'key'> };
  db.version(1).stores({ settings: 'key' });
  const storedRow = async () => {
    const row = await db.settings.get('settings');
    return row && salvage(row.value, storedSettings.parse({}));
  };
  return {
    stored: async () => (await storedRow())?.settings ?? null,
    async read() {
      const stored = await storedRow();
      if (stored) return stored;
      // The first start's defaults are kept: a later start offline, or without that file,
      // opens the same workspace instead of an empty book. A tab that stored them first wins.
      const defaults = salvage(await firstStart(), storedSettings.parse({}));
      return db.transaction('rw', db.settings, async () => {
        const raced = await db.settings.get('settings');
        if (raced) return salvage(raced.value, storedSettings.parse({}));
        await db.settings.put({ key: 'settings', value: defaults.settings });
        return { settings: defaults.settings, unreadable: [] };
      });
    },
    async write(settings) {
      await db.settings.put({ key: 'settings', value: storedSettings.parse(settings) });
    },
    close: () => db.close(),
  };
}
