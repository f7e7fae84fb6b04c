// A trip's timeline on /local/: every RFQ's sending (to whom), opening, quote, decline and
// withdrawal, each message's first words, and the proposals made and emailed, newest first,
// from this computer's records alone; 404 for a trip it does not hold.
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import { tripTimeline } from '../../shared/rpc/local/timeline';
import {
  declineRfq,
  postOperatorMessage,
  quoteRfq,
  viewRfq,
} from '../../shared/service/rfqs/operator-actions';
import { excerptOf } from '../../shared/host/timeline/trip-timeline';
import { batchRequest, seededHarness, sendBatch, trips, unknownId } from '../service/rfq-fixtures';
import { proposalDocumentAt } from './proposal-document';
import { workspaceApp } from './workspace-app';

const MINUTE = 60_000;

describe('a trip’s timeline', () => {
  it('tells each RFQ’s story and the proposals, newest first', async () => {
    const h = await seededHarness();
    const send = workspaceApp(h.deps);
    const [a, b, c] = (await sendBatch(h, batchRequest([0, 1, 2]))).items;
    h.clock.advance(MINUTE);
    await viewRfq(h.deps, a!.id);
    h.clock.advance(MINUTE);
    await quoteRfq(h.deps, a!.id, { amount_cents: 4_650_000 });
    h.clock.advance(MINUTE);
    await declineRfq(h.deps, b!.id);
    h.clock.advance(MINUTE);
    await postOperatorMessage(h.deps, a!.id, {
      body: 'The Challenger 350 is free that day.\n\nWe can hold it until Friday noon, with catering on board and de-icing at cost.',
    });
    h.clock.advance(MINUTE);
    const withdrawn = await h.call('POST', `/v1/rfqs/${c!.id}/withdrawals`, {
      headers: { 'Idempotency-Key': 'w-1' },
    });
    expect(withdrawn.status, await withdrawn.clone().text()).toBeLessThan(300);
    // Emailed as made; another only downloaded; the first emailed again, from as it was sent.
    h.clock.advance(MINUTE);
    const made = { trip_request_id: trips.open, document: proposalDocumentAt(4_536_000) };
    await send('PUT', '/proposals/p1', { ...made, emailed_to: 'ada@example.com' });
    h.clock.advance(MINUTE);
    await send('PUT', '/proposals/p2', made);
    h.clock.advance(MINUTE);
    const resent = await send('POST', '/proposals/p1/emails', { id: 's2', to: 'ada@example.com' });
    expect(resent.status, await resent.clone().text()).toBe(200);
    const response = await send('GET', `/trip-requests/${trips.open}/timeline`);
    expect(response.status, await response.clone().text()).toBe(200);
    const timeline = tripTimeline.parse(await response.json());
    expect(timeline.currency).toBe('USD');
    const story = timeline.items.map((entry) => {
      const who = 'operator_name' in entry ? entry.operator_name : entry.proposal_id;
      return `${entry.kind} ${who}`;
    });
    expect(story).toEqual([
      'proposal_emailed p1',
      'proposal_made p2',
      // Emailed the moment it was made: the sending is the later step.
      'proposal_emailed p1',
      'proposal_made p1',
      'message Operator 0',
      // A decline opens the request too, at the same moment: the later step first.
      'declined Operator 1 Aviation LLC',
      'rfq_viewed Operator 1 Aviation LLC',
      'quoted Operator 0',
      'rfq_viewed Operator 0',
      // A withdrawal keeps no time: it stands just after its RFQ's last known event.
      'withdrawn Operator 2',
      ...['rfq_sent', 'rfq_sent', 'rfq_sent'].map((kind) => expect.stringMatching(kind)),
    ]);
    const quoted = timeline.items.find((entry) => entry.kind === 'quoted');
    expect(quoted).toMatchObject({ rfq_id: a!.id, amount_cents: 4_650_000 });
    const sentToB = timeline.items.find(
      (entry) => entry.kind === 'rfq_sent' && entry.rfq_id === b!.id,
    );
    expect(sentToB).toMatchObject({ to: 'Dispatch 1 <dispatch1@operator.example>' });
    const message = timeline.items.find((entry) => entry.kind === 'message');
    expect(message).toMatchObject({
      author: 'operator',
      excerpt: 'The Challenger 350 is free that day. We can hold it until Friday noon, with…',
    });
    expect(timeline.items.find((entry) => entry.kind === 'withdrawn')!.at).toBeNull();
    expect(timeline.items[0]).toMatchObject({
      to: 'ada@example.com',
      at: h.clock.now().toISOString(),
    });
  });

  it('is empty for a trip with nothing sent, and 404 for a trip not held here', async () => {
    const h = await seededHarness();
    const send = workspaceApp(h.deps);
    const empty = await send('GET', `/trip-requests/${trips.open}/timeline`);
    expect(tripTimeline.parse(await empty.json()).items).toEqual([]);
    const missing = await send('GET', `/trip-requests/${unknownId}/timeline`);
    expect(missing.status).toBe(404);
    expect(problem.parse(await missing.json()).type).toBe('not_found');
  });
});

describe('a message’s first words', () => {
  it('keeps a short message whole and cuts a long one between words', () => {
    expect(excerptOf('  Available.\n Price to follow. ')).toBe('Available. Price to follow.');
    expect(excerptOf('x'.repeat(100))).toBe(`${'x'.repeat(80)}…`);
  });
});
