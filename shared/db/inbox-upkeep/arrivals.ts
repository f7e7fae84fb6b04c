// What reached this database from the operators, as its transactions commit: an answer or a
// message on an RFQ this database already held (docs/decisions.md, "Inbox"). The first copy
// of an RFQ, and of the thread its row already told of, brings nothing new: a new device's
// first pull arrives in silence. Only this connection's commits are seen, so only the tab
// that pulls tells of an arrival, once.
import type { Dexie } from 'dexie';
import { answerAt } from '../../rules/rfq-states';
import type { MessageRow, RfqRow } from '../rows';

export interface Arrival {
  kind: 'quote' | 'decline' | 'message';
  rfq_id: string;
  /** The remote's time of the answer or message. */
  at: string;
  /** The message, once stored; null while only the RFQ's counters tell of it. */
  message_id: string | null;
}

const newer = (at: string | null, than: string | null) =>
  at !== null && (than === null || at > than);

/** What a stored RFQ's new row brings: a new answer, a newer operator message. */
export function rfqArrivals(before: RfqRow | undefined, after: RfqRow): Arrival[] {
  if (!before) return [];
  const arrivals: Arrival[] = [];
  const answered = answerAt(after);
  if (answered !== null && answered !== answerAt(before)) {
    const kind = after.status === 'quoted' ? 'quote' : 'decline';
    arrivals.push({ kind, rfq_id: after.id, at: answered, message_id: null });
  }
  if (
    after.last_message_author === 'operator' &&
    newer(after.last_message_at, before.last_message_at)
  ) {
    arrivals.push({
      kind: 'message',
      rfq_id: after.id,
      at: after.last_message_at!,
      message_id: null,
    });
  }
  return arrivals;
}

/**
 * A new operator message on a stored RFQ, later than the newest one its row knew of (a
 * thread's first copy holds only messages the row already counted).
 */
export function messageArrival(
  rfq: RfqRow | undefined,
  known: MessageRow | undefined,
  message: MessageRow,
): Arrival | null {
  if (!rfq || known || message.author !== 'operator') return null;
  if (!newer(message.at, rfq.last_message_at)) return null;
  return { kind: 'message', rfq_id: rfq.id, at: message.at, message_id: message.id };
}

/**
 * One transaction's arrivals. A thread's pull writes the message and then the RFQ's counters
 * that tell of it: one arrival, the one that names the message.
 */
export class TransactionArrivals {
  private readonly byEvent = new Map<string, Arrival>();

  add(arrival: Arrival): void {
    const event = `${arrival.kind}|${arrival.rfq_id}|${arrival.at}`;
    const known = this.byEvent.get(event);
    if (!known || (known.message_id === null && arrival.message_id !== null)) {
      this.byEvent.set(event, arrival);
    }
  }

  get all(): Arrival[] {
    return [...this.byEvent.values()];
  }
}

type Listener = (arrivals: Arrival[]) => void;

/** The arrivals of one open database's committed transactions, told to its listeners. */
export class ArrivalLog {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  committed(arrivals: Arrival[]): void {
    if (arrivals.length === 0) return;
    for (const listener of this.listeners) listener(arrivals);
  }
}

const logs = new WeakMap<Dexie, ArrivalLog>();

export function arrivalLogOf(db: Dexie): ArrivalLog {
  let log = logs.get(db);
  if (!log) logs.set(db, (log = new ArrivalLog()));
  return log;
}
