// The app's settings in the worker, in a database of their own (they choose which records'
// database opens, so they cannot live in one). In the desktop shell the remote URL is
// main's and the key never comes here; in a browser the app keeps both. A stored setting
// that does not read back (damaged, or written unchecked by an older version) falls back
// to its default, and the host tells the broker which: the app must start whatever is here.
import { Dexie, type EntityTable } from 'dexie';
import { z } from 'zod';
import type { DexieBackend } from '../../db/database';
import type { SettingsView } from '../../rpc/local/settings';
import { remoteUrlSchema } from '../../rpc/remote-url';
import { DEFAULT_RESERVE_PERCENT } from '../../sync/policy/pacing';
import { DEFAULT_WORKING_HOURS, workingHours } from '../../rpc/working-hours';

export const SETTINGS_DB_NAME = 'charter-desk-settings';

const settingsFields = z.strictObject({
  /** Normalized (shared/rpc/remote-url.ts), or null before the broker sets one. */
  remote_url: remoteUrlSchema.nullable().default(null),
  /**
   * Browser mode only: each API key under the origin it was entered for, sent nowhere else;
   * a URL on another origin and back finds its key again.
   */
  api_keys: z.record(z.string(), z.string()).default({}),
  reserve_percent: z.int().min(0).max(100).default(DEFAULT_RESERVE_PERCENT),
  working_hours: workingHours.default(DEFAULT_WORKING_HOURS),
  demo: z.boolean().default(false),
  /**
   * The remote URL that last answered sync before the broker set another one: offered as the
   * way back while the new one has never answered (a mistyped URL opens an empty copy).
   */
  last_working_url: remoteUrlSchema.nullable().default(null),
  /** The origin of the remote `npm start` runs beside the app (app-config.json), if any. */
  demo_remote_origin: z.string().nullable().default(null),
});

const originOf = (url: unknown) => {
  try {
    return typeof url === 'string' ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * One key bound to `remote_url`'s origin, as settings were stored before keys were kept per
 * origin (and as app-config.json gives it), becomes that origin's key.
 */
function keptPerOrigin(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('api_key' in value)) return value;
  const { api_key: key, ...rest } = value as { api_key: unknown; remote_url?: unknown };
  const origin = originOf(rest.remote_url);
  return { ...rest, api_keys: typeof key === 'string' && origin ? { [origin]: key } : {} };
}

export const storedSettings = z.preprocess(keptPerOrigin, settingsFields);
export type StoredSettings = z.infer<typeof storedSettings>;
export type SettingName = keyof StoredSettings;

/** The settings as read, and those stored that could not be read (their defaults in use). */
export interface SettingsRead {
  settings: StoredSettings;
  unreadable: SettingName[];
}

const NAMES = Object.keys(settingsFields.shape) as SettingName[];

/**
 * Each stored setting that parses, the default for each that does not. Keys are kept by
 * origin, so an unreadable URL leaves them be (one key stored the old way, bound to the URL,
 * has no origin then and is dropped).
 */
function salvage(value: unknown, defaults: StoredSettings): SettingsRead {
  const whole = storedSettings.safeParse(value);
  if (whole.success) return { settings: whole.data, unreadable: [] };
  // Not even an object: every setting is lost.
  if (typeof value !== 'object' || value === null) return { settings: defaults, unreadable: NAMES };
  const fields = { ...(keptPerOrigin(value) as Record<string, unknown>) };
  const settings = { ...defaults };
  const unreadable: SettingName[] = [];
  for (const name of NAMES) {
    const field = settingsFields.shape[name].safeParse(fields[name]);
    if (field.success) Object.assign(settings, { [name]: field.data });
    else unreadable.push(name);
  }
  return { settings, unreadable };
}

/**
 * Unreadable settings as the settings view names them to the broker: the keys are "the API
 * key"; the demo remote's origin and the way back are none of the broker's settings.
 */
export function viewedNames(names: SettingName[]): SettingsView['unreadable_settings'] {
  return names.flatMap((name) => {
    if (name === 'demo_remote_origin' || name === 'last_working_url') return [];
    return [name === 'api_keys' ? 'api_key' : name];
  });
}

/** The key kept for the origin of `url` (the settings' remote by default), or null. */
export function keyFor(settings: StoredSettings, url = settings.remote_url): string | null {
  const origin = originOf(url);
  return (origin && settings.api_keys[origin]) ?? null;
}

/** `keys` with `key` as the one of `url`'s origin (none when null); the others as they were. */
export function withKey(
  keys: StoredSettings['api_keys'],
  url: string,
  key: string | null,
): StoredSettings['api_keys'] {
  const { [new URL(url).origin]: _replaced, ...others } = keys;
  return key === null ? others : { ...others, [new URL(url).origin]: key };
}

/** What a first start begins with: app-config.json, which `npm start` writes. */
export interface FirstStart {
  remote_url?: string | null;
  api_key?: string | null;
  /** `remote_url` is the reference remote `npm start` runs: the header calls it the demo remote. */
  demo_remote?: boolean;
}

/** app-config.json's settings as stored ones: `demo_remote` names its remote's origin. */
function firstSettings({ demo_remote: demo, ...start }: FirstStart) {
  return { ...start, demo_remote_origin: demo ? originOf(start.remote_url) : null };
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
  firstStart: () => Promise<FirstStart> = async () => ({}),
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
      const defaults = salvage(firstSettings(await firstStart()), storedSettings.parse({}));
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
