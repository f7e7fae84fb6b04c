// A search of the document index (document-index.ts): the best few documents of each kind
// holding every term (and, for trips, leaving on one of each date phrase's days), ranked as
// rank.ts says. Two ways, whichever reads less:
// - A term in many documents (a letter or two: "g", "ha") walks each kind newest first,
//   testing document by document, and stops once enough hold every term at a word start:
//   nothing older can rank above them. A kind where too few do within a bound goes the
//   other way (tuning.ts).
// - Otherwise term by term, longest first: the first term's documents come from the
//   vocabulary's postings; each later term is read from the postings too, or, once the
//   documents left are few, tested on each. Per-slot state lives in typed arrays, so a query
//   allocates little however many documents match.
import { spanHolds, type DayOfYear } from './dates';
import { kindBit, placementInDocument, type DocumentIndex, type KindMask } from './document-index';
import type { DocumentKind, SearchDocument } from './documents';
import { codeOf } from './query';
import { TopRanked, type Score } from './rank';
import { DEFAULT_TUNING, type SearchTuning } from './tuning';
import type { Slot } from './vocabulary';
import { ABSENT, WORD_START, type Placement } from './words';

/** A query's terms beyond this many are not searched (a slot counts its terms in a byte). */
const MOST_TERMS = 32;

type Phrases = readonly (readonly DayOfYear[])[];

/** How one term sits in a document: an exact code, a placement, or absent (null). */
function termIn(
  doc: SearchDocument,
  term: string,
): { exact: boolean; placement: Placement } | null {
  if (doc.codes.includes(codeOf(term))) return { exact: true, placement: WORD_START };
  const placement = placementInDocument(doc, term);
  return placement === ABSENT ? null : { exact: false, placement };
}

const onDay = (doc: SearchDocument, days: readonly DayOfYear[]) =>
  doc.spans.some((span) => spanHolds(span, days));

/** A document's score for every term and phrase, or null when one is missing. */
function scoreOf(doc: SearchDocument, terms: readonly string[], phrases: Phrases): Score | null {
  const score = { exact: 0, midWord: 0 };
  for (const term of terms) {
    const found = termIn(doc, term);
    if (found === null) return null;
    if (found.exact) score.exact += 1;
    score.midWord += found.placement;
  }
  for (const days of phrases) {
    if (!onDay(doc, days)) return null;
    score.exact += 1;
  }
  return score;
}

export type KindResults = Map<DocumentKind, TopRanked<SearchDocument>>;

export class DocumentSearch {
  /** Scratch, per slot: terms matched so far, terms equal to a code, terms only mid-word. */
  private matched = new Uint8Array(0);
  private exact = new Uint8Array(0);
  private midWord = new Uint8Array(0);

  constructor(
    private readonly index: DocumentIndex,
    private readonly tuning: SearchTuning = DEFAULT_TUNING,
  ) {}

  search(
    words: readonly string[],
    phrases: Phrases,
    kinds: readonly DocumentKind[],
    limit: number,
  ): KindResults {
    const results: KindResults = new Map(kinds.map((kind) => [kind, new TopRanked(limit)]));
    const terms = [...words].sort((a, b) => b.length - a.length).slice(0, MOST_TERMS);
    const days = phrases.slice(0, MOST_TERMS - terms.length);
    if (terms.length + days.length === 0) return results;
    const broad = terms.length === 0 || this.postingsOf(terms[0] as string) > this.tuning.walkAbove;
    let mask: KindMask = 0;
    for (const kind of kinds) {
      if (broad && this.walk(kind, terms, days, results.get(kind) as TopRanked<SearchDocument>)) {
        continue;
      }
      results.set(kind, new TopRanked(limit));
      mask |= kindBit(kind);
    }
    if (mask !== 0) this.throughPostings(terms, days, mask, results);
    return results;
  }

  /** How many postings a term's words hold. */
  private postingsOf(term: string): number {
    const { vocabulary } = this.index;
    return vocabulary
      .matching(term)
      .ids.reduce((sum, id) => sum + vocabulary.slotsOf(id).length, 0);
  }

  /** Offers `kind`'s documents newest first; false when the walk gave up (`walkedAtMost`). */
  private walk(
    kind: DocumentKind,
    terms: readonly string[],
    phrases: Phrases,
    top: TopRanked<SearchDocument>,
  ): boolean {
    const { docs, codes, kindBits } = this.index;
    const bit = kindBit(kind);
    // The best score any document could have: every phrase, and each term some code equals.
    let reachable = phrases.length;
    const coded = new Set<Slot>();
    for (const term of terms) {
      const slots = (codes.get(codeOf(term)) ?? []).filter((slot) => kindBits[slot] === bit);
      if (slots.length > 0) reachable += 1;
      for (const slot of slots) coded.add(slot);
    }
    let best = 0;
    const offer = (slot: Slot) => {
      const doc = docs[slot] as SearchDocument;
      const score = scoreOf(doc, terms, phrases);
      if (score === null) return;
      top.offer({ item: doc, id: doc.id, at: doc.at, ...score });
      if (score.exact === reachable && score.midWord === 0) best += 1;
    };
    // Documents with codes first: they may be old and still rank first.
    for (const slot of coded) offer(slot);
    let walked = 0;
    for (const slot of this.index.newestFirst(kind)) {
      if (best > top.limit) return true;
      if (coded.has(slot)) continue;
      if (walked === this.tuning.walkedAtMost) return false;
      walked += 1;
      offer(slot);
    }
    return true;
  }

