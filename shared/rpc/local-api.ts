// The app's own /local/ endpoints (docs/local-api.md): settings, sync status and the outbox,
// as zod schemas that the worker answers with and the page parses. Never sent to a remote.
import { z } from 'zod';
import { aircraftType, dateTime, operationId, problem } from '../api';

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
  /** Work on the offline demo data (its own database) instead of the remote's. */
  demo: z.boolean().optional(),
});
export type SettingsChange = z.infer<typeof settingsChange>;

const budgetWindowView = z.strictObject({
  limit: z.int(),
  remaining: z.int(),
  reset_at: dateTime,
});

/** What the page shows of sync: always cheap to read, pushed as `sync` on every change. */
export const syncStatus = z.strictObject({
  workspace: workspaceKind,
  /** The browser's own idea of the network. */
  online: z.boolean(),
  /** What the broker sees in the app frame. */
  connection: z.enum(['not_configured', 'offline', 'online', 'unreachable', 'key_rejected']),
  /** This tab syncs, another one does (`standby`), or nothing runs. */
  activity: z.enum(['idle', 'sending', 'pulling', 'waiting', 'standby', 'stopped']),
  /** Why sync is paused until the key or the URL changes. */
  paused_reason: z.string().nullable(),
  pending: z.int().nonnegative(),
  in_flight: z.int().nonnegative(),
  parked: z.int().nonnegative(),
  last_success_at: dateTime.nullable(),
  last_error: z.string().nullable(),
  quota: budgetWindowView.nullable(),
  rate: budgetWindowView.nullable(),
  /** Metered calls wait until then (allowance used up, or rate), when they do. */
  waiting_until: dateTime.nullable(),
  waiting_for: z.enum(['rate', 'quota']).nullable(),
  pull: z.strictObject({
    stage: z.enum(['initial', 'steady']),
    step: z.string().nullable(),
    clients_pulled: z.int().nonnegative(),
    clients_total: z.int().nonnegative().nullable(),
  }),
});
export type SyncStatus = z.infer<typeof syncStatus>;

/** GET /local/aircraft-types: the types this workspace knows, by maker and model. */
export const aircraftTypeList = z.strictObject({ items: z.array(aircraftType) });

/** One outbox entry as the Sync screen lists it. */
export const outboxEntryView = z.strictObject({
  id: z.string(),
  operation_id: operationId,
  /** In words, e.g. `Edit client Ana Lee: company, phone`. */
  summary: z.string(),
  state: z.enum(['pending', 'in_flight', 'parked']),
  attempts: z.int().nonnegative(),
  next_attempt_at: dateTime.nullable(),
  reason: z.string().nullable(),
  problem: problem.nullable(),
  /** What a discard will undo, in words. */
  discard_effect: z.string(),
  /**
   * The record it acts on, to open to fix it (a client's id), when there is one; a deleted
   * client's id too, so its detail and an Undo can find the entry.
   */
  record: z
    .strictObject({ kind: z.enum(['client', 'rfq', 'trip_request']), id: z.string() })
    .nullable(),
  can_recreate: z.boolean(),
  created_at: dateTime,
});
export type OutboxEntryView = z.infer<typeof outboxEntryView>;

/** GET /local/client-tags: the tags clients hold, each with how many hold it. */
export const clientTagsView = z.strictObject({
  items: z.array(z.strictObject({ tag: z.string(), clients: z.int().positive() })),
});
export type ClientTagsView = z.infer<typeof clientTagsView>;
