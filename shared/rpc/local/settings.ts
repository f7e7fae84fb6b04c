// The settings on /local/ (docs/local-api.md, "Workspace and settings"): what the page sees of
// them and what it may change. The key itself never comes back; what a check of the remote
// found is in ../remote-check.ts.
import { z } from 'zod';
import { workingHours } from '../working-hours';

export const workspaceKind = z.enum(['local', 'demo', 'remote']);
export type WorkspaceKind = z.infer<typeof workspaceKind>;

export const shellKind = z.enum(['browser', 'desktop']);
export type ShellKind = z.infer<typeof shellKind>;

/** Settings as the page sees them: the key itself never comes back. */
export const settingsView = z.strictObject({
  workspace: workspaceKind,
  /** The database this workspace's records live in. */
  database: z.string(),
  shell: shellKind,
  remote_url: z.string().nullable(),
  has_api_key: z.boolean(),
  /** Share of the monthly quota pulls never spend. */
  reserve_percent: z.int().min(0).max(100),
  /** Pulls spread over these hours, in the laptop's time zone (`time_zone`). */
  working_hours: workingHours,
  time_zone: z.string(),
  /**
   * Stored settings that could not be read at start, their defaults in use (no remote for an
   * unreadable URL; the keys stay with their origins) until the broker saves settings again.
   */
  unreadable_settings: z.array(
    z.enum(['remote_url', 'api_key', 'reserve_percent', 'working_hours', 'demo']),
  ),
});
export type SettingsView = z.infer<typeof settingsView>;

/** PUT /local/settings: omitted fields stay; `api_key` only in browser mode. */
export const settingsChange = z.strictObject({
  remote_url: z.string().max(2000).nullable().optional(),
  api_key: z
    .string()
    .min(1)
    .max(500)
    .regex(/^[\x21-\x7e]+$/, { message: 'Must be printable ASCII without spaces' })
    .nullable()
    .optional(),
  reserve_percent: z.int().min(0).max(100).optional(),
  working_hours: workingHours.optional(),
  /** Work on the offline demo data (its own database) instead of the remote's. */
  demo: z.boolean().optional(),
});
export type SettingsChange = z.infer<typeof settingsChange>;
