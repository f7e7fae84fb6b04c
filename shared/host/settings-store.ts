// The app's settings in the worker, in a database of their own (they choose which records'
// database opens, so they cannot live in one). In the desktop shell the remote URL is
// main's and the key never comes here; in a browser the app keeps both.
import { Dexie, type EntityTable } from 'dexie';
import { z } from 'zod';
import type { DexieBackend } from '../db/database';
import { DEFAULT_RESERVE_PERCENT } from '../sync/pull/pacing';

export const SETTINGS_DB_NAME = 'charter-desk-settings';

const settingsFields = z.strictObject({
  /** Normalized (shared/rpc/remote-url.ts), or null before the broker sets one. */
  remote_url: z.string().nullable().default(null),
  /**
   * Browser mode only: each API key under the origin it was entered for, sent nowhere else;
   * a URL on another origin and back finds its key again.
   */
  api_keys: z.record(z.string(), z.string()).default({}),
  reserve_percent: z.int().min(0).max(100).default(DEFAULT_RESERVE_PERCENT),
  demo: z.boolean().default(false),
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

function firstSettings({ demo_remote: demo, ...start }: FirstStart): StoredSettings {
  const demoOrigin = demo ? originOf(start.remote_url) : null;
  return storedSettings.parse({ ...start, demo_remote_origin: demoOrigin });
}

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
  firstStart: () => Promise<FirstStart> = async () => ({}),
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
      const defaults = firstSettings(await firstStart());
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
