// The table of writes: each write operation of the API with its sync behavior (behavior.ts),
// one file per operation. A write missing here, or a piece missing from one, is a compile
// error; the stages of sync look a behavior up here instead of switching on operation ids.
import type { WriteOperationId } from '../../api';
import type { WriteBehavior } from './behavior';
import { createClient } from './create-client';
import { createRfqBatch } from './create-rfq-batch';
import { createRfqMessage } from './create-rfq-message';
import { deleteClient } from './delete-client';
import { updateClient } from './update-client';
import { withdrawRfq } from './withdraw-rfq';

export type WriteTable = { [Op in WriteOperationId]: WriteBehavior<Op> };

const writes = {
  createClient,
  updateClient,
  deleteClient,
  createRfqBatch,
  createRfqMessage,
  withdrawRfq,
} satisfies WriteTable;

/** Whether the operation `id` is one the outbox holds. */
export const isWriteOperation = (id: string): id is WriteOperationId => Object.hasOwn(writes, id);

/**
 * The behavior of write `id`. Give it an entry's own id: `writeOf(entry.operation_id)` acts on
 * that entry alone.
 */
export function writeOf<Op extends WriteOperationId>(id: Op): WriteBehavior<Op> {
  const table: WriteTable = writes;
  return table[id];
}
