// A trip's timeline from the rows this computer holds: each RFQ's sending, opening, answer
// and withdrawal, each message, each proposal made and each time it was emailed. Newest
// first, as the Inbox reads (docs/decisions.md, "The trip's timeline"): what the broker opens
// a trip to learn is what happened last.
import type { MessageRow, RfqRow } from '../../db/rows';
import type { ProposalRow } from '../../db/broker/rows';
import type { TimelineEntry } from '../../rpc/local/timeline';
import { operatorName } from '../../rules/rfq-states';

const EXCERPT_LENGTH = 80;

/** The first words of a message, cut between words: "Can you confirm the tail…". */
export function excerptOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** An entry with the time it sorts at (a withdrawal's is its RFQ's last known event's). */
interface Placed {
  entry: TimelineEntry;
  sortAt: number;
  /** Among entries of the same moment, the later step of a thread first. */
  step: number;
}

function rfqEntries(rfq: RfqRow, messages: readonly MessageRow[], history: boolean): Placed[] {
  const on = { rfq_id: rfq.id, operator_name: operatorName(rfq), history };
  const placed: Placed[] = [];
  const add = (entry: TimelineEntry, step: number) =>
    placed.push({ entry, sortAt: entry.at === null ? NaN : Date.parse(entry.at), step });
  const to = rfq.contact_name ? `${rfq.contact_name} <${rfq.contact_email}>` : rfq.contact_email;
  add({ kind: 'rfq_sent', key: `sent:${rfq.id}`, ...on, at: rfq.sent_at, to }, 0);
  if (rfq.viewed_at)
    add({ kind: 'rfq_viewed', key: `viewed:${rfq.id}`, ...on, at: rfq.viewed_at }, 1);
  const { responded_at: answered, quote_amount_cents: amount } = rfq;
  // A withdrawal keeps the quote it followed (the RFQ's quote fields stay as they were).
  if (answered && amount !== null && (rfq.status === 'quoted' || rfq.status === 'withdrawn')) {
    add({ kind: 'quoted', key: `quoted:${rfq.id}`, ...on, at: answered, amount_cents: amount }, 2);
  }
  if (answered && rfq.status === 'declined') {
    add({ kind: 'declined', key: `declined:${rfq.id}`, ...on, at: answered }, 2);
  }
  for (const message of messages) {
    add(
      {
        kind: 'message',
        key: `message:${message.id}`,
        ...on,
        at: message.at,
        author: message.author,
        author_name: message.author_name,
        excerpt: excerptOf(message.body),
      },
      3,
    );
  }
  if (rfq.status === 'withdrawn') {
    const last = Math.max(...placed.map((item) => item.sortAt));
    placed.push({
      entry: { kind: 'withdrawn', key: `withdrawn:${rfq.id}`, ...on, at: null },
      sortAt: last,
      step: 4,
    });
  }
  return placed;
}

function proposalEntries(proposal: ProposalRow): Placed[] {
  const on = { proposal_id: proposal.id };
  const made: Placed = {
    entry: { kind: 'proposal_made', key: `made:${proposal.id}`, ...on, at: proposal.made_at },
    sortAt: Date.parse(proposal.made_at),
    step: 0,
  };
  // Emailed as it was made (the same moment): the sending is the later step.
  const emailed = proposal.emailed.map((sending): Placed => ({
    entry: {
      kind: 'proposal_emailed',
      key: `emailed:${proposal.id}:${sending.id}`,
      ...on,
      at: sending.at,
      to: sending.to,
    },
    sortAt: Date.parse(sending.at),
    step: 1,
  }));
  return [made, ...emailed];
}

/**
 * The trip's entries, newest first (ties: the later step, then by key, so the order holds);
 * those of the RFQs in `history` say so.
 */
export function tripTimelineOf(
  rfqs: readonly RfqRow[],
  messages: readonly MessageRow[],
  proposals: readonly ProposalRow[],
  history: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): TimelineEntry[] {
  return [
    ...rfqs.flatMap((rfq) =>
      rfqEntries(
        rfq,
        messages.filter((message) => message.rfq_id === rfq.id),
        history.has(rfq.id),
      ),
    ),
    ...proposals.flatMap(proposalEntries),
  ]
    .sort(
      (a, b) => b.sortAt - a.sortAt || b.step - a.step || a.entry.key.localeCompare(b.entry.key),
    )
    .map((item) => item.entry);
}
