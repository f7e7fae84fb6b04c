// The shell's own settings (not secret): where the remote API is, and which origin the
// broker confirmed for it (remote-endpoint.ts).
import { z } from 'zod';
import { parseUnknown } from '../shared/encoding/parse-unknown';
import type { FileStore } from './file-store';
import { remoteUrlSchema } from '../shared/rpc/remote-url';
import { createSerial } from './serial';

const settingsSchema = z.object({
  remoteUrl: remoteUrlSchema.nullable().default(null),
  // Null in a file written before origins were confirmed: such a URL is not used.
  confirmedOrigin: z.string().nullable().default(null),
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
  const serial = createSerial();

  async function get(): Promise<Settings> {
    const data = await file.read();
    const withDefaults = (stored: object) =>
      parseUnknown(settingsSchema, { ...defaults, ...stored }, 'settings file');
    try {
      return withDefaults(data ? (JSON.parse(data.toString('utf8')) as object) : {});
    } catch (error) {
      // A damaged file must not lock the broker out of the app: start from the defaults,
      // and the next update replaces the file.
      console.warn('Ignoring the unreadable settings file', error);
      return withDefaults({});
    }
  }

  return {
    get,
    // One update at a time, or two concurrent ones would each drop the other's change.
    update: (patch) =>
      serial(async () => {
        const next = { ...(await get()), ...patch };
        await file.write(Buffer.from(JSON.stringify(next, null, 2)));
      }),
  };
}
