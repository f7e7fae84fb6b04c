// One filtered, sorted list as the screen scrolls it: pages read by cursor in order as the
// rows on screen need them (one request at a time), far pages evicted to their cursor, and,
// after a change, the pages on screen read again (page-chain.ts).
import type { Page } from '../../../shared/api';
import {
  anchorIndex,
  pageAt,
  pageOf,
  type ChainPage,
  type Row,
  type SameAnchor,
} from './page-chain';

export type FetchPage<T> = (cursor: string | null) => Promise<Page<T>>;

/** Pages on each side of the screen that keep their rows; the others keep their cursor. */
const KEEP_AROUND = 10;

export class PagedRows<T extends Row> {
  private pages: ChainPage<T>[];
  /** Each page's first row. */
  private starts: number[] = [0];
  private latestTotal: number;
  private view = { start: 0, end: 0 };
  /** Moves on each change, so a page read across one is read again. */
  private generation = 0;
  private running = false;
  private disposed = false;
  private failure: unknown = null;
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly fetchPage: FetchPage<T>,
    first: Page<T>,
    private readonly sameAnchor: SameAnchor<T>,
  ) {
    this.pages = [pageOf(null, first.items, first.next_cursor)];
    this.latestTotal = first.total;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Changes whenever what the list shows does (for useSyncExternalStore). */
  readonly getVersion = () => this.version;

  /** The list's total as the latest answer gave it. */
  get total(): number {
    return this.latestTotal;
  }

  /** Rows to lay out: the total while pages remain, exactly what was read at the end. */
  get count(): number {
    const loaded = this.loadedRows();
    return this.pages.at(-1)!.next === null ? loaded : Math.max(this.latestTotal, loaded + 1);
  }

  /** Why loading stopped, until retry(). */
  get error(): unknown {
    return this.failure;
  }

  /** The item on a row, or null while its page is being read. */
  row(index: number): T | null {
    if (index < 0 || index >= this.loadedRows()) return null;
    const page = pageAt(this.starts, index);
    return this.pages[page]!.items?.[index - this.starts[page]!] ?? null;
  }

  /** The rows on screen (with overscan): reads what they need, evicts what is far. */
  show(start: number, end: number): void {
    this.view = { start, end };
    this.evict();
    void this.pump();
  }

  /** Records changed: `first` is the first page read again; pages on screen follow. */
  refresh(first: Page<T>): void {
    this.generation += 1;
    this.latestTotal = first.total;
    for (const page of this.pages) page.stale = true;
    this.changed();
    void this.pump();
  }

  retry(): void {
    this.failure = null;
    this.changed();
    void this.pump();
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }

  private loadedRows(): number {
    return this.starts.at(-1)! + this.pages.at(-1)!.length;
  }

  /** The pages overlapping the view, clamped to the rows read so far. */
  private viewPages(): [number, number] {
    const last = Math.max(0, this.loadedRows() - 1);
    return [
      pageAt(this.starts, Math.min(this.view.start, last)),
      pageAt(this.starts, Math.min(this.view.end, last)),
    ];
  }

  private nextTask(): (() => Promise<void>) | null {
    if (this.failure !== null) return null;
    const [first, last] = this.viewPages();
    for (let index = first; index <= last; index += 1) {
      const page = this.pages[index]!;
      if (page.stale || page.items === null) return () => this.reread(index);
    }
    const tail = this.pages.at(-1)!;
    if (tail.next !== null && this.view.end >= this.loadedRows()) {
      return () => this.append(tail.next!);
    }
    return null;
  }

  private async pump(): Promise<void> {
    if (this.running || this.disposed) return;
    this.running = true;
    try {
      for (let task = this.nextTask(); task && !this.disposed; task = this.nextTask()) {
        await task();
      }
    } catch (error) {
      if (!this.disposed) {
        this.failure = error;
        this.changed();
      }
    } finally {
      this.running = false;
    }
  }

  private async append(cursor: string): Promise<void> {
    const generation = this.generation;
    const answer = await this.fetchPage(cursor);
    if (this.disposed) return;
    const [start, count, total] = [this.loadedRows(), this.count, this.latestTotal];
    this.pages.push(this.read(pageOf(cursor, answer.items, answer.next_cursor), generation));
    // Pages read on the way to far rows (End) change nothing drawn: the table is not told.
    const seen = start <= this.view.end || this.count !== count || answer.total !== total;
    this.loaded(answer.total, seen);
  }

  /**
   * Reads a page again from its cursor. When a page follows it, up to two pages are read to
   * find the anchor that page starts after: found, the page ends there (it may have grown
   * or shrunk); not found, the chain is cut after it and what follows is read again as it
   * comes into view.
   */
  private async reread(index: number): Promise<void> {
    const page = this.pages[index]!;
    const generation = this.generation;
    const answer = await this.fetchPage(page.cursor);
    let fresh = answer.items;
    let at = -1;
    const followed = index + 1 < this.pages.length && page.last !== null;
    if (followed) {
      at = anchorIndex(page.last!, fresh, this.sameAnchor);
      if (at < 0 && answer.next_cursor !== null) {
        fresh = [...fresh, ...(await this.fetchPage(answer.next_cursor)).items];
        at = anchorIndex(page.last!, fresh, this.sameAnchor);
      }
    }
    if (this.disposed) return;
    if (at >= 0) {
      this.pages[index] = this.read(
        pageOf(page.cursor, fresh.slice(0, at + 1), page.next),
        generation,
      );
    } else {
      this.pages[index] = this.read(
        pageOf(page.cursor, answer.items, answer.next_cursor),
        generation,
      );
      this.pages.length = index + 1;
    }
    this.loaded(answer.total);
  }

  private read(page: ChainPage<T>, generation: number): ChainPage<T> {
    return { ...page, stale: generation !== this.generation };
  }

  private loaded(total: number, seen = true): void {
    this.latestTotal = total;
    this.starts = [0];
    for (const page of this.pages.slice(0, -1)) this.starts.push(this.starts.at(-1)! + page.length);
    this.evict();
    if (seen) this.changed();
  }

  private evict(): void {
    const [first, last] = this.viewPages();
    this.pages.forEach((page, index) => {
      if (page.items !== null && (index < first - KEEP_AROUND || index > last + KEEP_AROUND)) {
        this.pages[index] = { ...page, items: null };
      }
    });
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
