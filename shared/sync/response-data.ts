// A success answer's body as JSON, or null when the operation answers none (204). The
// entry's write checks it against its schema before anything is merged (acknowledge.ts).
import { operationById, type OperationId } from '../api';
import type { HttpResponse } from '../rpc/messages';

export function responseData(operationId: OperationId, response: HttpResponse): unknown {
  const operation = operationById(operationId);
  if (!('body' in operation.success) || operation.success.body === undefined) return null;
  if (response.status === 204 || response.body === '') return null;
  return JSON.parse(response.body);
}
