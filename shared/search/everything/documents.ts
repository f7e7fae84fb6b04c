// What the search-everything index holds of each record that is not a client (clients are
// the client index's): its kind and id, the texts a search looks in, exact codes (a trip's
// number and airport codes, an operator's designator), a trip's departure days, when it
// happened (recent ranks above old), and where opening it goes. Made from stored rows only,
// so the worker's writes and pulls can make it again whenever a row changes.
import type {
  Airport,
  Operator,
  OperatorContact,
  Rfq,
  RfqMessage,
  TripRequestSummary,
} from '../../api';
import { fold } from '../fold';
import { dayNumberOfIso, type DaySpan } from './dates';
import { operatorName } from '../../rules/rfq-states';

export const DOCUMENT_KINDS = ['trip', 'operator', 'message', 'note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The searched texts of each kind, by position in a document's `texts`. */
export const TEXT_NAMES = {
  trip: ['number', 'client', 'company', 'route'],
  operator: ['legal_name', 'trading_name', 'designator', 'contacts'],
  message: ['body'],
  note: ['text'],
} as const satisfies Record<DocumentKind, readonly string[]>;

/** Which note of an RFQ a note document is. */
export type NoteLabel = 'rfq_note' | 'quote_note' | 'decline_note' | 'response_note';

export interface DocumentRefs {
  readonly clientId?: string;
  readonly tripId?: string;
  readonly rfqId?: string;
  readonly operatorId?: string;
}

export interface SearchDocument {
  readonly kind: DocumentKind;
  /** Unique within its kind: the record's id (a note: `<rfq id>:note` or `:response`). */
  readonly id: string;
  /** As shown (TEXT_NAMES says which is which); null where the record has none. */
  readonly texts: readonly (string | null)[];
  /** Folded; a term equal to one is an exact match, ranked first. */
  readonly codes: readonly string[];
  /** A trip's departures, one per leg. */
  readonly spans: readonly DaySpan[];
  /** Epoch ms of what makes it recent; null when unknown (ranked last). */
  readonly at: number | null;
  /** Which note, or who wrote a message (`broker`, `operator`); null for others. */
  readonly label: string | null;
  /** A line shown beside it, not searched: the operator of a message or note. */
  readonly context: string | null;
  readonly refs: DocumentRefs;
}

// The stored rows' fields these read (shared/db/rows.ts): the search floor sits below the
// database's, so it names them from the contract.
type TripSource = Pick<TripRequestSummary, 'id' | 'number' | 'legs' | 'created_at'> & {
  client_id: string | null;
};
type RfqSource = Pick<
  Rfq,
  | 'id'
  | 'trip_request_id'
  | 'operator'
  | 'status'
  | 'note'
  | 'response_note'
  | 'quote_id'
  | 'sent_at'
  | 'responded_at'
>;
type MessageSource = RfqMessage & { rfq_id: string };

const NONE: readonly never[] = Object.freeze([]);
const DAY_MS = 86_400_000;

const timeOf = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** An airport as the route shows it: `KTEB TEB Teterboro`, the city after a name without it. */
function airportText(airport: Airport): string {
  const codes = [airport.icao ?? airport.code, airport.iata].filter((code) => code !== null);
  const city =
    airport.city !== null && !fold(airport.name).includes(fold(airport.city))
      ? ` (${airport.city})`
      : '';
  return `${[...new Set(codes)].join(' ')} ${airport.name}${city}`;
}

function airportsOf(trip: TripSource): Airport[] {
  const route: Airport[] = [];
  for (const leg of trip.legs) {
    for (const airport of [leg.from, leg.to]) {
      if (route.at(-1)?.id !== airport.id) route.push(airport);
    }
  }
  return route;
}

/** A trip with its client's name and company (as the client has them now). */
export function tripDocument(
  trip: TripSource,
  client: { name: string; company: string | null } | null,
): SearchDocument {
  const airports = airportsOf(trip);
  const codes = airports.flatMap((airport) =>
    [airport.code, airport.icao, airport.iata].flatMap((code) => (code ? [fold(code)] : [])),
  );
  const spans = trip.legs.flatMap((leg): DaySpan[] => {
    const from = dayNumberOfIso(leg.depart_date);
    if (from === null) return [];
    const latest = leg.latest_depart_date === null ? null : dayNumberOfIso(leg.latest_depart_date);
    return [{ from, to: Math.max(from, latest ?? from) }];
  });
  const first = spans[0];
  return {
    kind: 'trip',
    id: trip.id,
    texts: [
      `#${trip.number}`,
      client?.name ?? null,
      client?.company ?? null,
      airports.map(airportText).join(' → ') || null,
    ],
    codes: [...new Set([String(trip.number), ...codes])],
    spans,
    at: first === undefined ? timeOf(trip.created_at) : first.from * DAY_MS,
    label: null,
    context: null,
    refs: trip.client_id === null ? {} : { clientId: trip.client_id },
  };
}

/** An operator with the contacts the organization has used at it. */
export function operatorDocument(
  operator: Operator,
  contacts: readonly OperatorContact[],
): SearchDocument {
  const used = contacts.map((contact) => timeOf(contact.updated_at) ?? 0);
  return {
    kind: 'operator',
    id: operator.id,
    texts: [
      operator.legal_name,
      operator.dba_name,
      operator.designator,
      contacts
        .map((contact) => (contact.name ? `${contact.name} <${contact.email}>` : contact.email))
        .join(', ') || null,
    ],
    codes: [fold(operator.designator)],
    spans: NONE,
    at: used.length === 0 ? null : Math.max(...used),
    label: null,
    context: null,
    refs: { operatorId: operator.id },
  };
}

function rfqRefs(rfq: Pick<Rfq, 'id' | 'trip_request_id' | 'operator'>): DocumentRefs {
  return { rfqId: rfq.id, tripId: rfq.trip_request_id, operatorId: rfq.operator.id };
}

/** A message of a thread; its RFQ, when known here, says whose thread and which trip. */
export function messageDocument(
  message: MessageSource,
  rfq: RfqSource | undefined,
): SearchDocument {
  return {
    kind: 'message',
    id: message.id,
    texts: [message.body],
    codes: NONE,
    spans: NONE,
    at: timeOf(message.at),
    label: message.author,
    context: rfq ? operatorName(rfq) : null,
    refs: rfq ? rfqRefs(rfq) : { rfqId: message.rfq_id },
  };
}

/** Which note an operator's answer is: the quote's, the decline's, or a note alone. */
function responseLabel(rfq: RfqSource): NoteLabel {
  if (rfq.quote_id !== null || rfq.status === 'quoted') return 'quote_note';
  return rfq.status === 'declined' ? 'decline_note' : 'response_note';
}

/**
 * An RFQ's notes: the broker's note sent with it (`note`) and the operator's note with the
 * answer (`response_note`: the quote's note, as the replica holds a quote's note, or the
 * decline's). None when it has neither.
 */
export function noteDocuments(rfq: RfqSource): SearchDocument[] {
  const note = (suffix: string, text: string, label: NoteLabel, at: string | null) => ({
    kind: 'note' as const,
    id: `${rfq.id}:${suffix}`,
    texts: [text],
    codes: NONE,
    spans: NONE,
    at: timeOf(at),
    label,
    context: operatorName(rfq),
    refs: rfqRefs(rfq),
  });
  return [
    ...(rfq.note ? [note('note', rfq.note, 'rfq_note', rfq.sent_at)] : []),
    ...(rfq.response_note
      ? [note('response', rfq.response_note, responseLabel(rfq), rfq.responded_at ?? rfq.sent_at)]
      : []),
  ];
}

/** The ids of the note documents an RFQ may have: to remove them when it goes or changes. */
export function noteIdsOf(rfqId: string): string[] {
  return [`${rfqId}:note`, `${rfqId}:response`];
}

/** Whether two documents search and show alike: a pull that changes nothing costs nothing. */
export function sameDocument(a: SearchDocument, b: SearchDocument): boolean {
  const same = <T>(x: readonly T[], y: readonly T[], equal = (p: T, q: T) => p === q) =>
    x.length === y.length && x.every((item, at) => equal(item, y[at] as T));
  return (
    a.kind === b.kind &&
    a.id === b.id &&
    a.at === b.at &&
    a.label === b.label &&
    a.context === b.context &&
    same(a.texts, b.texts) &&
    same(a.codes, b.codes) &&
    same(a.spans, b.spans, (p, q) => p.from === q.from && p.to === q.to) &&
    JSON.stringify(a.refs) === JSON.stringify(b.refs)
  );
}
