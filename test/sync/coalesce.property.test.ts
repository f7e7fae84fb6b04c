// For random sequences of client writes, with syncs in between: the remote ends the same
// with and without coalescing, and coalescing never sends more requests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { client, type Client } from '../../shared/api';
import { seededHarness } from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';
import { remoteDouble } from './remote-double';
import { iterations } from '../support/full-run';

type Step =
  | { kind: 'create'; slot: number }
  | { kind: 'patch'; slot: number; field: 'company' | 'phone' | 'notes'; value: string | null }
  | { kind: 'delete'; slot: number }
  | { kind: 'sync' };

// Few clients and fields, so writes often land on the same field between syncs.
const SLOTS = 2;
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('create' as const), slot: fc.nat(SLOTS - 1) }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('patch' as const),
      slot: fc.nat(SLOTS - 1),
      field: fc.constantFrom('company' as const, 'phone' as const),
      value: fc.option(fc.constantFrom('A', 'B'), { nil: null }),
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('delete' as const), slot: fc.nat(SLOTS - 1) }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'sync' as const }), weight: 2 },
);

/** Runs the steps on a fresh replica and remote; the remote's clients and requests sent. */
async function play(steps: readonly Step[], coalesce: boolean) {
  const remote = await remoteDouble();
  const replica = await seededHarness({ replica: { coalesce } });
  // Slot → the id the broker's screen holds (a local id stays valid through its alias).
  const ids = new Map<number, string>();
  let generation = 0;
  let sent = 0;
  const drain = async (h: Harness) => {
    sent += await h.db.outbox.count();
    await remote.drain(h);
  };
  for (const s of steps) {
    const id = s.kind === 'sync' ? undefined : ids.get(s.slot);
    if (s.kind === 'sync') await drain(replica);
    else if (s.kind === 'create' && !id) {
      const response = await replica.call('POST', '/v1/clients', {
        body: { name: `Client ${s.slot}.${generation++}` },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      ids.set(s.slot, client.parse(await response.json()).id);
    } else if (s.kind === 'patch' && id) {
      await replica.call('PATCH', `/v1/clients/${id}`, { body: { [s.field]: s.value } });
    } else if (s.kind === 'delete' && id) {
      await replica.call('DELETE', `/v1/clients/${id}`);
      ids.delete(s.slot);
    }
  }
  await drain(replica);
  const rows = await remote.server.db.clients.toArray();
  const state = rows
    .map(({ name, company, phone, notes }: Partial<Client>) => ({ name, company, phone, notes }))
    .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return { state, sent };
}

describe('coalescing, property', () => {
  it('changes nothing the remote ends with, and never sends more', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 16 }), async (steps) => {
        const plain = await play(steps, false);
        const folded = await play(steps, true);
        expect(folded.state).toEqual(plain.state);
        expect(folded.sent).toBeLessThanOrEqual(plain.sent);
      }),
      { numRuns: iterations(60, 20) },
    );
  }, 300_000);
});
