// The sync status on /local/ (docs/local-api.md, "Sync"): what the page shows of sync, read
// with GET /local/sync and pushed as the worker's `sync` event on every change; and what the
// page tells sync of itself (the network as the browser knows it, the window and route).
import { z } from 'zod';
import { dateTime } from '../../api';
import { findingsCount } from './findings';
import { budgetWindowView, workspaceKind } from './settings';

/** What the page shows of sync: always cheap to read, pushed as `sync` on every change. */
export const syncStatus = z.strictObject({
  workspace: workspaceKind,
  /** The remote a `remote` workspace mirrors, as the header names it; null for the others. */
  remote: z
    .strictObject({
      url: z.string(),
      /** The reference remote `npm start` runs beside the app (its app-config.json says so). */
      demo: z.boolean(),
    })
    .nullable(),
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
    /** When the last full walk of the clients ended: every client compared with the server. */
    clients_compared_at: dateTime.nullable(),
  }),
  /** What the pulls' pace gives (../forecast-words.ts says it); null before a quota is known. */
  forecast: z
    .strictObject({
      /** Between two checks of open trips' RFQs; null while none is open. */
      open_quotes_every_ms: z.number().nonnegative().nullable(),
      /** Between two checks of the operators' messages (free); null while no trip is open. */
      messages_every_ms: z.number().nonnegative().nullable(),
      /**
       * A trip on screen: its answers read every `every_ms` for `for_ms` of watching (null: as
       * long as it shows), then every `then_every_ms` (null: when the allowance grows again).
       * shared/sync/pull/plan/screen-allowance.ts.
       */
      on_screen: z.strictObject({
        every_ms: z.number().nonnegative(),
        for_ms: z.number().nonnegative().nullable(),
        then_every_ms: z.number().nonnegative().nullable(),
      }),
      /**
       * The Inbox on screen (shared/sync/pull/plan/inbox-watch.ts): each of its `trips` awaiting
       * answers read at least every `every_ms` (null: only as the allowance grows), and every
       * 10 s for `after_message_ms` after its operator writes; a thread's messages read every
       * `messages_every_ms`, the `first_threads` whose operator wrote lately every 10 s.
       */
      inbox: z.strictObject({
        trips: z.int().nonnegative(),
        every_ms: z.number().nonnegative().nullable(),
        after_message_ms: z.number().nonnegative(),
        messages_every_ms: z.number().nonnegative(),
        first_threads: z.int().nonnegative(),
      }),
      /** Between two full walks of the clients. */
      clients_every_ms: z.number().nonnegative().nullable(),
      /** Whether these intervals keep the reserve to the period's end. */
      lasts: z.boolean(),
      reserve_percent: z.int().min(0).max(100),
      /** Calls left above the reserve. */
      above_reserve: z.int().nonnegative(),
    })
    .nullable(),
  /** Records the remote no longer holds as the app believed (findings.ts). */
  findings: findingsCount,
});
export type SyncStatus = z.infer<typeof syncStatus>;

/** POST /local/sync/online: what the browser knows of the network. */
export const onlineReport = z.strictObject({ online: z.boolean() });

/**
 * POST /local/sync/screen: whether the page's window shows, and its route: the record on
 * screen is kept fresher, a hidden window's rounds slow.
 */
export const screenReport = z.strictObject({ visible: z.boolean(), path: z.string().max(2000) });
