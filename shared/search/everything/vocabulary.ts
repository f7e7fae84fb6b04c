// Every distinct folded token of the documents' texts, each with the slots of the documents
// holding it: 50,000 messages say a few tens of thousands of distinct words, so a term is
// looked for once per word, not once per message (docs/decisions.md, "The document index").
// A term's matches are the tokens containing it; a word start inside a token (after a
// bracket, a dot, an @) counts as one. Typed letter by letter, each term holds the one
// before: its tokens are looked for among that term's, not all again.
import { MID_WORD, placementIn, WORD_START, type Placement } from './words';

export type Slot = number;
type TokenId = number;

/** A term's tokens: ids, and how the term sits in each. */
export interface TokenMatches {
  ids: TokenId[];
  placements: Placement[];
}

/** Terms remembered, with the tokens they matched: typing extends the last one. */
const REMEMBERED_TERMS = 8;

export class Vocabulary {
  /** Tokens by id; '' where an id is free. */
  private readonly tokens: string[] = [];
  /** Per token id, the slots holding it, in no order. */
  private readonly postings: Slot[][] = [];
  private readonly idOf = new Map<string, TokenId>();
  private readonly free: TokenId[] = [];
  /** Bumped when a token is added: remembered matches no longer cover every token. */
  private version = 0;
  private remembered: { term: string; version: number; matches: TokenMatches }[] = [];

  get size(): number {
    return this.idOf.size;
  }

  add(token: string, slot: Slot): void {
    let id = this.idOf.get(token);
    if (id === undefined) {
      id = this.free.pop() ?? this.tokens.length;
      this.tokens[id] = token;
      this.postings[id] = [];
      this.idOf.set(token, id);
      this.version += 1;
    }
    (this.postings[id] as Slot[]).push(slot);
  }

  /** Takes `slot` off the token's list (a swap with the last: lists keep no order). */
  remove(token: string, slot: Slot): void {
    const id = this.idOf.get(token);
    if (id === undefined) return;
    const list = this.postings[id] as Slot[];
    const at = list.lastIndexOf(slot);
    if (at < 0) return;
    list[at] = list[list.length - 1] as Slot;
    list.pop();
    if (list.length > 0) return;
    // A word no document holds any more: its id is free, and no search reads it again.
    this.idOf.delete(token);
    this.tokens[id] = '';
    this.free.push(id);
  }

  slotsOf(id: TokenId): readonly Slot[] {
    return this.postings[id] as Slot[];
  }

  /** The tokens containing `term`, word starts first (see TokenMatches). */
  matching(term: string): TokenMatches {
    const fresh = this.remembered.filter((entry) => entry.version === this.version);
    const exact = fresh.find((entry) => entry.term === term);
    if (exact) return exact.matches;
    // The longest remembered term inside this one: its tokens hold every token holding this.
    const within = fresh
      .filter((entry) => term.includes(entry.term))
      .sort((a, b) => b.term.length - a.term.length)[0];
    const matches = within ? this.among(within.matches.ids, term) : this.among(null, term);
    this.remembered = [{ term, version: this.version, matches }, ...fresh].slice(
      0,
      REMEMBERED_TERMS,
    );
    return matches;
  }

  private among(ids: readonly TokenId[] | null, term: string): TokenMatches {
    const starts: TokenId[] = [];
    const inside: TokenId[] = [];
    const count = ids === null ? this.tokens.length : ids.length;
    for (let at = 0; at < count; at += 1) {
      const id = ids === null ? at : (ids[at] as TokenId);
      const token = this.tokens[id] as string;
      if (!token.includes(term)) continue;
      (placementIn(token, term) === WORD_START ? starts : inside).push(id);
    }
    return {
      ids: [...starts, ...inside],
      placements: [
        ...starts.map((): Placement => WORD_START),
        ...inside.map((): Placement => MID_WORD),
      ],
    };
  }
}
