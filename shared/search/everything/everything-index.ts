// Search everything (issue 29): one query over clients (through the client index), trips,
// operators, messages and notes (through the document index), grouped by kind, each group's
// best few first, the groups in the order of their best (an exact trip number puts trips
// first), then clients, trips, operators, messages, notes. Kept current document by document
// by the writes and pulls that change the records (`put`, `remove`); see docs/decisions.md.
import type { ClientEntry } from '../client-entry';
import type { ClientIndex } from '../client-index';
import { clientResults } from './client-results';
import { DocumentIndex } from './document-index';
import { DocumentSearch } from './document-search';
import { DOCUMENT_KINDS, type DocumentKind, type SearchDocument } from './documents';
import { parseQuery, type EverythingQuery } from './query';
import { compareScores, type Ranked } from './rank';
import { DEFAULT_TUNING, type SearchTuning } from './tuning';

export const SEARCH_KINDS = ['client', ...DOCUMENT_KINDS] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results shown per kind unless asked otherwise. */
export const DEFAULT_LIMIT = 5;

export interface RankedGroup {
  kind: SearchKind;
  best: readonly Ranked<ClientEntry | SearchDocument>[];
  /** More match than `best` holds. */
  more: boolean;
}

export interface RankedAnswer {
  query: EverythingQuery;
  /** Kinds with a match, best group first. */
  groups: RankedGroup[];
}

const ALL_BUT_TRIPS: readonly DocumentKind[] = DOCUMENT_KINDS.filter((kind) => kind !== 'trip');

export class EverythingIndex {
  readonly documents = new DocumentIndex();
  private readonly documentSearch: DocumentSearch;

  constructor(private readonly tuning: SearchTuning = DEFAULT_TUNING) {
    this.documentSearch = new DocumentSearch(this.documents, tuning);
  }

  put(doc: SearchDocument): void {
    this.documents.put(doc);
  }

  remove(kind: DocumentKind, id: string): void {
    this.documents.remove(kind, id);
  }

  /** The trips showing a client's name and company: put them again when the client changes. */
  tripsOfClient(clientId: string): string[] {
    return this.documents.tripsOfClient(clientId);
  }

  /**
   * The best `limit` of each kind for `q`. `clients`: the client index, or null while it has
   * not loaded (the answer then has no clients).
   */
  search(q: string, clients: ClientIndex | null, limit = DEFAULT_LIMIT): RankedAnswer {
    const query = parseQuery(q);
    if (query.words.length === 0) return { query, groups: [] };
    const results =
      query.dates.length === 0
        ? this.documentSearch.search(query.words, [], DOCUMENT_KINDS, limit)
        : new Map([
            ...this.documentSearch.search(query.words, [], ALL_BUT_TRIPS, limit),
            ...this.documentSearch.search(query.tripWords, query.dates, ['trip'], limit),
          ]);
    const groups: RankedGroup[] = [];
    if (clients !== null) {
      const found = clientResults(clients, query.words, limit, this.tuning);
      groups.push({ kind: 'client', best: found.best, more: found.more });
    }
    for (const [kind, top] of results) groups.push({ kind, best: top.best, more: top.more });
    const order = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind);
    return {
      query,
      groups: groups
        .filter((group) => group.best.length > 0)
        .sort(
          (a, b) =>
            compareScores(a.best[0] as Ranked<unknown>, b.best[0] as Ranked<unknown>) ||
            order(a.kind) - order(b.kind),
        ),
    };
  }
}
