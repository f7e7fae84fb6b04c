// The index against the rule itself: after any puts and removals, for any query and any
// tuning (which only chooses how matches are found), each kind's results are the best
// `limit` of a scan of every record, in the documented order, `more` exactly when more
// match, and the groups in the order of their best.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Airport } from '../../../shared/api';
import {
  entryOf,
  type ClientEntry,
  type ClientEntrySource,
} from '../../../shared/search/client-entry';
import { compileFilter } from '../../../shared/search/client-filter';
import { ClientIndex } from '../../../shared/search/client-index';
import { fold } from '../../../shared/search/fold';
import { spanHolds } from '../../../shared/search/everything/dates';
import {
  messageDocument,
  noteDocuments,
  operatorDocument,
  tripDocument,
  type SearchDocument,
} from '../../../shared/search/everything/documents';
import { EverythingIndex, SEARCH_KINDS } from '../../../shared/search/everything/everything-index';
import { parseQuery, type EverythingQuery } from '../../../shared/search/everything/query';
import { uuidOf } from '../entries';
import { airport, message, operator, rfq, trip } from './search-rows';

const LIMIT = 3;
const syllables = ['an', 'na', 'Ån', 'bo', 'el', '5', ' ', '.', '-', 'Dec', '12', '(n'];
const words = fc
  .array(fc.constantFrom(...syllables), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(''));
const time = fc.option(fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'), {
  nil: null,
});
const airports: Airport[] = [
  airport('KTEB', 'TEB', 'Bo Field', 'Annaboro'),
  airport('LFMN', 'NCE', 'Nice Côte', null),
  airport('AN12', null, 'El Strip', 'Elna'),
];
const day = fc.constantFrom('2026-12-12', '2026-05-12', '2025-12-12', '2026-12-01');

const clientFields = fc.record({
  name: words,
  company: fc.option(words, { nil: null }),
  email: fc.option(
    words.map((w) => `${w.replace(/\s/g, '')}@na.io`),
    { nil: null },
  ),
  phone: fc.option(fc.constantFrom('+1 555 0100', '(020) 7125', '12-12'), { nil: null }),
  last_request_at: time,
});

/** A record of any kind, made from drawn fields: its documents (a client: its entry). */
const record = fc.oneof(
  fc.record({ kind: fc.constant('client' as const), fields: clientFields }),
  fc.record({
    kind: fc.constant('trip' as const),
    number: fc.integer({ min: 1, max: 14 }),
    legs: fc.array(fc.record({ from: fc.nat(2), to: fc.nat(2), date: day }), {
      minLength: 1,
      maxLength: 2,
    }),
    client: fc.option(fc.record({ name: words, company: fc.option(words, { nil: null }) }), {
      nil: null,
    }),
  }),
  fc.record({
    kind: fc.constant('operator' as const),
    designator: fc.constantFrom('AN', 'BOE', 'TEB'),
    legal: words,
    dba: fc.option(words, { nil: null }),
    contact: fc.option(words, { nil: null, freq: 1 }),
    at: time,
  }),
  fc.record({ kind: fc.constant('message' as const), body: words, at: time }),
  fc.record({
    kind: fc.constant('rfq' as const),
    note: fc.option(words, { nil: null }),
    response: fc.option(words, { nil: null }),
    status: fc.constantFrom('quoted' as const, 'declined' as const),
  }),
);
type Drawn = typeof record extends fc.Arbitrary<infer T> ? T : never;

const change = fc.oneof(
  { weight: 4, arbitrary: fc.record({ put: fc.constant(true), slot: fc.nat(19), record }) },
  { weight: 1, arbitrary: fc.record({ put: fc.constant(false), slot: fc.nat(19) }) },
);

const queries = fc.constantFrom(
  ...['an', 'a', 'n', 'na an', 'bo el', '5', '#12', '12', 'kteb', 'teb', 'nice', 'cote'],
  ...['12 dec', 'dec 12', 'an 12 dec', '12/12', '(n', 'zz', 'ÅN', '555', 'boe', 'an.', '@na', '.'],
);

const tuning = fc.record({
  walkAbove: fc.integer({ min: 0, max: 30 }),
  walkedAtMost: fc.integer({ min: 1, max: 12 }),
  testEachBelow: fc.integer({ min: 0, max: 12 }),
  clientsWalkedFirst: fc.integer({ min: 0, max: 12 }),
});

/** The documents (or client entry) a drawn record makes, under ids of its slot. */
function made(
  slot: number,
  drawn: Drawn,
): { docs: SearchDocument[]; client: ClientEntrySource | null } {
  const id = uuidOf(slot + 1);
  switch (drawn.kind) {
    case 'client':
      return {
        docs: [],
        client: {
          id,
          ...drawn.fields,
          tags: [],
          email_consent: false,
          sms_consent: false,
          trip_request_count: 0,
        },
      };
    case 'trip': {
      const legs = drawn.legs.map((leg) => ({
        from: airports[leg.from]!,
        to: airports[leg.to]!,
        date: leg.date,
      }));
      return { docs: [tripDocument(trip(drawn.number, legs, { id }), drawn.client)], client: null };
    }
    case 'operator': {
      const op = { ...operator(drawn.designator, drawn.legal, drawn.dba), id };
      const contacts =
        drawn.contact === null
          ? []
          : [
              {
                operator_id: id,
                email: `${drawn.contact.replace(/\s/g, '')}@ops.aero`,
                name: drawn.contact,
                updated_at: drawn.at ?? '2026-01-01T00:00:00.000Z',
              },
            ];
      return { docs: [operatorDocument(op, contacts)], client: null };
    }
    case 'message': {
      const thread = rfq(operator('AN', 'Anna Air', null), { id: uuidOf(99) });
      const row = { ...message(thread, drawn.body, drawn.at ?? '2026-03-01T00:00:00.000Z'), id };
      return { docs: [messageDocument(row, drawn.at === null ? undefined : thread)], client: null };
    }
    case 'rfq': {
      const row = rfq(operator('AN', 'Anna Air', null), {
        id,
        note: drawn.note,
        response_note: drawn.response,
        status: drawn.status,
        responded_at: '2026-02-01T00:00:00.000Z',
      });
      return { docs: noteDocuments(row), client: null };
    }
  }
}

