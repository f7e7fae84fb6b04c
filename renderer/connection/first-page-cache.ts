// A list's first page as last shown (the whole book by name, the Trips screen as it opens),
// kept in the page's own storage so the next opening draws it at once, before the worker has
// started and opened the database (about half a second at 100,000 clients on two cores, more
// for 5,000 trips). It is only a picture: the list reads the page from the worker straight
// away and shows that instead (ui/paged-list/use-paged-rows.ts).
// It holds what the database holds (same origin, same profile), and goes when that is empty
// or the settings change (another remote or the demo book would flash the last one's rows).
import type { z } from 'zod';
import { client, page, type Page } from '../../shared/api';
import { tripListPage } from '../../shared/rpc/local/trip-list';

/** Writes are put off this long: during a sync the list is read again after each change. */
const WRITE_DELAY_MS = 2_000;

export interface PageStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class FirstPageCache<T> {
  private pending: Page<T> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly store: PageStore | null,
    private readonly key: string,
    private readonly storedPage: z.ZodType<Page<T>>,
  ) {}

  /** The page as last kept, or undefined (none, unreadable, or from another contract). */
  read(): Page<T> | undefined {
    try {
      const text = this.store?.getItem(this.key);
      if (!text) return undefined;
      const parsed = this.storedPage.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps `answer` (a page the worker gave) a little later, or forgets the page if empty. */
  keep(answer: Page<T>): void {
    if (answer.items.length === 0) return this.forget();
    this.pending = answer;
    this.timer ??= setTimeout(() => this.flush(), WRITE_DELAY_MS);
  }

  /** Forgets the page kept, and one waiting to be (the settings may name another book). */
  forget(): void {
    this.cancel();
    this.store?.removeItem(this.key);
  }

  /** Writes the page waiting to be kept now (the page is going away). */
  flush(): void {
    const answer = this.pending;
    this.cancel();
    if (!answer) return;
    try {
      this.store?.setItem(this.key, JSON.stringify(answer));
    } catch {
      // Storage full or refused: the next opening waits for the worker, as without a cache.
    }
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }
}

function pageStorage(): PageStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The clients list's first page: the whole book by name. */
export const clientsPageCache = (store: PageStore | null) =>
  new FirstPageCache(store, 'charter-desk:first-page', page(client));

export const firstPageCache = clientsPageCache(pageStorage());
/** The Trips screen's first page as it opens (open or quoted, soonest first). */
export const tripsPageCache = new FirstPageCache(
  pageStorage(),
  'charter-desk:trips-first-page',
  tripListPage,
);

/** The settings may name another book: no page of the last one may show. */
export function forgetKeptPages(): void {
  firstPageCache.forget();
  tripsPageCache.forget();
}

if (typeof addEventListener === 'function') {
  addEventListener('pagehide', () => {
    firstPageCache.flush();
    tripsPageCache.flush();
  });
}
