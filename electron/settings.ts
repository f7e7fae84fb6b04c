// The shell's own settings (not secret): where the remote API is.
import { z } from 'zod';
import { parseUnknown } from '../shared/rpc/parse-unknown';
import type { FileStore } from './file-store';
import { isAllowedRemoteUrl } from './security';

const settingsSchema = z.object({
  remoteUrl: z.string().refine(isAllowedRemoteUrl).nullable().default(null),
});

export type Settings = z.infer<typeof settingsSchema>;

export interface SettingsStore {
  get(): Promise<Settings>;
  update(patch: Partial<Settings>): Promise<void>;
}

export function createSettingsStore(
  file: FileStore,
  defaults: Partial<Settings> = {},
): SettingsStore {
  async function get(): Promise<Settings> {
    const data = await file.read();
    const stored: unknown = data ? JSON.parse(data.toString('utf8')) : {};
    return parseUnknown(settingsSchema, { ...defaults, ...(stored as object) }, 'settings file');
  }
  return {
    get,
    async update(patch) {
      const next = { ...(await get()), ...patch };
      await file.write(Buffer.from(JSON.stringify(next, null, 2)));
    },
  };
}
