// The documents of every kind but clients (documents.ts) in numbered slots: their words in
// one vocabulary (vocabulary.ts), their codes by value, each kind's slots newest first
// (recency-order.ts), each slot's kind in a typed array. Searched by document-search.ts.
import { fold } from '../fold';
import { DOCUMENT_KINDS, sameDocument, type DocumentKind, type SearchDocument } from './documents';
import { RecencyOrder } from './recency-order';
import { Vocabulary, type Slot } from './vocabulary';
import { ABSENT, placementIn, tokensOf, WORD_START, type Placement } from './words';

/** A kind's bit in a set of kinds (KindMask). */
export const kindBit = (kind: DocumentKind) => 1 << DOCUMENT_KINDS.indexOf(kind);
export type KindMask = number;

export class DocumentIndex {
  /** Documents by slot; undefined where a slot is free. */
  readonly docs: (SearchDocument | undefined)[] = [];
  /** Per slot, its document's kind bit (0 when free): read for every posting a search reads. */
  kindBits = new Uint8Array(0);
  /** Per slot, its document's `at` (NaN for null), read without reaching the document. */
  ats = new Float64Array(0);
  readonly vocabulary = new Vocabulary();
  /** Slots by exact code. */
  readonly codes = new Map<string, Slot[]>();
  private readonly orders = new Map(
    DOCUMENT_KINDS.map((kind) => [kind, new RecencyOrder(this.docs)]),
  );
  /** Per kind, slots by id (the documents' own id strings as keys: no string made per document). */
  private readonly slotById = new Map(
    DOCUMENT_KINDS.map((kind) => [kind, new Map<string, Slot>()]),
  );
  private readonly free: Slot[] = [];
  private readonly tripsByClient = new Map<string, Set<string>>();

  get size(): number {
    let size = 0;
    for (const slots of this.slotById.values()) size += slots.size;
    return size;
  }

  /** Distinct words the documents hold. */
  get words(): number {
    return this.vocabulary.size;
  }

  get(kind: DocumentKind, id: string): SearchDocument | undefined {
    const slot = this.slotsOf(kind).get(id);
    return slot === undefined ? undefined : this.docs[slot];
  }

  private slotsOf(kind: DocumentKind): Map<string, Slot> {
    return this.slotById.get(kind) as Map<string, Slot>;
  }

  /** A kind's slots, newest first. */
  newestFirst(kind: DocumentKind): readonly Slot[] {
    return (this.orders.get(kind) as RecencyOrder).walk();
  }

  /** The trips that show this client's name: to put again when the client changes. */
  tripsOfClient(clientId: string): string[] {
    return [...(this.tripsByClient.get(clientId) ?? [])];
  }

  /** Adds or replaces a document; a document the same as held changes nothing. */
  put(doc: SearchDocument): void {
    const held = this.get(doc.kind, doc.id);
    if (held && sameDocument(held, doc)) return;
    if (held) this.remove(doc.kind, doc.id);
    const slot = this.free.pop() ?? this.docs.length;
    this.docs[slot] = doc;
    this.slotsOf(doc.kind).set(doc.id, slot);
    if (slot >= this.kindBits.length) {
      const size = Math.max(1_024, slot + (slot >>> 1));
      const kinds = new Uint8Array(size);
      kinds.set(this.kindBits);
      this.kindBits = kinds;
      const ats = new Float64Array(size);
      ats.set(this.ats);
      this.ats = ats;
    }
    this.kindBits[slot] = kindBit(doc.kind);
    this.ats[slot] = doc.at ?? NaN;
    for (const token of wordsOf(doc)) this.vocabulary.add(token, slot);
    for (const code of doc.codes) {
      const slots = this.codes.get(code) ?? [];
      slots.push(slot);
      this.codes.set(code, slots);
    }
    (this.orders.get(doc.kind) as RecencyOrder).add(slot);
    const { clientId } = doc.refs;
    if (doc.kind === 'trip' && clientId !== undefined) {
      const trips = this.tripsByClient.get(clientId) ?? new Set();
      trips.add(doc.id);
      this.tripsByClient.set(clientId, trips);
    }
  }

  remove(kind: DocumentKind, id: string): void {
    const slot = this.slotsOf(kind).get(id);
    if (slot === undefined) return;
    const doc = this.docs[slot] as SearchDocument;
    for (const token of wordsOf(doc)) this.vocabulary.remove(token, slot);
    for (const code of doc.codes) {
      const slots = this.codes.get(code) ?? [];
      const at = slots.indexOf(slot);
      if (at >= 0) slots.splice(at, 1);
      if (slots.length === 0) this.codes.delete(code);
    }
    (this.orders.get(kind) as RecencyOrder).remove(slot);
    const { clientId } = doc.refs;
    if (doc.kind === 'trip' && clientId !== undefined) {
      const trips = this.tripsByClient.get(clientId);
      trips?.delete(id);
      if (trips?.size === 0) this.tripsByClient.delete(clientId);
    }
    this.docs[slot] = undefined;
    this.kindBits[slot] = 0;
    this.slotsOf(kind).delete(id);
    this.free.push(slot);
  }
}

/** Every token of a document's texts, once. */
export function wordsOf(doc: SearchDocument): string[] {
  return tokensOf(doc.texts.flatMap((text) => (text === null ? [] : [fold(text)])).join(' '));
}

/** How a term sits in a document's texts: the best of its texts. */
export function placementInDocument(doc: SearchDocument, term: string): Placement {
  let best: Placement = ABSENT;
  for (const text of doc.texts) {
    if (text === null) continue;
    const placement = placementIn(fold(text), term);
    if (placement === WORD_START) return placement;
    if (placement < best) best = placement;
  }
  return best;
}
