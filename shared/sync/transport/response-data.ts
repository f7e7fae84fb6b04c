// A success answer's body, checked against its operation's schema before anything is
// merged: a remote that breaks the contract must not write malformed records.
import { operationById, type OperationId } from '../../api';
import { parseUnknown } from '../../encoding/parse-unknown';
import type { HttpResponse } from '../../rpc/worker-protocol';

export function responseData(operationId: OperationId, response: HttpResponse): unknown {
  const operation = operationById(operationId);
  if (!('body' in operation.success) || operation.success.body === undefined) return null;
  if (response.status === 204 || response.body === '') return null;
  return parseUnknown(operation.success.body, JSON.parse(response.body), `${operationId} answer`);
}
