// A trip's timeline entries in the broker's words: the operator, the amount in the trip's
// currency, who wrote a message and its first words, a proposal made and sent.
import { describe, expect, it } from 'vitest';
import { timelineWords } from '../../renderer/trips/timeline/timeline-words';
import { formatMoney } from '../../renderer/ui/format';

const on = { key: 'k', rfq_id: 'r1', operator_name: 'Harbor Jets', history: false };
const at = '2026-12-01T10:00:00Z';

describe('timelineWords', () => {
  it('says what happened on an RFQ, and to whom', () => {
    expect(timelineWords({ kind: 'rfq_sent', ...on, at, to: 'Megan <m@h.example>' }, 'USD')).toBe(
      'Request for a quote sent to Harbor Jets (Megan <m@h.example>)',
    );
    expect(timelineWords({ kind: 'quoted', ...on, at, amount_cents: 4_650_000 }, 'EUR')).toBe(
      `Harbor Jets quoted ${formatMoney(4_650_000, 'EUR')}`,
    );
    expect(timelineWords({ kind: 'withdrawn', ...on, at: null }, 'USD')).toBe(
      'You withdrew the request to Harbor Jets',
    );
  });

  it('says who wrote a message, a proposal made and to whom it was emailed', () => {
    const message = { kind: 'message' as const, ...on, at, author_name: 'Megan', excerpt: 'Free' };
    expect(timelineWords({ ...message, author: 'operator' }, 'USD')).toBe(
      'Megan (Harbor Jets) wrote: “Free”',
    );
    expect(timelineWords({ ...message, author: 'broker' }, 'USD')).toBe(
      'You wrote to Harbor Jets: “Free”',
    );
    const proposal = { key: 'p', proposal_id: 'p1', at };
    expect(timelineWords({ kind: 'proposal_made', ...proposal }, 'USD')).toBe('Proposal made');
    const emailed = { kind: 'proposal_emailed' as const, ...proposal, to: 'ada@client.example' };
    expect(timelineWords(emailed, 'USD')).toBe('Proposal emailed to ada@client.example');
  });
});
