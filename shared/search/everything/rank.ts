// The order of a kind's results, best first: more terms equal to an exact code (a trip's
// number or airport code, an operator's designator, a trip's date), then fewer terms found
// only inside a word, then the more recent, then by id. Only the best few are kept, however
// many match.

export interface Score {
  /** Terms (and date phrases) equal to one of the record's codes or dates. */
  exact: number;
  /** Terms found only inside words. */
  midWord: number;
}

/** Orders scores best first: a group of results leads with the kind whose best is best. */
export function compareScores(a: Score, b: Score): number {
  return b.exact - a.exact || a.midWord - b.midWord;
}

export interface Ranked<T> extends Score {
  item: T;
  at: number | null;
  id: string;
}

export function compareRanked<T>(a: Ranked<T>, b: Ranked<T>): number {
  const byScore = compareScores(a, b);
  if (byScore !== 0) return byScore;
  if (a.at !== b.at) {
    if (a.at === null || b.at === null) return a.at === null ? 1 : -1;
    return b.at - a.at;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The best `limit` of what is offered, in order, and whether more were offered. */
export class TopRanked<T> {
  private readonly kept: Ranked<T>[] = [];
  private offered = 0;

  constructor(readonly limit: number) {}

  offer(ranked: Ranked<T>): void {
    this.offered += 1;
    const { kept } = this;
    if (kept.length === this.limit && compareRanked(ranked, kept[kept.length - 1]!) >= 0) return;
    let at = kept.length;
    while (at > 0 && compareRanked(ranked, kept[at - 1]!) < 0) at -= 1;
    kept.splice(at, 0, ranked);
    if (kept.length > this.limit) kept.pop();
  }

  /**
   * Counts an offer that ranks below every kept one, told by its score and time alone (no
   * item made, no id read); false when it may be kept: offer it then.
   */
  passesOver(score: Score, at: number | null): boolean {
    const last = this.kept[this.limit - 1];
    if (last === undefined) return false;
    const byScore = compareScores(score, last);
    const worse =
      byScore > 0 ||
      (byScore === 0 && at !== last.at && (at === null || (last.at !== null && at < last.at)));
    if (worse) this.offered += 1;
    return worse;
  }

  get best(): readonly Ranked<T>[] {
    return this.kept;
  }

  get more(): boolean {
    return this.offered > this.kept.length;
  }
}
