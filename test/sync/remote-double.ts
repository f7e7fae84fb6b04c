// An in-process remote for sync unit tests: a server-role /v1 app with the same seed as the
// replica, answering entries and pulls as the reference remote would (without its gates).
import { operationById, problem } from '../../shared/api';
import type { OutboxRow } from '../../shared/db/rows';
import { acknowledge } from '../../shared/sync/push/acknowledge';
import { entryRequest } from '../../shared/sync/push/entry-request';
import type { PullPlanner, PullTask } from '../../shared/sync/pull/task';
import { remoteDelivery, seededHarness } from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';

export interface RemoteDouble {
  server: Harness;
  /** Sends the replica's entry to the server; on success, acknowledges it in the replica. */
  push(replica: Harness, entry: OutboxRow): Promise<Response>;
  /** Sends every entry of the replica's outbox in order, as a drain would. */
  drain(replica: Harness): Promise<void>;
  /**
   * Sends a pull to the server, then, as the engine would, merges the answer checked against
   * the operation's success schema, or reports the refusal.
   */
  pull(replica: Harness, task: PullTask): Promise<Response>;
  /** Pulls until the planner has nothing more due now; answers the paths pulled, in order. */
  pullAll(replica: Harness, planner: PullPlanner, metered?: boolean): Promise<string[]>;
}

/** More pulls than any test needs: a planner that never runs dry is a bug. */
const MAX_PULLS = 500;

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
  async function pull(replica: Harness, task: PullTask) {
    const { method, url, headers } = task.request;
    const response = await server.call(method, url, { headers });
    const body: unknown = await response.clone().json();
    const nowIso = replica.clock.now().toISOString();
    if (response.ok) {
      await task.apply(
        replica.db,
        operationById(task.operationId).success.body!.parse(body),
        nowIso,
      );
    } else {
      await task.failed(replica.db, problem.parse(body), nowIso);
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
    pull,
    async pullAll(replica, planner, metered = true) {
      const paths: string[] = [];
      while (paths.length < MAX_PULLS) {
        const nowMs = replica.clock.now().getTime();
        const task = await planner.next(replica.db, { nowMs, metered });
        if (!task) return paths;
        paths.push(task.request.url);
        await pull(replica, task);
      }
      throw new Error(`still pulling after ${MAX_PULLS} pulls: ${paths.slice(-5).join(', ')}`);
    },
  };
}
