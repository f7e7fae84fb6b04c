// The list's default view (every client, by name, either way) read from the stored name
// order (index-upkeep/tables.ts) while the in-memory index loads, about a second at 100,000
// clients: the first page then comes in milliseconds. The order is the index's own (name key,
// then id) and so are the cursors, so a page read here continues from the index and back;
// the total is the count every client write keeps beside the snapshot.
import type { Client, Page } from '../../api';
import type { CharterDb } from '../../db/database';
import { nameOrderFilled } from '../../db/index-upkeep/name-order-fill';
import {
  CLIENT_COUNT_KEY,
  CLIENT_NAME_ORDER_TABLE,
  NAME_ORDER_INDEX,
  metaNumber,
  type NameOrderRecord,
} from '../../db/index-upkeep/tables';
import { inTransaction } from '../../db/unit-of-work';
import type { Position, SortSpec } from '../../search/client-sorts';
import { BUCKET_COUNT } from '../../search/snapshot';
import { viewsOfIds } from './client-view';
import { cursorAt } from './search-cursor';

/** A search the name order answers alone: no filter, by name, from a position with a name. */
export function answersByName(sort: SortSpec, filtered: boolean, after: Position | null) {
  return !filtered && sort.field === 'name' && (after === null || after.key !== null);
}

/** The page, or null while the order of an upgraded database is still being filled. */
export async function searchByNameOrder(
  db: CharterDb,
  sort: SortSpec,
  after: Position | null,
  limit: number,
  binding: string,
): Promise<Page<Client> | null> {
  return inTransaction(
    db,
    'r',
    ['meta', CLIENT_NAME_ORDER_TABLE, 'clients', 'aircraft_types'],
    async (db) => {
      if ((await nameOrderFilled(db)) < BUCKET_COUNT) return null;
      const order = db.table<NameOrderRecord, string>(CLIENT_NAME_ORDER_TABLE);
      const from = after && [after.key as string, after.id];
      const walk = !from
        ? order.orderBy(NAME_ORDER_INDEX)
        : sort.descending
          ? order.where(NAME_ORDER_INDEX).below(from)
          : order.where(NAME_ORDER_INDEX).above(from);
      const found = await (sort.descending ? walk.reverse() : walk).limit(limit + 1).toArray();
      const page = found.slice(0, limit);
      const last = page.at(-1);
      return {
        items: await viewsOfIds(
          db,
          page.map((record) => record.id),
        ),
        next_cursor:
          found.length > limit && last
            ? cursorAt({ key: last.name_key, name: last.name_key, id: last.id }, sort, binding)
            : null,
        total: metaNumber(await db.meta.get(CLIENT_COUNT_KEY)),
      };
    },
  );
}
