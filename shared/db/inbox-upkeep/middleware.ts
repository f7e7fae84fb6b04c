// Keeps the inbox's items (items.ts) in step with the RFQs, their messages and the broker's
// read marks for every writer (pulls, the broker's writes, their acknowledgements), as a
// DBCore middleware: a read-write transaction over any of them is widened to the inbox and
// to what its items are derived from, so they commit or roll back together. An RFQ that is
// history (../rfq-history/) has no items: they go when it becomes history and come back if
// the remote holds it again. It also notes what arrived from the operators (arrivals.ts) and
// tells the database's arrival log once the transaction has committed.
import type {
  DBCore,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
  Dexie,
} from 'dexie';
import type { InboxRow, MessageRow, RfqHistoryRow, RfqRow, ThreadReadRow } from '../rows';
import { succeeded } from '../index-upkeep/clients-table';
import { arrivalLogOf, messageArrival, rfqArrivals, TransactionArrivals } from './arrivals';
import { answerAt } from '../../rules/rfq-states';
import { answerItem, answerKey, INBOX_TABLE, messageItem, messageKey, unreadAt } from './items';
import { HISTORY_TABLE } from '../rfq-history/history';

const SOURCES = ['rfqs', 'messages', 'thread_reads', HISTORY_TABLE];
const WRITTEN_WITH = [INBOX_TABLE, 'rfqs', 'thread_reads', HISTORY_TABLE];
/** An RFQ leaving history gets its items again, from its messages too. */
const HISTORY_WRITTEN_WITH = [...WRITTEN_WITH, 'messages'];

// DBCoreRangeType.Range; the enum is `const` in Dexie's types, unusable with isolatedModules.
const RANGE = 2 as DBCoreKeyRange['type'];

type Upsert = Extract<DBCoreMutateRequest, { type: 'add' | 'put' }>;
type Removal = Exclude<DBCoreMutateRequest, Upsert>;

/** Below Dexie's middlewares a transaction is IndexedDB's own. */
const idbOf = (trans: DBCoreTransaction) => trans as unknown as IDBTransaction;

/** A transaction the inbox follows: one whose scope holds it (not an upgrade from before it). */
const follows = (trans: DBCoreTransaction) => idbOf(trans).objectStoreNames.contains(INBOX_TABLE);

/** The values a put or add wrote, each with the row its key held before. */
function writtenOver<Row>(
  request: Upsert,
  response: DBCoreMutateResponse,
  before: readonly (Row | undefined)[],
): { row: Row; before: Row | undefined }[] {
  const pairs = (request.values as Row[]).map((row, at) => ({ row, before: before[at] }));
  return succeeded(pairs, response);
}

async function keysRemoved(table: DBCoreTable, request: Removal): Promise<string[]> {
  if (request.type === 'delete') return request.keys as string[];
  const query = { index: table.schema.primaryKey, range: request.range };
  return (await table.query({ trans: request.trans, query, values: false })).result as string[];
}

/**
 * `table` with its writes in a transaction the inbox follows also kept in the inbox: `removed`
 * once a delete went, with the keys it took; `upserted` makes an add or put itself.
 */
function followed(
  table: DBCoreTable,
  removed: (trans: DBCoreTransaction, keys: string[]) => Promise<void>,
  upserted: (request: Upsert) => Promise<DBCoreMutateResponse>,
): DBCoreTable {
  return {
    ...table,
    async mutate(request) {
      if (!follows(request.trans)) return table.mutate(request);
      if (request.type === 'add' || request.type === 'put') return upserted(request);
      const keys = await keysRemoved(table, request);
      const response = await table.mutate(request);
      await removed(request.trans, keys);
      return response;
    },
  };
}

