// One New client form is one attempt to create one client: every try sends the same
// Idempotency-Key, so a try whose answer was lost and a retry make the client once; a
// success starts a new attempt (docs/decisions.md, "Every write carries an Idempotency-Key").
import type { ApiResult } from '../../../shared/rpc/api';

export interface CreateAttempt {
  readonly key: string;
  /** Sends with this attempt's key; after a success the next send is a new attempt. */
  send<T>(call: (key: string) => Promise<ApiResult<T>>): Promise<ApiResult<T>>;
}

export function createAttempt(newKey: () => string = () => crypto.randomUUID()): CreateAttempt {
  let key = newKey();
  return {
    get key() {
      return key;
    },
    async send(call) {
      const result = await call(key);
      if (result.ok) key = newKey();
      return result;
    },
  };
}
