// Every commit that changes kept rows tells the other connections to the same database that
// their memory may be stale: those in this thread at once, those of other threads (another
// tab's worker) over a BroadcastChannel. Until a note arrives, this connection's own commits
// are all there is.

/** Rows of a database kept in memory (row-memory.ts, the trips list's): told they may be stale. */
export interface Memory {
  doubt(): void;
}

const CHANNEL = 'charter-desk:commits';

const memories = new Map<string, Set<WeakRef<Memory>>>();
/** The connection each memory hears its own commits from (its Dexie), when it says. */
const connections = new WeakMap<Memory, object>();
let channel: BroadcastChannel | null | undefined;

/** Every memory of `database` doubts, but `except` and those of its connection. */
function doubtAll(database: string, except?: Memory): void {
  const refs = memories.get(database);
  if (!refs) return;
  const own = except && connections.get(except);
  for (const ref of refs) {
    const memory = ref.deref();
    if (!memory) refs.delete(ref);
    else if (memory !== except && (own === undefined || connections.get(memory) !== own)) {
      memory.doubt();
    }
  }
}

/** This realm's one channel (a channel hears every other, never itself); null without one. */
function sharedChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const data = event.data as { database?: unknown } | null;
      if (typeof data?.database === 'string') doubtAll(data.database);
    };
    // Node (tests): the channel must not keep the process alive.
    (channel as { unref?: () => void }).unref?.();
  }
  return channel;
}

/**
 * `memory` holds rows of `database`: it hears of every other writer's commits. One that
 * follows its `connection`'s commits itself (a middleware of that Dexie) is not told of them.
 */
export function listenForCommits(database: string, memory: Memory, connection?: object): void {
  sharedChannel();
  if (connection) connections.set(memory, connection);
  let refs = memories.get(database);
  if (!refs) memories.set(database, (refs = new Set()));
  refs.add(new WeakRef(memory));
}

/**
 * Another tab said `database`'s records changed (app-host's note, on its own channel): its
 * commit note may not have arrived yet, and the screens are about to read again.
 */
export function doubtMemoriesOf(database: string): void {
  doubtAll(database);
}

/** `memory`'s connection committed changes to kept rows of `database`. */
export function announceCommit(database: string, memory: Memory): void {
  doubtAll(database, memory);
  sharedChannel()?.postMessage({ database });
}
