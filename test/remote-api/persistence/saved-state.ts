// What a data directory holds (docs/remote-api.md, Data directory): a snapshot of the whole
// remote state, and a journal of the changes committed since, one JSON line each. Both are
// parsed with these schemas when read, so a damaged file fails loudly, naming what is wrong.
import { z } from 'zod';

/** A data directory the remote cannot use as it is; the message says why and what to do. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/**
 * The tables whose rows are the remote's records. The others are derived from these (the
 * client search index, its name order, CSV records, counts in `meta`) by the database's
 * middlewares, which derive them again as the rows are written back; the sync tables are
 * only ever filled in the app's replica.
 */
export const SAVED_TABLES = [
  'airports',
  'aircraft_types',
  'operators',
  'operator_contacts',
  'clients',
  'trip_requests',
  'rfqs',
  'messages',
  'idempotency',
] as const;

export type SavedTable = (typeof SAVED_TABLES)[number];

const savedTable = z.enum(SAVED_TABLES);

/** One step of a committed transaction, as it was asked of the database. */
export const tableChange = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('put'), table: savedTable, rows: z.array(z.unknown()) }),
  z.strictObject({ op: z.literal('delete'), table: savedTable, keys: z.array(z.unknown()) }),
]);

/** A frozen clock keeps its instant; a running one its offset from real time. */
export const savedClock = z.discriminatedUnion('frozen', [
  z.strictObject({ frozen: z.literal(true), at_ms: z.number() }),
  z.strictObject({ frozen: z.literal(false), offset_ms: z.number() }),
]);

/** An organization's use of its allowance in the billing period that starts at `start`. */
export const quotaUse = z.strictObject({
  id: z.string(),
  start: z.number(),
  used: z.int().min(0),
});

const seq = z.int().min(1);

export const journalEntry = z.discriminatedUnion('kind', [
  z.strictObject({
    seq,
    kind: z.literal('commit'),
    /** The organization's place in the list: each has its own database. */
    org: z.int().min(0),
    changes: z.array(tableChange),
  }),
  z.strictObject({ seq, kind: z.literal('quota'), use: quotaUse }),
  z.strictObject({ seq, kind: z.literal('clock'), clock: savedClock }),
]);

export const snapshot = z.strictObject({
  format: z.literal(1),
  /** The last journal entry it holds: a later start replays only those after it. */
  seq: z.int().min(0),
  /** What the data was made from: `demo`, or the SHA-256 of the config it was seeded with. */
  source: z.string(),
  clock: savedClock,
  quotas: z.array(quotaUse),
  organizations: z.array(
    z.strictObject({
      /** Name, plan, keys, upgrade URL and API user, checked as a config file is. */
      config: z.record(z.string(), z.unknown()),
      tables: z.array(tableChange),
    }),
  ),
});

export type TableChange = z.infer<typeof tableChange>;
export type SavedClock = z.infer<typeof savedClock>;
export type QuotaUse = z.infer<typeof quotaUse>;
export type JournalEntry = z.infer<typeof journalEntry>;
/** An entry as it is appended, before the journal numbers it. */
export type NewJournalEntry = WithoutSeq<JournalEntry>;
type WithoutSeq<T> = T extends unknown ? Omit<T, 'seq'> : never;
export type Snapshot = z.infer<typeof snapshot>;
