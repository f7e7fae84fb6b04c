// Needs you's /local/ handlers (docs/local-api.md, "Needs you"): the items computed now from
// the replica and the broker's own records (shared/needs-you/rules.ts), less those a Done or a
// Snooze still puts aside; the marks; the thresholds (a preference of this workspace).
import { z } from 'zod';
import { notFoundError } from '../../api/problem-error';
import type { CharterDb } from '../../db/database';
import type { NeedsMarkRow } from '../../db/broker/rows';
import { inTransaction } from '../../db/unit-of-work';
import { historyIds, liveOnly } from '../../db/rfq-history/history';
import { isPutAside, needsYouItems } from '../../needs-you/rules';
import {
  DEFAULT_THRESHOLDS,
  needsYouThresholds,
  type NeedsYouItem,
  type NeedsYouThresholds,
} from '../../rpc/local/needs-you';
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';

const READ_TABLES = [
  'rfqs',
  'trip_requests',
  'clients',
  'proposals',
  'needs_marks',
  'broker_prefs',
  'rfq_history',
] as const;

/**
 * The quote ids of the proposals sent to the client. A proposal's document is the proposal
 * feature's: only its options' `quote_id` is read here, and a document without them shows none.
 */
const shownQuotes = z.object({
  options: z.array(z.object({ quote_id: z.string().nullish() }).loose()),
});

async function thresholdsOf(db: CharterDb): Promise<NeedsYouThresholds> {
  const row = await db.broker_prefs.get('needs_you');
  const parsed = needsYouThresholds.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : DEFAULT_THRESHOLDS;
}

/** Every item due at `now` with its mark, put aside or not. */
async function itemsNow(db: CharterDb, now: Date) {
  const [all, history, trips, proposals, thresholds] = await Promise.all([
    db.rfqs.toArray(),
    historyIds(db),
    db.trip_requests.toArray(),
    db.proposals.toArray(),
    thresholdsOf(db),
  ]);
  // History (what the remote no longer holds) needs nothing of the broker.
  const rfqs = liveOnly(all, history);
  // The trips' clients only: the list is read each minute, and a book can hold 100,000.
  const clientIds = [...new Set(trips.flatMap((trip) => trip.client_id ?? []))];
  const clients = await db.clients.bulkGet(clientIds);
  const clientNames = new Map(
    clients.flatMap((client) => (client ? [[client.id, client.name]] : [])),
  );
  const shownQuoteIds = new Set(
    proposals
      .filter((proposal) => proposal.sent_at !== null)
      .flatMap((proposal) => shownQuotes.safeParse(proposal.document).data?.options ?? [])
      .flatMap((option) => option.quote_id ?? []),
  );
  const items = needsYouItems({
    now,
    thresholds,
    shownQuoteIds,
    rfqs,
    trips: trips.map((trip) => ({
      ...trip,
      client_name: trip.client_id ? (clientNames.get(trip.client_id) ?? null) : null,
    })),
  });
  const marks = await db.needs_marks.bulkGet(items.map((item) => item.key));
  return items.map((item, at) => ({ item, mark: marks[at] }));
}

const withNotice = (item: Omit<NeedsYouItem, 'notified'>, mark: NeedsMarkRow | undefined) => ({
  ...item,
  notified: (mark?.notified_at ?? null) !== null,
});

export function needsYouHandlers(deps: ServiceDeps) {
  const { db, clock } = deps;

  return {
    async needsYou() {
      const now = clock.now();
      const all = await inTransaction(db, 'r', READ_TABLES, (db) => itemsNow(db, now));
      return {
        items: all
          .filter(({ item, mark }) => !isPutAside(item, mark, now))
          .map(({ item, mark }) => withNotice(item, mark)),
      };
    },

    markNeedsYou: ({ params, body }) =>
      inTransaction(db, 'rw', READ_TABLES, async (db) => {
        const now = clock.now();
        const found = (await itemsNow(db, now)).find(({ item }) => item.key === params.key);
        if (!found) throw notFoundError('Nothing needs you under this key now');
        await db.needs_marks.put({
          key: params.key,
          facts: found.item.facts,
          mark: body.mark,
          snoozed_until: body.mark === 'snoozed' ? body.until : null,
          // A snooze is a reminder: the item is told of again when it comes back.
          notified_at: body.mark === 'snoozed' ? null : (found.mark?.notified_at ?? null),
        });
        return null;
      }),

    markNeedsYouNotified: ({ body }) =>
      inTransaction(db, 'rw', [db.needs_marks], async (db) => {
        const marks = await db.needs_marks.bulkGet(body.keys);
        const at = clock.now().toISOString();
        // Read and written in one transaction: of two tabs recording the same key, one gets it.
        const newly = body.keys.filter((_, index) => (marks[index]?.notified_at ?? null) === null);
        await db.needs_marks.bulkPut(
          body.keys.map((key, index) => ({
            key,
            facts: marks[index]?.facts ?? '',
            mark: marks[index]?.mark ?? null,
            snoozed_until: marks[index]?.snoozed_until ?? null,
            notified_at: marks[index]?.notified_at ?? at,
          })),
        );
        return { keys: [...new Set(newly)] };
      }),

    needsYouSettings: () => thresholdsOf(db),

    async changeNeedsYouSettings({ body }) {
      await db.broker_prefs.put({
        key: 'needs_you',
        value: body,
        updated_at: clock.now().toISOString(),
      });
      return body;
    },
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
