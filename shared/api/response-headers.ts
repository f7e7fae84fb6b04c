// Headers of the answers other than the budget's (budget-headers.ts), named once for the
// service, the reference remote and the OpenAPI document.

/** Names the request in the remote's request log; on every answer. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
/** `true` on an answer replayed for a repeated Idempotency-Key (DESIGN: Idempotency). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
