// The proposal's local records on /local/: the margin rule and branding (defaults until
// saved, a 422 naming every field at fault) and proposals recorded, listed and reopened as sent.
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import {
  proposalList,
  proposalSettings,
  proposalView,
  type ProposalDocument,
} from '../../shared/rpc/local/proposal';
import { seededHarness } from '../service/rfq-fixtures';
import { workspaceApp } from './workspace-app';

async function proposalApp() {
  const h = await seededHarness();
  return workspaceApp(h.deps);
}

const document = (price: number): ProposalDocument => ({
  trip_number: 1042,
  client_name: 'Ada Client',
  client_email: 'ada@example.com',
  currency: 'USD',
  route: 'KTEB → KPBI',
  legs: [{ from: 'KTEB', to: 'KPBI', departure: 'Sat, Dec 12, 2026, 17:30 EST', distance_nm: 890 }],
  prepared_on: 'Nov 29, 2026',
  branding: {
    company_name: 'Skyward',
    logo: null,
    broker_name: 'Bea Broker',
    phone: '+1 212 555 0100',
    email: 'bea@skyward.example',
    terms: 'Subject to availability.',
  },
  options: [
    {
      rfq_id: 'r1',
      quote_id: 'q1',
      net_cents: 4_200_000,
      margin_cents: price - 4_200_000,
      price_cents: price,
      price: `$${price / 100}`,
      aircraft: 'Midsize jet',
      seats: 6,
      valid_until: '2026-12-02T18:00:00Z',
      validity: 'Valid until Dec 2, 2026, 1:00 PM EST',
      operator_name: null,
    },
  ],
});

describe('the margin rule and branding', () => {
  it('answer their defaults until saved, then what was saved', async () => {
    const send = await proposalApp();
    const before = proposalSettings.parse(await (await send('GET', '/proposal-settings')).json());
    expect(before.margin_rule).toEqual({ percent: 8, minimum_cents: 150000, rounding_cents: 100 });
    expect(before.branding_saved).toBe(false);

    const rule = { percent: 10.5, minimum_cents: 200000, rounding_cents: 1000 };
    expect((await send('PUT', '/proposal-settings/margin-rule', rule)).status).toBe(200);
    const brand = document(0).branding;
    expect((await send('PUT', '/proposal-settings/branding', brand)).status).toBe(200);
    const after = proposalSettings.parse(await (await send('GET', '/proposal-settings')).json());
    expect(after).toEqual({ margin_rule: rule, branding: brand, branding_saved: true });
  });

  it('refuse a branding of the wrong shape, naming every field at fault', async () => {
    const send = await proposalApp();
    const response = await send('PUT', '/proposal-settings/branding', {
      company_name: '',
      logo: 'data:image/svg+xml;base64,PHN2Zz4=',
      broker_name: '',
      phone: 'call me',
      email: 'not an email',
      terms: 'x'.repeat(2001),
    });
    expect(response.status).toBe(422);
    const fields = problem.parse(await response.json()).errors?.map((e) => e.field);
    expect(fields?.sort()).toEqual(
      ['broker_name', 'company_name', 'email', 'logo', 'phone', 'terms'].sort(),
    );
    const held = proposalSettings.parse(await (await send('GET', '/proposal-settings')).json());
    expect(held.branding_saved).toBe(false);
  });

  it('refuse a margin rule out of bounds', async () => {
    const send = await proposalApp();
    const response = await send('PUT', '/proposal-settings/margin-rule', {
      percent: 8.125,
      minimum_cents: 1.5,
      rounding_cents: 250,
    });
    expect(response.status).toBe(422);
  });
});

describe('proposals', () => {
  it('are recorded once, listed on their trip newest first and reopened as sent', async () => {
    const send = await proposalApp();
    const first = await send('PUT', '/proposals/p1', {
      trip_request_id: 't1',
      document: document(4_536_000),
    });
    expect(first.status).toBe(200);
    // The same id again (a retry) keeps the record first saved.
    await send('PUT', '/proposals/p1', { trip_request_id: 't1', document: document(9) });
    await send('PUT', '/proposals/p2', { trip_request_id: 't2', document: document(5_000_000) });

    const listed = proposalList.parse(
      await (await send('GET', '/trip-requests/t1/proposals')).json(),
    ).items;
    expect(listed.map((p) => p.id)).toEqual(['p1']);
    const reopened = proposalView.parse(await (await send('GET', '/proposals/p1')).json());
    expect(reopened.document).toEqual(document(4_536_000));
    expect(reopened.sent_at).not.toBeNull();
    expect((await send('GET', '/proposals/none')).status).toBe(404);
  });
});
