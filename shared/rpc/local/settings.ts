// The settings on /local/ (docs/local-api.md, "Workspace and settings"): what the page sees of
// them, what it may change (the key itself never comes back), and what a check of the remote
// URL and key found (../remote-check.ts reads the answer).
import { z } from 'zod';
import { dateTime } from '../../api';
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
  /** The remote that answered sync before `remote_url` was set, if another: the way back. */
  last_working_url: z.string().nullable(),
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

/** A budget window as the remote's headers said it: the allowance, or the rate. */
export const budgetWindowView = z.strictObject({
  limit: z.int(),
  remaining: z.int(),
  reset_at: dateTime,
});

/**
 * What one request to the remote said of its URL and key: POST /local/settings/check, the
 * body of POST /local/settings/checked, and the desktop shell's checkRemote.
 */
export const remoteCheck = z.discriminatedUnion('outcome', [
  /**
   * It answered as the API does: with the key, past the key and write-scope gates, with the
   * allowance it reports (`limited` when a limit refused the request itself); without a key
   * (`keyed: false`), asking for one.
   */
  z.strictObject({
    outcome: z.literal('connected'),
    keyed: z.boolean(),
    allowance: budgetWindowView.nullable(),
    limited: z.enum(['rate', 'quota']).nullable(),
  }),
  /** 401: the key is not one the remote knows; 403: it lacks the write scope. */
  z.strictObject({
    outcome: z.literal('rejected'),
    cause: z.enum(['key', 'scope']),
    status: z.int(),
    detail: z.string().nullable(),
  }),
  /** No answer: a wrong host or port, DNS, a refused connection, a redirect, a timeout. */
  z.strictObject({ outcome: z.literal('unreachable'), detail: z.string().nullable() }),
  /** An answer, but not the API's: a web page, a 404 with no allowance headers. */
  z.strictObject({
    outcome: z.literal('not_api'),
    status: z.int(),
    content_type: z.string().nullable(),
  }),
  /** The remote answered with a 5xx: it is there, but failing now. */
  z.strictObject({ outcome: z.literal('remote_error'), status: z.int() }),
  /** Not tried: this computer is offline. */
  z.strictObject({ outcome: z.literal('offline') }),
]);
export type RemoteCheck = z.infer<typeof remoteCheck>;
