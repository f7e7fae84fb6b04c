// Back up and restore the broker's own records (docs/local-api.md, "Backup"): what the API
// has no place for, so no sync keeps a copy. A restore checks every row of the file with its
// table's row schema and refuses the whole file if any is at fault (naming each row and
// field); else it replaces the four tables in one transaction.
import { fieldErrorsFromIssues, type FieldError } from '../../api/problem';
import { validationError } from '../../api/problem-error';
import { BROKER_TABLES } from '../../db/broker/stores';
import { brokerRowSchemas } from '../../db/broker/rows';
import type { CharterDb } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupFile,
  type BackupRestored,
} from '../../rpc/local/backup';
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';

type BrokerTable = (typeof BROKER_TABLES)[number];

/** Each table's key field: two rows with the same key would leave one. */
const KEY_OF: Record<BrokerTable, string> = {
  broker_prefs: 'key',
  templates: 'id',
  proposals: 'id',
  needs_marks: 'key',
};

const brokerTablesOf = (db: CharterDb) => BROKER_TABLES.map((name) => db.table(name));

/** The file's rows, each parsed with its table's schema; every fault, by row and field. */
function checkedRows(file: BackupFile): {
  rows: Record<BrokerTable, unknown[]>;
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  const rows = {} as Record<BrokerTable, unknown[]>;
  for (const table of BROKER_TABLES) {
    const keys = new Set<unknown>();
    rows[table] = file.tables[table].map((given, index) => {
      const parsed = brokerRowSchemas[table].safeParse(given);
      if (!parsed.success) {
        errors.push(...fieldErrorsFromIssues(parsed.error.issues, ['tables', table, index]));
        return given;
      }
      const key = (parsed.data as Record<string, unknown>)[KEY_OF[table]];
      if (keys.has(key)) {
        errors.push({
          field: `tables.${table}[${index}].${KEY_OF[table]}`,
          code: 'duplicate',
          message: `Another row of ${table} has this ${KEY_OF[table]}`,
        });
      }
      keys.add(key);
      return parsed.data;
    });
  }
  return { rows, errors };
}

export function backupHandlers(deps: ServiceDeps) {
  const { db } = deps;

  return {
    backup: () =>
      inTransaction(db, 'r', brokerTablesOf(db), async (db) => {
        const tables = {} as BackupFile['tables'];
        for (const table of BROKER_TABLES) tables[table] = await db[table].toArray();
        return {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          workspace: db.name,
          made_at: deps.clock.now().toISOString(),
          tables,
        };
      }),

    restoreBackup: ({ body }) => {
      const { rows, errors } = checkedRows(body);
      if (errors.length > 0) throw validationError(errors);
      return inTransaction(db, 'rw', brokerTablesOf(db), async (db) => {
        const restored = {} as BackupRestored['restored'];
        for (const table of BROKER_TABLES) {
          await db.table(table).clear();
          await db.table(table).bulkPut(rows[table]);
          restored[table] = rows[table].length;
        }
        return {
          workspace: body.workspace,
          made_at: body.made_at,
          same_workspace: body.workspace === db.name,
          restored,
        };
      });
    },
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
