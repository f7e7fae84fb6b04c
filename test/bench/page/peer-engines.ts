// The engines the peers bench compares, each answering a PeerQuery with a page of ids and
// the total: this app's index (shared/search/), a Dexie filter() scan of the clients table
// (what an app without an index would do), and MiniSearch, set up once as close to the
// spec's substring search as it allows and once as it is usually set up (word prefixes).
import type { Table } from 'dexie';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { ClientRow } from '../../../shared/db/rows';
import { entryOf, type ClientEntry } from '../../../shared/search/client-entry';
import {
  clientFilterOf,
  compileFilter,
  type EntryFilter,
  type Term,
} from '../../../shared/search/client-filter';
import type { ClientIndex } from '../../../shared/search/client-index';
import { sortSpecOf, type Position, type SortKey } from '../../../shared/search/client-sorts';
import { fold } from '../../../shared/search/fold';
import { compareBy, entryPosition, type PeerAnswer, type PeerQuery } from './peer-queries';

export interface Peer {
  answer(query: PeerQuery): PeerAnswer | Promise<PeerAnswer>;
}

function filterOf(query: PeerQuery): EntryFilter | null {
  const filter = clientFilterOf({
    q: query.q,
    tag: query.tag,
    consent: undefined,
    last_request: undefined,
  });
  return compileFilter(filter, Date.now());
}

/** The page of matches already in order, and their count. */
function pageOf<T>(ordered: readonly T[], query: PeerQuery, idOf: (item: T) => string) {
  const page = ordered.slice(query.offset, query.offset + query.limit);
  return { ids: page.map(idOf), total: ordered.length };
}

/**
 * This app's index, as the /v1 search runs it (client-search.ts) without reading the page's rows: a
 * page past the first continues from the cursor's position, as a client holding the cursor
 * would ask; each position is found once, before the timing.
 */
export function indexPeer(index: ClientIndex): Peer {
  const cursors = new WeakMap<PeerQuery, Position>();
  function positionBefore(query: PeerQuery): Position | null {
    if (query.offset === 0) return null;
    let position = cursors.get(query);
    if (!position) {
      const { entries } = index.search(sortSpecOf(query.sort), filterOf(query), null, query.offset);
      const last = entries.at(-1);
      if (!last) return null;
      position = entryPosition(query.sort)(last);
      cursors.set(query, position);
    }
    return position;
  }
  return {
    answer(query) {
      const after = positionBefore(query);
      const result = index.search(sortSpecOf(query.sort), filterOf(query), after, query.limit);
      return { ids: result.entries.map((entry) => entry.id), total: result.total };
    },
  };
}

/**
 * Every row read through Dexie's filter(), tested with the same folded texts and terms as
 * the index's (so the two find the same), then the matches sorted in the spec's order.
 */
export function dexiePeer(clients: Table<ClientRow, string>): Peer {
  return {
    async answer(query) {
      const filter = filterOf(query);
      const rows = await (filter === null
        ? clients.toArray()
        : clients.filter((row) => filter.matches(entryOf(row))).toArray());
      const entries = rows.map(entryOf);
      entries.sort(compareBy(query.sort, entryPosition(query.sort)));
      return pageOf(entries, query, (entry) => entry.id);
    },
  };
}

interface Doc {
  id: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  tags: readonly string[];
  nameKey: string;
  lastRequestAt: number | null;
}

export type MiniSearchSetup = 'substring' | 'word prefix';

const TEXT_FIELDS = ['name', 'company', 'email'];

function docOf(row: ClientRow, setup: MiniSearchSetup): Doc {
  const entry: ClientEntry = entryOf(row);
  return {
    id: row.id,
    name: row.name,
    company: row.company ?? '',
    email: row.email ?? '',
    // Its digits for substring search, as the index keeps them; as typed for words.
    phone: setup === 'substring' ? (entry.phoneDigits ?? '') : (row.phone ?? ''),
    tags: row.tags,
    nameKey: entry.nameKey,
    lastRequestAt: entry.lastRequestAt,
  };
}

/** Every suffix of a token: a prefix search over them finds any substring of it. */
function suffixesOf(token: string): string[] {
  const suffixes: string[] = [];
  for (let at = 0; at < token.length; at += 1) suffixes.push(token.slice(at));
  return suffixes;
}

const wordTokens = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** A term found in the texts, or, read as phone digits, in the phone's digits. */
function termQuery(term: Term): Query {
  const inTexts: Query = { queries: [term.text], fields: TEXT_FIELDS };
  if (term.digits === null) return inTexts;
  return { combineWith: 'OR', queries: [inTexts, { queries: [term.digits], fields: ['phone'] }] };
}

const sortKeyOfResult: Record<string, (result: SearchResult) => SortKey> = {
  name: (result) => result['nameKey'] as string,
  last_request_at: (result) => result['lastRequestAt'] as number | null,
};

/**
 * MiniSearch over the same rows. `substring`: each field folded and split at whitespace only,
 * each token listed with all its suffixes, and every term a prefix search, so a term is found
 * wherever the spec's substring search finds it; the phone as its digits, searched only with
 * terms that read as phone digits. `word prefix`: its default tokenizer (words split at
 * punctuation too), terms folded, prefix search, the phone as typed. Both: all terms must
 * match (AND), the tag a filter on a stored field; results come in score order and are sorted
 * here in the spec's order (the keys stored), `total` their count.
 */
export function miniSearchPeer(rows: readonly ClientRow[], setup: MiniSearchSetup): Peer {
  const substring = setup === 'substring';
  const search = new MiniSearch<Doc>({
    fields: [...TEXT_FIELDS, 'phone'],
    storeFields: ['tags', 'nameKey', 'lastRequestAt'],
    tokenize: (text, field) => {
      if (field === 'phone' && substring) return [text];
      const folded = fold(text);
      return substring ? folded.split(/\s+/u) : wordTokens(folded);
    },
    processTerm: (term) => (term === '' ? null : substring ? suffixesOf(term) : term),
    searchOptions: {
      prefix: true,
      combineWith: 'AND',
      ...(substring ? { tokenize: (text: string) => [text], processTerm: (t: string) => t } : {}),
    },
  });
  search.addAll(rows.map((row) => docOf(row, setup)));
  return {
    answer(query) {
      const terms = filterOf(query)?.terms ?? [];
      const { tag } = query;
      const options = tag === undefined ? {} : { filter: (r: SearchResult) => has(r, tag) };
      let found: SearchResult[];
      if (terms.length === 0) found = search.search(MiniSearch.wildcard, options);
      else if (substring) {
        found = search.search({ combineWith: 'AND', queries: terms.map(termQuery) }, options);
      } else found = search.search(terms.map((term) => term.text).join(' '), options);
      const keyOf = sortKeyOfResult[sortSpecOf(query.sort).field];
      if (!keyOf) throw new Error(`The bench stores no key for ${query.sort}`);
      found.sort(
        compareBy(query.sort, (result) => ({
          key: keyOf(result),
          name: result['nameKey'] as string,
          id: result.id as string,
        })),
      );
      return pageOf(found, query, (result) => result.id as string);
    },
  };
}

function has(result: SearchResult, tag: string): boolean {
  return (result['tags'] as readonly string[]).includes(tag);
}
