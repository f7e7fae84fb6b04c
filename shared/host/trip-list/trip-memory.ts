// Every trip request of one database as the trips list shows it, kept in the worker's memory
// so a page is a sort of what is kept, not a read of every trip, RFQ and thread. Read whole
// once; then each commit of this thread names the trips it touched (db/trip-touches.ts) and
// only those are read again, at the next page asked for. Another thread's commit (a tab's
// own worker) is heard through the commit notes and has everything read again. Until it is
// read whole, pages in departure order come from storage (storage-page.ts), and the whole
// read waits until they stop.
import { pause } from '../../encoding/clock';
import { inTransaction } from '../../db/unit-of-work';
import type { CharterDb } from '../../db/database';
import { listenForCommits } from '../../db/row-memory/commit-notes';
import { onTripTouches, type TripTouch } from '../../db/trip-touches';
import { readKeptTrips, type KeptTrip } from './kept-trip';

/**
 * How long the list must go unread from storage before the whole read starts: about a second
 * of the worker's time at 5,000 trips, it would delay the pages a scrolling broker asks for.
 */
export const QUIET_MS = 300;

export class TripMemory {
  private trips = new Map<string, KeptTrip>();
  /** Which trip each RFQ belongs to, and which trips name each client. */
  private rfqTrip = new Map<string, string>();
  private clientTrips = new Map<string, Set<string>>();
  private whole = false;
  /** A whole read is under way: a page asked meanwhile is read from storage, not made to wait. */
  private readingAll = false;
  /** Touches not yet applied: read as trip ids only once the maps are current. */
  private pending: TripTouch[] = [];
  /** The last reader: one at a time, a second caller waits for the first, then looks again. */
  private tail: Promise<unknown> = Promise.resolve();
  private lastStorageRead = -Infinity;
  private waiting = false;

  constructor(private readonly db: CharterDb) {
    onTripTouches(db, (touch) => {
      if (touch.all) this.doubt();
      else if (this.whole) this.pending.push(touch);
    });
    // Its own connection's commits come as touches; another's mean it cannot know what changed.
    listenForCommits(db.name, this, db);
  }

  /** Another connection wrote: nothing kept can be trusted. */
  doubt(): void {
    this.whole = false;
    this.pending = [];
  }

  /** Read whole (and not doubted since): a page from it costs no read of every trip. */
  get loaded(): boolean {
    return this.whole && !this.readingAll;
  }

  /**
   * A page was just read from storage: the whole read starts once such reads stop for
   * QUIET_MS. A failure shows at the next page asked of the memory.
   */
  loadWhenQuiet(): void {
    this.lastStorageRead = performance.now();
    if (this.waiting) return;
    this.waiting = true;
    void (async () => {
      let wait = QUIET_MS;
      while (wait > 0) {
        await pause(wait);
        wait = this.lastStorageRead + QUIET_MS - performance.now();
      }
      this.waiting = false;
      // The workspace closed meanwhile (a key or a remote changed): nothing left to read.
      if (!this.db.isOpen()) return;
      await this.current();
    })().catch(() => undefined);
  }

  /** The trips as they are now, read again where commits since touched them. */
  current(): Promise<ReadonlyMap<string, KeptTrip>> {
    const run = this.tail.then(() => this.catchUp());
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async catchUp(): Promise<ReadonlyMap<string, KeptTrip>> {
    while (!this.whole || this.pending.length > 0) {
      if (!this.whole) await this.readAll();
      else await this.readAgain(this.touchedTrips());
    }
    return this.trips;
  }

  private touchedTrips(): string[] {
    const ids = new Set<string>();
    for (const touch of this.pending) {
      touch.trips.forEach((id) => ids.add(id));
      for (const rfq of touch.rfqs) {
        const trip = this.rfqTrip.get(rfq);
        if (trip !== undefined) ids.add(trip);
      }
      for (const client of touch.clients)
        this.clientTrips.get(client)?.forEach((id) => ids.add(id));
    }
    this.pending = [];
    return [...ids];
  }

  private async readAll(): Promise<void> {
    // Whole from now: what commits while this reads is kept to be read again after it.
    this.whole = true;
    this.pending = [];
    this.readingAll = true;
    const kept = await inTransaction(this.db, 'r', this.scope(), (db) => readKeptTrips(db))
      .catch((error: unknown) => {
        this.whole = false;
        throw error;
      })
      .finally(() => (this.readingAll = false));
    this.trips = new Map();
    this.rfqTrip = new Map();
    this.clientTrips = new Map();
    for (const trip of kept) this.keep(trip);
  }

  private async readAgain(ids: readonly string[]): Promise<void> {
    const kept = await inTransaction(this.db, 'r', this.scope(), (db) => readKeptTrips(db, ids));
    for (const id of ids) this.forget(id);
    for (const trip of kept) this.keep(trip);
  }

  private keep(trip: KeptTrip): void {
    this.trips.set(trip.item.id, trip);
    for (const rfq of trip.rfqs) this.rfqTrip.set(rfq.id, trip.item.id);
    const client = trip.clientId;
    if (client === null) return;
    const trips = this.clientTrips.get(client);
    if (trips) trips.add(trip.item.id);
    else this.clientTrips.set(client, new Set([trip.item.id]));
  }

  private forget(id: string): void {
    const trip = this.trips.get(id);
    if (!trip) return;
    this.trips.delete(id);
    for (const rfq of trip.rfqs) this.rfqTrip.delete(rfq.id);
    const client = trip.clientId;
    if (client !== null) this.clientTrips.get(client)?.delete(id);
  }

  private scope() {
    const { db } = this;
    return [db.trip_requests, db.rfqs, db.messages, db.thread_reads, db.clients, db.rfq_history];
  }
}

const memories = new WeakMap<CharterDb, TripMemory>();

export function tripMemoryOf(db: CharterDb): TripMemory {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new TripMemory(db)));
  return memory;
}
