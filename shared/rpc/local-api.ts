// The app's own /local/ endpoints (docs/local-api.md): settings, sync status and the outbox,
// as zod schemas that the worker answers with and the page parses. Never sent to a remote.
import { z } from 'zod';
import {
  aircraftType,
  clientSearchQuery,
  cursorParam,
  dateTime,
  operationId,
  operator,
  problem,
  rfq,
  rfqMessage,
} from '../api';
import { CSV_PURPOSES } from '../export/csv';
import { findingsCount } from './findings';
import { workingHours } from './working-hours';

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

const budgetWindowView = z.strictObject({
  limit: z.int(),
  remaining: z.int(),
  reset_at: dateTime,
});

/**
 * POST /local/settings/check (and the desktop shell's checkRemote): what one request to the
 * remote said of its URL and key (shared/rpc/remote-check.ts reads the answer).
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
  /** What the pulls' pace gives (forecast-words.ts says it); null before a quota is known. */
  forecast: z
    .strictObject({
      /** Between two checks of open trips' RFQs; null while none is open. */
      open_quotes_every_ms: z.number().nonnegative().nullable(),
      /** Between two checks of the operators' messages (free); null while no trip is open. */
      messages_every_ms: z.number().nonnegative().nullable(),
      /**
       * A trip on screen (the Inbox shares it among the trips awaiting answers): its answers
       * read every `every_ms` for `for_ms` of watching (null: as long as it shows), then every
       * `then_every_ms` (null: when the allowance grows again). shared/sync/pull/plan/watch.ts.
       */
      on_screen: z.strictObject({
        every_ms: z.number().nonnegative(),
        for_ms: z.number().nonnegative().nullable(),
        then_every_ms: z.number().nonnegative().nullable(),
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

/** GET /local/aircraft-types: the types this workspace knows, by maker and model. */
export const aircraftTypeList = z.strictObject({ items: z.array(aircraftType) });

/** A field of an edit that the server changed too, each side's value in words. */
export const fieldConflictView = z.strictObject({
  /** The client field, by its API name (`notes`). */
  field: z.string(),
  /** The broker's value and the server's, as text; null when empty. */
  mine: z.string().nullable(),
  theirs: z.string().nullable(),
  /**
   * Keep both, offered for notes and preferences: the server's text, a separator, then the
   * broker's; its length in characters, the field's bound, and whether it fits.
   */
  keep_both: z
    .strictObject({
      length: z.int().nonnegative(),
      limit: z.int().positive(),
      fits: z.boolean(),
    })
    .nullable(),
});
export type FieldConflictView = z.infer<typeof fieldConflictView>;

/** What the broker keeps of a field changed on both sides. */
export const conflictChoice = z.enum(['mine', 'theirs', 'both']);

/** POST /local/outbox/{id}/resolve: settles one field in conflict. */
export const conflictResolution = z.strictObject({
  field: z.string().min(1).max(100),
  choice: conflictChoice,
});
export type ConflictResolution = z.infer<typeof conflictResolution>;
/** GET /local/operators: the operators this workspace knows, by name. */
export const operatorList = z.strictObject({ items: z.array(operator) });

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
  /** Parked on fields the server changed too: the client's name here, and each field. */
  conflict: z
    .strictObject({ name: z.string(), fields: z.array(fieldConflictView).min(1) })
    .nullable(),
  /**
   * Parked on a refusal that names some of the records it makes (a batch's operators the
   * remote does not know): each with whom it names and the remote's words.
   */
  refused: z.array(
    z.strictObject({ id: z.string(), name: z.string(), email: z.string(), message: z.string() }),
  ),
  /** The rest of the batch may go without the refused records ("Send to the others"). */
  can_send_others: z.boolean(),
  /** The records this entry makes (a batch's RFQs, a message): screens mark them pending. */
  created_ids: z.array(z.string()),
  created_at: dateTime,
});
export type OutboxEntryView = z.infer<typeof outboxEntryView>;

/**
 * How far the broker has read an RFQ's thread (`/local/threads/{id}/read`): the time of the
 * newest operator message they have seen, or null. `rfq_id` is the RFQ's id now (a thread
 * opened under the local id of an RFQ made offline answers with its server id once synced).
 */
export const threadRead = z.strictObject({ rfq_id: z.string(), read_through: dateTime.nullable() });
export type ThreadRead = z.infer<typeof threadRead>;

/** PUT `/local/threads/{id}/read`: a mark never moves back (another tab may be ahead). */
export const threadReadChange = z.strictObject({ read_through: dateTime });

/** `/local/trip-requests/{id}/threads`: each RFQ's last message and its unread operator messages. */
export const tripThreads = z.strictObject({
  items: z.array(
    z.strictObject({
      rfq_id: z.string(),
      last_message: rfqMessage.nullable(),
      unread: z.int().nonnegative(),
    }),
  ),
});
export type TripThreads = z.infer<typeof tripThreads>;
/** `/local/trip-requests/{id}/quotes`: the trip's RFQs this computer knows with a quote. */
export const tripQuotes = z.strictObject({ items: z.array(rfq) });
/** GET /local/client-tags: the tags clients hold, each with how many hold it. */
export const clientTagsView = z.strictObject({
  items: z.array(z.strictObject({ tag: z.string(), clients: z.int().positive() })),
});
export type ClientTagsView = z.infer<typeof clientTagsView>;

/**
 * GET /local/client-export: the clients list's filters and sort as /v1/clients takes them
 * (its cursors too), `limit` left out (a chunk is CLIENT_EXPORT_CHUNK clients, or up to
 * 20,000 of a snapshot: docs/local-api.md).
 * `changed_since`: clients changed since then are listed in `recent`.
 * `purpose`: cells neutralized for a spreadsheet (the default), or as they are for an import.
 */
export const clientExportQuery = clientSearchQuery.omit({ limit: true }).extend({
  changed_since: dateTime.optional(),
  purpose: z.enum(CSV_PURPOSES).default('spreadsheet'),
});
export type ClientExportQuery = z.input<typeof clientExportQuery>;

export const CLIENT_EXPORT_CHUNK = 5_000;

/**
 * DELETE /local/client-export: the page stopped an export before its last chunk; the
 * worker drops what it kept for the export `cursor` continues (nothing for another cursor).
 */
export const clientExportRelease = z.strictObject({ cursor: cursorParam });

/**
 * A chunk of the CSV export: the records (no BOM, no header) in list order as UTF-8 bytes,
 * how many, the cursor of the next chunk and the list's total. `recent`: where the records of
 * clients changed since `changed_since` lie in `bytes` (byte offsets), so the page can drop
 * one met twice.
 */
export const clientExportChunk = z.strictObject({
  bytes: z.instanceof(Uint8Array),
  count: z.int().nonnegative(),
  recent: z.array(
    z.strictObject({ id: z.string(), start: z.int().nonnegative(), end: z.int().nonnegative() }),
  ),
  next_cursor: z.string().nullable(),
  total: z.int().nonnegative(),
});
export type ClientExportChunk = z.infer<typeof clientExportChunk>;

/**
 * A chunk travels as its CSV records (a `text/csv` body, which reaches the page as bytes:
 * megabytes that JSON would escape and unescape on each side) with the rest in `export-*`
 * headers, the `recent` list as JSON.
 */
const countHeader = z.string().regex(/^\d+$/).transform(Number);
const clientExportHeaders = z.object({
  'export-count': countHeader,
  'export-total': countHeader,
  'export-next-cursor': z.string().optional(),
  'export-recent': z.string().optional(),
});

export function clientExportHeadersOf(
  chunk: Omit<ClientExportChunk, 'bytes'>,
): Record<string, string> {
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Export-Count': String(chunk.count),
    'Export-Total': String(chunk.total),
    ...(chunk.next_cursor !== null && { 'Export-Next-Cursor': chunk.next_cursor }),
    ...(chunk.recent.length > 0 && { 'Export-Recent': JSON.stringify(chunk.recent) }),
  };
}

/** The chunk an answer carries: its lower-cased headers and its body's bytes. */
export function clientExportChunkOf(
  headers: Record<string, string>,
  bytes: Uint8Array,
): ClientExportChunk {
  const parsed = clientExportHeaders.parse(headers);
  return clientExportChunk.parse({
    bytes,
    count: parsed['export-count'],
    total: parsed['export-total'],
    next_cursor: parsed['export-next-cursor'] ?? null,
    recent: parsed['export-recent'] === undefined ? [] : JSON.parse(parsed['export-recent']),
  });
}
