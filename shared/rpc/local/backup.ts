// A workspace's backup of the broker's own records (`/local/backup`, docs/local-api.md
// "Backup"): the tables only this app holds (shared/db/broker/stores.ts) as a JSON file,
// with its format's version and the workspace it was made in. Rows travel as given here;
// the host checks each with its table's row schema before anything is written.
import { z } from 'zod';
import { dateTime } from '../../api';

export const BACKUP_FORMAT = 'charter-desk-backup';
export const BACKUP_VERSION = 1;

/** One `schema` for each of the broker's own tables (shared/db/broker/stores.ts). */
const perTable = <T extends z.ZodType>(schema: T) =>
  z.strictObject({
    broker_prefs: schema,
    templates: schema,
    proposals: schema,
    needs_marks: schema,
  });

export const backupFile = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  /** The workspace's database it was made from: the demo's, the local book's, a remote's. */
  workspace: z.string().min(1),
  made_at: dateTime,
  /** Every row of each of the broker's own tables. */
  tables: perTable(z.array(z.unknown())),
});
export type BackupFile = z.infer<typeof backupFile>;

/** PUT /local/backup: what was restored (each table replaced by the file's rows). */
export const backupRestored = z.strictObject({
  workspace: z.string(),
  made_at: dateTime,
  /** Whether the file was made in the workspace open now. */
  same_workspace: z.boolean(),
  /** How many rows each table holds now. */
  restored: perTable(z.int().nonnegative()),
});
export type BackupRestored = z.infer<typeof backupRestored>;
