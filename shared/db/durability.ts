// Which transactions may commit before their writes reach the disk. Every transaction opens
// strict (database.ts): a broker's write is on disk before it is answered. A transaction
// that `relaxed` opens commits as soon as its writes reach the operating system, without
// the flush that holds back every reader of its tables meanwhile (docs/decisions.md says
// which ones may). Dexie has no option per transaction: its `transaction()` opens the
// IndexedDB one in its zone (PSD), which carries a mark set here down to the middleware.
import { Dexie, type DBCore } from 'dexie';

interface Zone {
  relaxedDurability?: true;
}

/** The part of Dexie's zone API used here (untyped: `Dexie.Promise.PSD`, `newPSD`). */
const zones = Dexie.Promise as unknown as {
  readonly PSD: Zone;
  newPSD<T>(fn: () => T, props: Zone): T;
};

/** Runs `open`, whose read-write transactions open with relaxed durability. */
export function relaxed<T>(open: () => T): T {
  return zones.newPSD(open, { relaxedDurability: true });
}

function durabilityCore(down: DBCore): DBCore {
  return {
    ...down,
    transaction(stores, mode, options) {
      // The zone `relaxed` made, not one inside it: a transaction's own zone descends from
      // the zone it was opened in, and one opened from within it must not inherit the mark.
      const relax = mode === 'readwrite' && Object.hasOwn(zones.PSD, 'relaxedDurability');
      return down.transaction(stores, mode, relax ? { durability: 'relaxed' } : options);
    },
  };
}

export function installDurabilityChoice(db: Dexie): void {
  // Lowest of all: the options reach IndexedDB as this one leaves them.
  db.use({ stack: 'dbcore', name: 'durability', level: -4, create: durabilityCore });
}
