// An outbox entry as the HTTP request that replays it on the remote: its operation's method
// and path (with the target's id as of now), its body, and always its own Idempotency-Key,
// the same on every attempt (a message POST carries one too, though the spec makes it
// optional; PATCH and DELETE carry it for a remote that honours it).
import { IDEMPOTENCY_KEY_HEADER, operationById } from '../../api';
import type { OutboxRow } from '../../db/rows';
import type { HttpRequest } from '../../rpc/worker-protocol';

export function entryRequest(entry: OutboxRow): HttpRequest {
  const operation = operationById(entry.operation_id);
  const path = operation.path.replace('{id}', encodeURIComponent(entry.target_id ?? ''));
  const headers: Record<string, string> = { [IDEMPOTENCY_KEY_HEADER]: entry.idempotency_key };
  const hasBody = operation.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return {
    method: operation.method,
    url: path,
    headers,
    body: hasBody ? JSON.stringify(entry.body) : null,
  };
}
