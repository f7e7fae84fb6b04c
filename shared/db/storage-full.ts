// A write refused for want of room: IndexedDB fails the request, or aborts its transaction,
// with a QuotaExceededError when the disk (or the browser's share of it for this origin) is
// full. Dexie passes it on as is, or as the `inner` error of the abort it caused.
const QUOTA_EXCEEDED = 'QuotaExceededError';

/** Whether `error`, or an error it wraps, is IndexedDB's QuotaExceededError. */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (name === QUOTA_EXCEEDED) return true;
    current = inner ?? cause;
  }
  return false;
}
