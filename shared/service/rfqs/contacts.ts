// Operator contacts the organization has written to: remembered from every RFQ batch and
// listed (operation 6) in the stable order of their key, operator_id then email.
import type { OperatorContact, OperatorContactListQuery, Page } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OperatorContactRow } from '../../db/rows';
import type { ServiceDeps } from '../deps';
import { keysetPage, rowsAfter, type KeyTail } from './keyset';
import { inTransaction } from '../../db/unit-of-work';

const KEY_INDEX = '[operator_id+email]';

interface ContactTarget {
  operator_id: string;
  email: string;
  name?: string | null;
}

/** Emails differ by case in brokers' address books; one person is one contact. */
export function contactEmail(email: string): string {
  return email.toLowerCase();
}

/** Upserts a contact per target; a target without a name keeps the name already known. */
export async function rememberContacts(
  db: CharterDb,
  targets: readonly ContactTarget[],
  updatedAt: string,
): Promise<void> {
  const keys = targets.map((t): [string, string] => [t.operator_id, contactEmail(t.email)]);
  const known = await db.operator_contacts.bulkGet(keys);
  await db.operator_contacts.bulkPut(
    keys.map(([operatorId, email], index) => ({
      operator_id: operatorId,
      email,
      name: targets[index]?.name ?? known[index]?.name ?? null,
      updated_at: updatedAt,
    })),
  );
}

/** Walks each requested operator's key range in order, so the filtered list stays keyset. */
async function filteredRowsAfter(
  db: CharterDb,
  operatorIds: readonly string[],
  after: KeyTail | null,
  take: number,
): Promise<OperatorContactRow[]> {
  const [afterOperator, afterEmail] = after ?? [];
  const rows: OperatorContactRow[] = [];
  for (const operatorId of operatorIds) {
    if (rows.length >= take) break;
    if (afterOperator !== undefined && operatorId < afterOperator) continue;
    const tail = operatorId === afterOperator && afterEmail !== undefined ? [afterEmail] : null;
    rows.push(
      ...(await rowsAfter(db.operator_contacts, KEY_INDEX, [operatorId], tail, take - rows.length)),
    );
  }
  return rows;
}

export function listOperatorContacts(
  deps: ServiceDeps,
  query: OperatorContactListQuery,
): Promise<Page<OperatorContact>> {
  const { db } = deps;
  const operatorIds = [...new Set(query['operator_id[]'] ?? [])].sort();
  const filtered = operatorIds.length > 0;
  return inTransaction(db, 'r', [db.operator_contacts], (db) =>
    keysetPage({
      route: 'listOperatorContacts',
      filters: { operator_id: filtered ? operatorIds : null },
      cursor: query.cursor,
      limit: query.limit,
      keyLength: 2,
      keyOf: (row: OperatorContactRow) => [row.operator_id, row.email],
      rowsAfter: (after, take) =>
        filtered
          ? filteredRowsAfter(db, operatorIds, after, take)
          : rowsAfter(db.operator_contacts, KEY_INDEX, [], after, take),
      count: () =>
        filtered
          ? db.operator_contacts.where('operator_id').anyOf(operatorIds).count()
          : db.operator_contacts.count(),
      view: ({ operator_id, email, name, updated_at }) => ({
        operator_id,
        email,
        name,
        updated_at,
      }),
    }),
  );
}
