// The whole book's first page by name, as last shown, kept in the page's own storage so the
// next opening draws it at once, before the worker has started and opened the database
// (about half a second at 100,000 clients on two cores). It is only a picture: the list
// reads the page from the worker straight away and shows that instead
// (clients/list/use-client-list.ts).
// It holds what the database holds (same origin, same profile), and goes when that is empty
// or the settings change (another remote or the demo book would flash the last one's rows).
import { client, page, type Client, type Page } from '../../shared/api';

const KEY = 'charter-desk:first-page';
/** Writes are put off this long: during a sync the list is read again after each change. */
const WRITE_DELAY_MS = 2_000;

const storedPage = page(client);

export interface PageStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class FirstPageCache {
  private pending: Page<Client> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly store: PageStore | null) {}

  /** The page as last kept, or undefined (none, unreadable, or from another contract). */
  read(): Page<Client> | undefined {
    try {
      const text = this.store?.getItem(KEY);
      if (!text) return undefined;
      const parsed = storedPage.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps `answer` (a page the worker gave) a little later, or forgets the page if empty. */
  keep(answer: Page<Client>): void {
    if (answer.items.length === 0) return this.forget();
    this.pending = answer;
    this.timer ??= setTimeout(() => this.flush(), WRITE_DELAY_MS);
  }

  /** Forgets the page kept, and one waiting to be (the settings may name another book). */
  forget(): void {
    this.cancel();
    this.store?.removeItem(KEY);
  }

  /** Writes the page waiting to be kept now (the page is going away). */
  flush(): void {
    const answer = this.pending;
    this.cancel();
    if (!answer) return;
    try {
      this.store?.setItem(KEY, JSON.stringify(answer));
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

export const firstPageCache = new FirstPageCache(pageStorage());

if (typeof addEventListener === 'function') {
  addEventListener('pagehide', () => firstPageCache.flush());
}
