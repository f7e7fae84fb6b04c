// The broker's saved texts (docs/local-api.md, "Templates"): listed, saved and deleted in this
// workspace's database only. One default per kind: saving one as the default unmarks the other
// in the same transaction.
import { notFoundError } from '../../api/problem-error';
import type { TemplateRow } from '../../db/broker/rows';
import { inTransaction } from '../../db/unit-of-work';
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';

const byKindThenName = (a: TemplateRow, b: TemplateRow) =>
  a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export function templateHandlers(deps: ServiceDeps) {
  const { db } = deps;

  return {
    async templates({ query }) {
      const rows =
        query.kind === undefined
          ? await db.templates.toArray()
          : await db.templates.where('kind').equals(query.kind).toArray();
      return { items: rows.sort(byKindThenName) };
    },

    saveTemplate: ({ params, body }) =>
      inTransaction(db, 'rw', [db.templates], async (db) => {
        const row: TemplateRow = {
          id: params.id,
          ...body,
          updated_at: deps.clock.now().toISOString(),
        };
        if (row.is_default) {
          const others = await db.templates.where('kind').equals(row.kind).toArray();
          await db.templates.bulkPut(
            others
              .filter((other) => other.id !== row.id && other.is_default)
              .map((other) => ({ ...other, is_default: false })),
          );
        }
        await db.templates.put(row);
        return row;
      }),

    deleteTemplate: ({ params }) =>
      inTransaction(db, 'rw', [db.templates], async (db) => {
        if (!(await db.templates.get(params.id))) throw notFoundError('No saved text with this id');
        await db.templates.delete(params.id);
        return null;
      }),
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
