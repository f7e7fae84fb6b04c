// What a search hit says and where it opens: a client its page, a trip its screen, a message
// or note its thread, an operator the thread where it was last asked (the worker finds it;
// the Trips list when it never was).
import type { SearchHit, SearchKindName } from '../../shared/rpc/local/search-everything';
import { threadPath } from '../navigation/paths';

export const GROUP_TITLES: Record<SearchKindName, string> = {
  client: 'Clients',
  trip: 'Trips',
  operator: 'Operators',
  message: 'Messages',
  note: 'Notes',
};

const NOTE_LABELS: Record<string, string> = {
  rfq_note: 'Your note with the request',
  quote_note: 'Quote note',
  decline_note: 'Decline note',
  response_note: "Operator's note",
};

/** Where Enter on `hit` goes. */
export function hitPath(hit: SearchHit): string {
  const { clientId, tripId, rfqId } = hit.refs;
  switch (hit.kind) {
    case 'client':
      return `/clients/${hit.id}`;
    case 'trip':
      return `/trips/${hit.id}`;
    case 'operator':
    case 'message':
    case 'note':
      if (tripId && rfqId) return threadPath(tripId, rfqId);
      return clientId ? `/clients/${clientId}` : '/trips';
  }
}

/** The line under a hit's main text: who wrote it, which note, for whom. */
export function hitContext(hit: SearchHit): string | null {
  const parts: string[] = [];
  if (hit.kind === 'note' && hit.label) parts.push(NOTE_LABELS[hit.label] ?? hit.label);
  if (hit.kind === 'message' && hit.label) {
    parts.push(hit.label === 'broker' ? 'You wrote' : 'Operator wrote');
  }
  if (hit.context) parts.push(hit.context);
  // A request the remote no longer holds: found, but history.
  if (hit.history) parts.push('History');
  return parts.length === 0 ? null : parts.join(' · ');
}