  private throughPostings(
    terms: readonly string[],
    phrases: Phrases,
    mask: KindMask,
    results: KindResults,
  ): void {
    this.grow();
    const { matched, exact, midWord } = this;
    const { docs, kindBits, ats } = this.index;
    let candidates: Slot[];
    if (terms.length > 0) {
      candidates = this.firstTerm(terms[0] as string, mask);
    } else {
      candidates = [];
      for (let slot = 0; slot < docs.length; slot += 1) {
        if (((kindBits[slot] as number) & mask) !== 0) candidates.push(slot);
      }
    }
    for (let at = 1; at < terms.length; at += 1) {
      const term = terms[at] as string;
      if (candidates.length < this.tuning.testEachBelow) this.testEach(candidates, term, at);
      else this.nextTerm(term, at);
    }
    phrases.forEach((days, n) => this.testDays(candidates, days, terms.length + n));
    const all = terms.length + phrases.length;
    const topOf = new Map([...results].map(([kind, top]) => [kindBit(kind), top]));
    for (const slot of candidates) {
      if (matched[slot] === all) {
        const score = { exact: exact[slot] as number, midWord: midWord[slot] as number };
        const time = ats[slot] as number;
        const at = Number.isNaN(time) ? null : time;
        const top = topOf.get(kindBits[slot] as number) as TopRanked<SearchDocument>;
        if (!top.passesOver(score, at)) {
          const doc = docs[slot] as SearchDocument;
          top.offer({ item: doc, id: doc.id, at, ...score });
        }
      }
      matched[slot] = 0;
      exact[slot] = 0;
      midWord[slot] = 0;
    }
  }

  /** The slots of the kinds holding `term`, each marked as matching one term. */
  private firstTerm(term: string, mask: KindMask): Slot[] {
    const { matched, exact, midWord } = this;
    const { vocabulary, codes, kindBits } = this.index;
    const found: Slot[] = [];
    for (const slot of codes.get(codeOf(term)) ?? []) {
      if (((kindBits[slot] as number) & mask) === 0) continue;
      matched[slot] = 1;
      exact[slot] = 1;
      found.push(slot);
    }
    const { ids, placements } = vocabulary.matching(term);
    for (let n = 0; n < ids.length; n += 1) {
      const placement = placements[n] as Placement;
      for (const slot of vocabulary.slotsOf(ids[n] as number)) {
        if (matched[slot] !== 0 || ((kindBits[slot] as number) & mask) === 0) continue;
        matched[slot] = 1;
        midWord[slot] = placement;
        found.push(slot);
      }
    }
    return found;
  }

  /** Term `at` through the postings: the slots holding every term before it move on. */
  private nextTerm(term: string, at: number): void {
    const { matched, exact, midWord } = this;
    const { vocabulary, codes } = this.index;
    for (const slot of codes.get(codeOf(term)) ?? []) {
      if (matched[slot] !== at) continue;
      matched[slot] = at + 1;
      exact[slot] = (exact[slot] as number) + 1;
    }
    const { ids, placements } = vocabulary.matching(term);
    for (let n = 0; n < ids.length; n += 1) {
      const placement = placements[n] as Placement;
      for (const slot of vocabulary.slotsOf(ids[n] as number)) {
        if (matched[slot] !== at) continue;
        matched[slot] = at + 1;
        midWord[slot] = (midWord[slot] as number) + placement;
      }
    }
  }

  /** Term `at` tested on each candidate's texts and codes. */
  private testEach(candidates: readonly Slot[], term: string, at: number): void {
    const { matched, exact, midWord } = this;
    for (const slot of candidates) {
      if (matched[slot] !== at) continue;
      const found = termIn(this.index.docs[slot] as SearchDocument, term);
      if (found === null) continue;
      matched[slot] = at + 1;
      if (found.exact) exact[slot] = (exact[slot] as number) + 1;
      midWord[slot] = (midWord[slot] as number) + found.placement;
    }
  }

  /** A date phrase: the candidate trips leaving on one of its days move on, as exact. */
  private testDays(candidates: readonly Slot[], days: readonly DayOfYear[], at: number): void {
    const { matched, exact } = this;
    for (const slot of candidates) {
      if (matched[slot] !== at || !onDay(this.index.docs[slot] as SearchDocument, days)) continue;
      matched[slot] = at + 1;
      exact[slot] = (exact[slot] as number) + 1;
    }
  }

  /** The scratch arrays cover every slot. */
  private grow(): void {
    const capacity = this.index.docs.length;
    if (this.matched.length >= capacity) return;
    const size = capacity + (capacity >>> 1);
    this.matched = new Uint8Array(size);
    this.exact = new Uint8Array(size);
    this.midWord = new Uint8Array(size);
  }
}