// ---- the rule, scanned

const beginsWord = (text: string, at: number) =>
  at === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(at - 1));

/** 0: at a word start somewhere (anywhere, for a term not starting a word); 1: only inside words; null: absent. */
function placement(text: string, term: string): 0 | 1 | null {
  if (!/^[\p{L}\p{N}]/u.test(term)) return text.includes(term) ? 0 : null;
  let found: 0 | 1 | null = null;
  for (let at = 0; at + term.length <= text.length; at += 1) {
    if (text.slice(at, at + term.length) !== term) continue;
    if (beginsWord(text, at)) return 0;
    found = 1;
  }
  return found;
}

interface Scanned {
  id: string;
  exact: number;
  midWord: number;
}

function scanDocument(doc: SearchDocument, query: EverythingQuery): Scanned | null {
  const terms = doc.kind === 'trip' ? query.tripWords : query.words;
  const phrases = doc.kind === 'trip' ? query.dates : [];
  let exact = 0;
  let midWord = 0;
  for (const term of terms) {
    if (doc.codes.includes(term.replace(/^#/, ''))) {
      exact += 1;
      continue;
    }
    const places = doc.texts.flatMap((text) =>
      text === null ? [] : [placement(fold(text), term)],
    );
    const best = places.includes(0) ? 0 : places.includes(1) ? 1 : null;
    if (best === null) return null;
    midWord += best;
  }
  for (const days of phrases) {
    if (!doc.spans.some((span) => spanHolds(span, days))) return null;
    exact += 1;
  }
  return { id: doc.id, exact, midWord };
}

function scanClient(entry: ClientEntry, query: EverythingQuery): Scanned | null {
  const terms = compileFilter({ q: query.words.join(' ') }, 0)?.terms ?? [];
  if (terms.length === 0) return null;
  let midWord = 0;
  for (const term of terms) {
    if (term.digits !== null && entry.phoneDigits?.includes(term.digits)) continue;
    const best = placement(entry.text, term.text);
    if (best === null) return null;
    midWord += best;
  }
  return { id: entry.id, exact: 0, midWord };
}

const newestFirst = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function expected(docs: SearchDocument[], clients: ClientEntry[], q: string) {
  const query = parseQuery(q);
  if (query.words.length === 0) return [];
  const groups = SEARCH_KINDS.flatMap((kind) => {
    let found: (Scanned & { order: (other: Scanned & { order: unknown }) => number })[];
    if (kind === 'client') {
      found = clients
        .flatMap((entry) => {
          const scanned = scanClient(entry, query);
          return scanned === null ? [] : [{ ...scanned, entry }];
        })
        .sort(
          (a, b) =>
            a.midWord - b.midWord ||
            newestFirst(a.entry.lastRequestAt, b.entry.lastRequestAt) ||
            byText(a.entry.nameKey, b.entry.nameKey) ||
            byText(a.id, b.id),
        ) as never;
    } else {
      found = docs
        .filter((doc) => doc.kind === kind)
        .flatMap((doc) => {
          const scanned = scanDocument(doc, query);
          return scanned === null ? [] : [{ ...scanned, at: doc.at }];
        })
        .sort(
          (a, b) =>
            b.exact - a.exact ||
            a.midWord - b.midWord ||
            newestFirst(a.at, b.at) ||
            byText(a.id, b.id),
        ) as never;
    }
    if (found.length === 0) return [];
    const best = found.slice(0, LIMIT).map(({ id, exact, midWord }) => ({ id, exact, midWord }));
    return [{ kind, best, more: found.length > LIMIT }];
  });
  return groups.sort(
    (a, b) =>
      b.best[0]!.exact - a.best[0]!.exact ||
      a.best[0]!.midWord - b.best[0]!.midWord ||
      SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind),
  );
}

describe('search everything against a scan', () => {
  it('finds, ranks and groups as a scan of every record does, after any changes', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 40 }),
        fc.array(queries, { minLength: 1, maxLength: 4 }),
        tuning,
        (changes, qs, tune) => {
          const index = new EverythingIndex(tune);
          const clients = new ClientIndex();
          const held = new Map<
            number,
            { docs: SearchDocument[]; client: ClientEntrySource | null }
          >();
          for (const step of changes) {
            for (const doc of held.get(step.slot)?.docs ?? []) index.remove(doc.kind, doc.id);
            const before = held.get(step.slot)?.client;
            if (before) clients.remove(before.id);
            held.delete(step.slot);
            if (!step.put) continue;
            const now = made(step.slot, step.record);
            for (const doc of now.docs) index.put(doc);
            if (now.client) clients.upsert(entryOf(now.client));
            held.set(step.slot, now);
          }
          const docs = [...held.values()].flatMap((one) => one.docs);
          const entries = [...held.values()].flatMap((one) =>
            one.client ? [entryOf(one.client)] : [],
          );
          for (const q of qs) {
            const answer = index.search(q, clients, LIMIT).groups.map((group) => ({
              kind: group.kind,
              best: group.best.map(({ id, exact, midWord }) => ({ id, exact, midWord })),
              more: group.more,
            }));
            expect(answer, q).toEqual(expected(docs, entries, q));
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
