// The broker's own records (schema version 10): what only this app holds, since the API has
// no place for it — preferences (the margin rule, the branding, the Needs-you thresholds),
// saved templates, proposals as made and sent, and the Done / Snooze marks of Needs you.
// They are local: no outbox entry, no pull, not in the write guard's mirrored tables; each
// workspace keeps its own, and its backup holds them (docs/decisions.md, "Which data is whose").

/** The tables and their indexes, as Dexie declares them. */
export const BROKER_STORES = {
  /** One row per preference, by name. */
  broker_prefs: 'key',
  /** Saved texts for RFQ notes, chase messages and proposal emails, by kind. */
  templates: 'id, kind',
  /** Proposals as made and sent, by trip request. */
  proposals: 'id, trip_request_id',
  /** Needs-you items marked Done or snoozed, and those already notified, by item key. */
  needs_marks: 'key',
} as const;

/** The broker's own tables: what a workspace's backup holds. */
export const BROKER_TABLES = Object.keys(BROKER_STORES) as (keyof typeof BROKER_STORES)[];
