// The storage warning's words. What the live region says stays the same however many changes
// wait, so a screen reader hears the warning once when it appears, not again at each pending
// change; the count is told beside it, outside the live region.
import { formatNumber } from '../ui/format';

export interface StorageWarningWords {
  /** Said once, when the warning appears (the live region's whole text). */
  announced: string;
  /** The count, seen beside it and read when the broker reaches it. */
  count: string;
}

export function storageWarningWords(waiting: number): StorageWarningWords {
  return {
    announced:
      'Changes wait to sync in storage the browser may clear when the disk runs low. Keep the app open until they sync, or install Charter Desk as an app so the browser keeps its records.',
    count:
      waiting === 1 ? '1 change waits to sync.' : `${formatNumber(waiting)} changes wait to sync.`,
  };
}
