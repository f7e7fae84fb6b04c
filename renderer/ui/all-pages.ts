// Lists a screen reads whole, page by page (100 a page): a trip request has a handful of RFQs,
// a thread a few dozen messages, the outbox what waits to sync.
import type { Page } from '../../shared/api';
import type { ApiResult } from '../../shared/rpc/api';
import { unwrap } from '../connection/results';

/** What a page of a list read whole asks for. */
export const WHOLE_LIST_PAGE = 100;

/** Every item of a list read by cursor, in order. */
export async function allPages<T>(
  read: (cursor: string | undefined) => Promise<Pick<Page<T>, 'items' | 'next_cursor'>>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    items.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return items;
}

/** A /v1 page, or its problem thrown. */
export const pageOf = async <T>(result: Promise<ApiResult<Page<T>>>) => unwrap(await result);
