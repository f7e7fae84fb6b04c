// The proposal's local records (docs/local-api.md, "Proposals"): the margin rule and the
// branding as broker_prefs rows (their defaults while unsaved), and each proposal recorded as
// it went out, its document frozen, listed on its trip newest first. Never synced.
import { notFoundError } from '../../api/problem-error';
import type { ProposalRow } from '../../db/broker/rows';
import { inTransaction } from '../../db/unit-of-work';
import {
  branding as brandingSchema,
  DEFAULT_MARGIN_RULE,
  EMPTY_BRANDING,
  marginRule as marginRuleSchema,
  proposalDocument,
  type ProposalSettings,
  type ProposalView,
} from '../../rpc/local/proposal';
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';

/** A row's document parsed again with the feature's schema (rows.ts holds it as unknown). */
const viewOf = (row: ProposalRow): ProposalView => ({
  ...row,
  document: proposalDocument.parse(row.document),
});

export function proposalHandlers(deps: ServiceDeps) {
  const { db } = deps;

  async function settings(): Promise<ProposalSettings> {
    const [rule, brand] = await Promise.all([
      db.broker_prefs.get('margin_rule'),
      db.broker_prefs.get('branding'),
    ]);
    // A value an older build wrote that no longer parses falls back to the default.
    const savedRule = marginRuleSchema.safeParse(rule?.value);
    const savedBrand = brandingSchema.safeParse(brand?.value);
    return {
      margin_rule: savedRule.success ? savedRule.data : DEFAULT_MARGIN_RULE,
      branding: savedBrand.success ? savedBrand.data : EMPTY_BRANDING,
      branding_saved: savedBrand.success,
    };
  }

  const savePref = async (key: 'margin_rule' | 'branding', value: unknown) => {
    await db.broker_prefs.put({ key, value, updated_at: deps.clock.now().toISOString() });
    return settings();
  };

  return {
    proposalSettings: () => settings(),
    saveMarginRule: ({ body }) => savePref('margin_rule', body),
    saveBranding: ({ body }) => savePref('branding', body),

    async tripProposals({ params }) {
      const rows = await db.proposals.where('trip_request_id').equals(params.id).toArray();
      rows.sort((a, b) => b.made_at.localeCompare(a.made_at) || b.id.localeCompare(a.id));
      return { items: rows.map(viewOf) };
    },

    async proposal({ params }) {
      const row = await db.proposals.get(params.id);
      if (!row) throw notFoundError('No proposal with this id');
      return viewOf(row);
    },

    /**
     * Saving again (the page retries) keeps the first record: a sent proposal never changes.
     * Sent by Email to client, its first emailing is recorded with it, at the same moment.
     */
    saveProposal: ({ params, body }) =>
      inTransaction(db, 'rw', [db.proposals], async (db) => {
        const held = await db.proposals.get(params.id);
        if (held) return viewOf(held);
        const now = deps.clock.now().toISOString();
        const { emailed_to: to, ...fields } = body;
        const emailed = to === undefined ? [] : [{ id: params.id, at: now, to }];
        const row: ProposalRow = { id: params.id, ...fields, made_at: now, sent_at: now, emailed };
        await db.proposals.put(row);
        return viewOf(row);
      }),

    /** The proposal as sent, emailed again; a sending already recorded (a retry) is kept once. */
    recordProposalEmail: ({ params, body }) =>
      inTransaction(db, 'rw', [db.proposals], async (db) => {
        const held = await db.proposals.get(params.id);
        if (!held) throw notFoundError('No proposal with this id');
        if (held.emailed.some((sending) => sending.id === body.id)) return viewOf(held);
        const sending = { id: body.id, at: deps.clock.now().toISOString(), to: body.to };
        const row: ProposalRow = { ...held, emailed: [...held.emailed, sending] };
        await db.proposals.put(row);
        return viewOf(row);
      }),
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
