// MiniSearch over the same records as search everything (issue 29), set up as it usually is:
// one document per record with its searched texts, its default tokenizer (words split at
// punctuation too), terms folded, prefix search, every term required; a keystroke's answer is
// each kind's five best by MiniSearch's score.
import MiniSearch from 'minisearch';
import type { CharterDb } from '../../../shared/db/database';
import { fold } from '../../../shared/search/fold';
import type {
  EverythingIndex,
  SearchKind,
} from '../../../shared/search/everything/everything-index';

interface Doc {
  id: string;
  kind: SearchKind;
  text: string;
}

export interface MiniSearchPeer {
  /** Each kind's best ids, at most `limit`. */
  answer(q: string, limit: number): Map<SearchKind, string[]>;
}

const wordTokens = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Every record's texts as a document: clients from their table, the rest as the index holds them. */
export async function miniSearchPeer(
  db: CharterDb,
  everything: EverythingIndex,
): Promise<{ peer: MiniSearchPeer; readMs: number; count: number }> {
  const read = performance.now();
  const clients = await db.clients.toArray();
  const readMs = performance.now() - read;
  const docs: Doc[] = clients.map((client) => ({
    id: `client:${client.id}`,
    kind: 'client',
    text: [client.name, client.company, client.email, client.phone].filter(Boolean).join(' '),
  }));
  for (const doc of everything.documents.docs) {
    if (doc === undefined) continue;
    docs.push({
      id: `${doc.kind}:${doc.id}`,
      kind: doc.kind,
      text: doc.texts.filter(Boolean).join(' '),
    });
  }
  const search = new MiniSearch<Doc>({
    fields: ['text'],
    storeFields: ['kind'],
    tokenize: (text) => wordTokens(fold(text)),
    searchOptions: { prefix: true, combineWith: 'AND' },
  });
  search.addAll(docs);
  return {
    readMs,
    count: docs.length,
    peer: {
      answer(q, limit) {
        const best = new Map<SearchKind, string[]>();
        for (const result of search.search(fold(q))) {
          const kind = result['kind'] as SearchKind;
          const ids = best.get(kind) ?? [];
          if (ids.length < limit) ids.push(String(result.id));
          best.set(kind, ids);
        }
        return best;
      },
    },
  };
}
