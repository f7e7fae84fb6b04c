// Walking every page of a list while records are inserted and deleted between pages never
// returns a record twice and never skips one that existed throughout (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operatorContact, page, rfq, rfqMessage } from '../../shared/api';
import { operatorAt, sendOne, seededHarness, storedRfq, trips } from './rfq-fixtures';
import { iterations } from '../support/full-run';

type H = Awaited<ReturnType<typeof seededHarness>>;

/** A list under test: where it is read, and how a record is placed or removed directly. */
interface Subject {
  path: string;
  item: z.ZodType<object>;
  keyOf(item: object): string;
  /** Stores a record at sort position `slot` (ties are frequent); returns its key, or null if outside the list. */
  insert(slot: number, uid: string): Promise<string | null>;
  remove(key: string): Promise<void>;
}

const slotTime = (slot: number) =>
  new Date(Date.parse('2026-11-20T08:00:00.000Z') + slot * 60_000).toISOString();

const subjects: Record<string, (h: H) => Promise<Subject>> = {
  "a trip request's RFQs": async (h) => ({
    path: `/v1/trip-requests/${trips.open}/rfqs`,
    item: rfq,
    keyOf: (item) => (item as { id: string }).id,
    insert: async (slot, uid) => {
      await h.db.rfqs.add(storedRfq({ id: uid, sent_at: slotTime(slot) }));
      return uid;
    },
    remove: (key) => h.db.rfqs.delete(key),
  }),
  "an RFQ's messages": async (h) => {
    const { id: rfqId } = await sendOne(h);
    return {
      path: `/v1/rfqs/${rfqId}/messages`,
      item: rfqMessage,
      keyOf: (item) => (item as { id: string }).id,
      insert: async (slot, uid) => {
        const row = { id: uid, rfq_id: rfqId, at: slotTime(slot), author: 'broker' as const };
        await h.db.messages.add({ ...row, author_name: 'Test', body: 'Hi' });
        return uid;
      },
      remove: (key) => h.db.messages.delete(key),
    };
  },
  'operator contacts of two operators': async (h) => {
    const listed = [operatorAt(2).id, operatorAt(0).id];
    const pool = [...listed, operatorAt(1).id];
    const keyOf = (item: object) => {
      const contact = item as { operator_id: string; email: string };
      return `${contact.operator_id} ${contact.email}`;
    };
    return {
      path: `/v1/operator-contacts?operator_id[]=${listed[0]}&operator_id[]=${listed[1]}`,
      item: operatorContact,
      keyOf,
      insert: async (slot, uid) => {
        const contact = {
          operator_id: pool[slot % 3] as string,
          email: `${uid}@op.example`,
          name: null,
          updated_at: slotTime(slot),
        };
        await h.db.operator_contacts.add(contact);
        return listed.includes(contact.operator_id) ? keyOf(contact) : null;
      },
      remove: async (key) => {
        const [operatorId = '', email = ''] = key.split(' ');
        await h.db.operator_contacts.delete([operatorId, email]);
      },
    };
  },
};

const record = fc.record({ slot: fc.integer({ min: 0, max: 5 }), uid: fc.uuid({ version: 4 }) });
const scenario = fc.record({
  initial: fc.array(record, { maxLength: 12 }),
  limit: fc.integer({ min: 1, max: 4 }),
  steps: fc.array(
    fc.record({
      inserts: fc.array(record, { maxLength: 3 }),
      deletes: fc.array(fc.nat(), { maxLength: 2 }),
    }),
    { maxLength: 12 },
  ),
});

describe.each(Object.keys(subjects))('walking %s', (name) => {
  it('never repeats a record nor skips one that existed throughout', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ initial, limit, steps }) => {
        const h = await seededHarness();
        const subject = await (subjects[name] as (h: H) => Promise<Subject>)(h);
        const used = new Set<string>();
        const live: string[] = [];
        const place = async ({ slot, uid }: { slot: number; uid: string }) => {
          if (used.has(uid)) return;
          used.add(uid);
          const key = await subject.insert(slot, uid);
          if (key !== null) live.push(key);
        };
        for (const item of initial) await place(item);
        const throughout = new Set(live);

        const seen: string[] = [];
        let cursor: string | null = null;
        for (let i = 0; ; i += 1) {
          const query: string = cursor === null ? '' : `&cursor=${cursor}`;
          const separator = subject.path.includes('?') ? '&' : '?';
          const response = await h.call('GET', `${subject.path}${separator}limit=${limit}${query}`);
          expect(response.status).toBe(200);
          const current = page(subject.item).parse(await response.json());
          seen.push(...current.items.map(subject.keyOf));
          cursor = current.next_cursor;
          if (cursor === null) break;
          for (const uid of steps[i]?.deletes ?? []) {
            const [key] = live.splice(uid % Math.max(live.length, 1), 1);
            if (key === undefined) continue;
            throughout.delete(key);
            await subject.remove(key);
          }
          for (const item of steps[i]?.inserts ?? []) await place(item);
        }

        expect(new Set(seen).size).toBe(seen.length);
        for (const key of throughout) expect(seen).toContain(key);
      }),
      { numRuns: iterations(40, 15) },
    );
  });
});
