// An in-process remote for outbox unit tests: a server-role /v1 app with the same seed as
// the replica, answering entries as the reference remote would (without its gates).
import type { OutboxRow } from '../../shared/db/rows';
import { acknowledge } from '../../shared/sync/acknowledge';
import { entryRequest } from '../../shared/sync/entry-request';
import { remoteDelivery, seededHarness } from '../service/fixtures';
import type { Harness } from '../support/service-harness';

export interface RemoteDouble {
  server: Harness;
  /** Sends the replica's entry to the server; on success, acknowledges it in the replica. */
  push(replica: Harness, entry: OutboxRow): Promise<Response>;
  /** Sends every entry of the replica's outbox in order, as a drain would. */
  drain(replica: Harness): Promise<void>;
}

export async function remoteDouble(): Promise<RemoteDouble> {
  const server = await seededHarness({ rfqDelivery: remoteDelivery });
  async function push(replica: Harness, entry: OutboxRow) {
    const request = entryRequest(entry);
    const response = await server.call(request.method, request.url, {
      headers: request.headers,
      body: request.body ?? undefined,
    });
    if (response.ok) {
      const text = await response.clone().text();
      await acknowledge(replica.db, entry, text === '' ? null : JSON.parse(text));
    }
    return response;
  }
  return {
    server,
    push,
    async drain(replica) {
      for (;;) {
        const next = await replica.db.outbox.orderBy('seq').first();
        if (!next) return;
        const response = await push(replica, next);
        if (!response.ok) throw new Error(`${next.operation_id}: ${await response.text()}`);
      }
    },
  };
}