function inboxCore(down: DBCore, db: Dexie): DBCore {
  const log = arrivalLogOf(db);
  const noted = new WeakMap<DBCoreTransaction, TransactionArrivals>();
  function arrivalsOf(trans: DBCoreTransaction): TransactionArrivals {
    let arrivals = noted.get(trans);
    if (!arrivals) {
      const made = new TransactionArrivals();
      noted.set(trans, (arrivals = made));
      idbOf(trans).addEventListener('complete', () => log.committed(made.all));
    }
    return arrivals;
  }

  const inbox = () => down.table(INBOX_TABLE);

  async function marksOf(trans: DBCoreTransaction, rfqIds: string[]) {
    const rows = (await down.table('thread_reads').getMany({ trans, keys: rfqIds })) as (
      ThreadReadRow | undefined
    )[];
    return new Map(rfqIds.map((id, at) => [id, rows[at]?.read_through ?? null]));
  }

  async function itemsOf(trans: DBCoreTransaction, rfqId: string): Promise<InboxRow[]> {
    const table = inbox();
    const index = table.schema.getIndexByKeyPath('rfq_id')!;
    const query = { index, range: { type: RANGE, lower: rfqId, upper: rfqId } };
    return (await table.query({ trans, query, values: true })).result as InboxRow[];
  }

  /** Of `rfqIds`, those that are history: they have no items. */
  async function inHistory(trans: DBCoreTransaction, rfqIds: readonly string[]) {
    const rows = (await down.table(HISTORY_TABLE).getMany({ trans, keys: [...rfqIds] })) as (
      RfqHistoryRow | undefined
    )[];
    return new Set(rfqIds.filter((_, at) => rows[at] !== undefined));
  }

  async function write(trans: DBCoreTransaction, puts: InboxRow[], deletes: string[]) {
    if (puts.length > 0) await inbox().mutate({ trans, type: 'put', values: puts });
    if (deletes.length > 0) await inbox().mutate({ trans, type: 'delete', keys: deletes });
  }

  async function removeItemsOf(trans: DBCoreTransaction, rfqIds: readonly string[]) {
    const items = await Promise.all(rfqIds.map((id) => itemsOf(trans, id)));
    await write(
      trans,
      [],
      items.flat().map((item) => item.key),
    );
  }

  /** Each RFQ's items read again against its mark (null: the mark is gone). */
  async function markMoved(trans: DBCoreTransaction, marks: Map<string, string | null>) {
    const changed: InboxRow[] = [];
    for (const [rfqId, mark] of marks) {
      for (const item of await itemsOf(trans, rfqId)) {
        const unread = unreadAt(item.at, mark);
        if (unread !== item.unread) changed.push({ ...item, unread });
      }
    }
    await write(trans, changed, []);
  }

  function rfqsTable(table: DBCoreTable): DBCoreTable {
    return followed(table, removeItemsOf, async (request) => {
      const { trans } = request;
      const keys = (request.values as RfqRow[]).map((row) => row.id);
      const before = (await table.getMany({ trans, keys })) as (RfqRow | undefined)[];
      const response = await table.mutate(request);
      const written = writtenOver(request, response, before);
      for (const { row, before } of written) {
        for (const arrival of rfqArrivals(before, row)) arrivalsOf(trans).add(arrival);
      }
      const history = await inHistory(trans, keys);
      const answered = written
        .filter(({ row, before }) => answerAt(row) !== (before ? answerAt(before) : null))
        .map(({ row }) => row)
        .filter((row) => !history.has(row.id));
      if (answered.length === 0) return response;
      const marks = await marksOf(
        trans,
        answered.map((row) => row.id),
      );
      const items = answered.map((row) => answerItem(row, marks.get(row.id) ?? null));
      await write(
        trans,
        items.filter((item) => item !== null),
        answered.filter((_, at) => items[at] === null).map((row) => answerKey(row.id)),
      );
      return response;
    });
  }

  function messagesTable(table: DBCoreTable): DBCoreTable {
    const removed = (trans: DBCoreTransaction, ids: string[]) =>
      write(trans, [], ids.map(messageKey));
    return followed(table, removed, async (request) => {
      const { trans } = request;
      const values = request.values as MessageRow[];
      const rfqIds = [...new Set(values.map((message) => message.rfq_id))];
      // The RFQs as they were before these messages: what their rows already told of.
      const [before, rfqs] = await Promise.all([
        table.getMany({ trans, keys: values.map((message) => message.id) }),
        down.table('rfqs').getMany({ trans, keys: rfqIds }),
      ]);
      const rfqById = new Map(
        (rfqs as (RfqRow | undefined)[]).map((rfq, at) => [rfqIds[at]!, rfq]),
      );
      const response = await table.mutate(request);
      const written = writtenOver(request, response, before as (MessageRow | undefined)[]);
      const history = await inHistory(trans, rfqIds);
      const moved = written.filter(
        ({ row, before }) =>
          (row.rfq_id !== before?.rfq_id || row.at !== before.at) && !history.has(row.rfq_id),
      );
      for (const { row, before } of written) {
        const arrival = messageArrival(rfqById.get(row.rfq_id), before, row);
        if (arrival) arrivalsOf(trans).add(arrival);
      }
      if (moved.length === 0) return response;
      const marks = await marksOf(trans, [...new Set(moved.map(({ row }) => row.rfq_id))]);
      const items = moved.map(({ row }) => messageItem(row, marks.get(row.rfq_id) ?? null));
      await write(
        trans,
        items.filter((item) => item !== null),
        [],
      );
      return response;
    });
  }

  function marksTable(table: DBCoreTable): DBCoreTable {
    const removed = (trans: DBCoreTransaction, ids: string[]) =>
      markMoved(trans, new Map(ids.map((id) => [id, null])));
    return followed(table, removed, async (request) => {
      const response = await table.mutate(request);
      const written = succeeded(request.values as ThreadReadRow[], response);
      const marks = new Map(written.map((mark) => [mark.rfq_id, mark.read_through] as const));
      await markMoved(request.trans, marks);
      return response;
    });
  }

  /** The items of RFQs `rfqIds`, made again from their rows, messages and marks. */
  async function itemsAgain(trans: DBCoreTransaction, rfqIds: string[]) {
    const rfqs = (await down.table('rfqs').getMany({ trans, keys: rfqIds })) as (
      RfqRow | undefined
    )[];
    const marks = await marksOf(trans, rfqIds);
    const messages = down.table('messages');
    const index = messages.schema.getIndexByKeyPath('rfq_id')!;
    const items: (InboxRow | null)[] = [];
    for (const [at, rfqId] of rfqIds.entries()) {
      const rfq = rfqs[at];
      if (!rfq) continue;
      const mark = marks.get(rfqId) ?? null;
      const range = { type: RANGE, lower: rfqId, upper: rfqId };
      const thread = await messages.query({ trans, query: { index, range }, values: true });
      items.push(answerItem(rfq, mark));
      for (const message of thread.result as MessageRow[]) items.push(messageItem(message, mark));
    }
    await write(
      trans,
      items.filter((item) => item !== null),
      [],
    );
  }

  function historyTable(table: DBCoreTable): DBCoreTable {
    return followed(table, itemsAgain, async (request) => {
      const response = await table.mutate(request);
      const written = succeeded(request.values as RfqHistoryRow[], response);
      await removeItemsOf(
        request.trans,
        written.map((row) => row.rfq_id),
      );
      return response;
    });
  }

  const wrapped = new Map<string, DBCoreTable>();
  const wrappers: Record<string, (table: DBCoreTable) => DBCoreTable> = {
    rfqs: rfqsTable,
    messages: messagesTable,
    thread_reads: marksTable,
    [HISTORY_TABLE]: historyTable,
  };
  return {
    ...down,
    transaction(stores, mode, options) {
      const widen = mode === 'readwrite' && stores.some((name) => SOURCES.includes(name));
      const also = stores.includes(HISTORY_TABLE) ? HISTORY_WRITTEN_WITH : WRITTEN_WITH;
      return down.transaction(widen ? [...new Set([...stores, ...also])] : stores, mode, options);
    },
    table(name) {
      const wrap = wrappers[name];
      if (!wrap) return down.table(name);
      let table = wrapped.get(name);
      if (!table) wrapped.set(name, (table = wrap(down.table(name))));
      return table;
    },
  };
}

export function installInbox(db: Dexie): void {
  // At the client index's level, right above IndexedDB: its awaits between requests would
  // lose the transaction zone Dexie's own middlewares read.
  db.use({ stack: 'dbcore', name: 'inbox', level: -2, create: (down) => inboxCore(down, db) });
}
