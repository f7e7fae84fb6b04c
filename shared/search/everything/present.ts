// A search's results as the page shows them: per hit, its texts (as stored; a long message
// cut around its first match) with the places the terms matched marked, a trip's departure
// dates with those a date phrase named marked, and where opening it goes.
import type { Client } from '../../api';
import { fold } from '../fold';
import type { ClientEntry } from '../client-entry';
import { compileFilter } from '../client-filter';
import { formatSpan, spanHolds } from './dates';
import { TEXT_NAMES, type DocumentRefs, type SearchDocument } from './documents';
import type { EverythingQuery } from './query';
import { marksIn, phoneMarks, snippetOf, type Mark } from './marks';
import type { Ranked } from './rank';
import type { RankedAnswer, SearchKind } from './everything-index';

export interface ShownText {
  /** Which text: `name`, `email`, `number`, `route`, `dates`, `body`... (TEXT_NAMES). */
  name: string;
  text: string;
  marks: Mark[];
}

export interface ShownHit {
  kind: SearchKind;
  id: string;
  /** Which note, or who wrote a message; null for others. */
  label: string | null;
  /** The operator of a message or note; null for others. */
  context: string | null;
  /** When (ISO), as ranked: a client's last request, a trip's first departure, a message's time. */
  at: string | null;
  refs: DocumentRefs;
  texts: ShownText[];
}

export interface ShownGroup {
  kind: SearchKind;
  hits: ShownHit[];
  /** More match than are shown. */
  more: boolean;
}

/** What the client hits show, read from the stored client (the index keeps folded text only). */
export type ClientShown = Pick<Client, 'id' | 'name' | 'company' | 'email' | 'phone'>;

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

function shownDocument(doc: SearchDocument, query: EverythingQuery): ShownHit {
  const words = doc.kind === 'trip' ? query.tripWords : query.words;
  const names: readonly string[] = TEXT_NAMES[doc.kind];
  const texts = doc.texts.flatMap((text, at): ShownText[] => {
    if (text === null) return [];
    const marks = marksIn(text, words);
    const shown = doc.kind === 'message' ? snippetOf(text, marks) : { text, marks };
    return [{ name: names[at] as string, ...shown }];
  });
  if (doc.spans.length > 0) texts.push(datesText(doc, query));
  return {
    kind: doc.kind,
    id: doc.id,
    label: doc.label,
    context: doc.context,
    at: iso(doc.at),
    refs: doc.refs,
    texts,
  };
}

/** A trip's departures, `12 Dec 2026, 19 Dec 2026`, those a date phrase named marked. */
function datesText(doc: SearchDocument, query: EverythingQuery): ShownText {
  let text = '';
  const marks: Mark[] = [];
  for (const span of doc.spans) {
    if (text !== '') text += ', ';
    const shown = formatSpan(span);
    if (query.dates.some((days) => spanHolds(span, days))) {
      marks.push([text.length, text.length + shown.length]);
    }
    text += shown;
  }
  return { name: 'dates', text, marks };
}

function shownClient(row: ClientShown, entry: ClientEntry, query: EverythingQuery): ShownHit {
  const texts: ShownText[] = [];
  for (const name of ['name', 'company', 'email'] as const) {
    const text = row[name];
    if (text !== null) texts.push({ name, text, marks: marksIn(text, query.words) });
  }
  if (row.phone !== null) {
    const terms = compileFilter({ q: query.words.join(' ') }, 0)?.terms ?? [];
    const digits = terms.flatMap((term) => (term.digits === null ? [] : [term.digits]));
    texts.push({ name: 'phone', text: row.phone, marks: phoneMarks(fold(row.phone), digits) });
  }
  return {
    kind: 'client',
    id: row.id,
    label: null,
    context: null,
    at: iso(entry.lastRequestAt),
    refs: { clientId: row.id },
    texts,
  };
}

/**
 * The answer shown: client hits from their stored rows (`clients`, by id; a client gone
 * since the search is left out), the rest from the index's documents.
 */
export function present(
  answer: RankedAnswer,
  clients: ReadonlyMap<string, ClientShown>,
): ShownGroup[] {
  return answer.groups.flatMap((group): ShownGroup[] => {
    const hits = group.best.flatMap((ranked): ShownHit[] => {
      if (group.kind !== 'client') {
        return [shownDocument((ranked as Ranked<SearchDocument>).item, answer.query)];
      }
      const row = clients.get(ranked.id);
      const entry = (ranked as Ranked<ClientEntry>).item;
      return row ? [shownClient(row, entry, answer.query)] : [];
    });
    return hits.length === 0 ? [] : [{ kind: group.kind, hits, more: group.more }];
  });
}

/** The ids of the clients an answer shows: read them from storage to present it. */
export function clientIdsOf(answer: RankedAnswer): string[] {
  return answer.groups.flatMap((group) =>
    group.kind === 'client' ? group.best.map((ranked) => ranked.id) : [],
  );
}
