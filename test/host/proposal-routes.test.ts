// The proposal's local records on /local/: the margin rule and branding (defaults until
// saved, a 422 naming every field at fault) and proposals recorded, listed and reopened as sent.
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import { proposalList, proposalSettings, proposalView } from '../../shared/rpc/local/proposal';
import { seededHarness } from '../service/rfq-fixtures';
import { proposalDocumentAt as document } from './proposal-document';
import { workspaceApp } from './workspace-app';

async function proposalApp() {
  const h = await seededHarness();
  return workspaceApp(h.deps);
}

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

  it('record each time Email to client sent one, and never a PDF saved', async () => {
    const h = await seededHarness();
    const send = workspaceApp(h.deps);
    const emailed = async (id: string) =>
      proposalView.parse(await (await send('GET', `/proposals/${id}`)).json()).emailed;
    const downloaded = { trip_request_id: 't1', document: document(4_536_000) };
    await send('PUT', '/proposals/pdf', downloaded);
    expect(await emailed('pdf')).toEqual([]);

    const madeAt = h.clock.now().toISOString();
    const body = { ...downloaded, emailed_to: 'ada@example.com' };
    expect((await send('PUT', '/proposals/mail', body)).status).toBe(200);
    expect(await emailed('mail')).toEqual([{ id: 'mail', at: madeAt, to: 'ada@example.com' }]);

    // Sent again from the proposal as sent; its retry (the same id) records nothing more.
    h.clock.advance(60_000);
    const again = { id: 'send-2', to: 'ada.new@example.com' };
    expect((await send('POST', '/proposals/mail/emails', again)).status).toBe(200);
    await send('POST', '/proposals/mail/emails', again);
    expect(await emailed('mail')).toEqual([
      { id: 'mail', at: madeAt, to: 'ada@example.com' },
      { id: 'send-2', at: h.clock.now().toISOString(), to: 'ada.new@example.com' },
    ]);

    const refused = await send('POST', '/proposals/mail/emails', { id: 'x', to: 'nobody' });
    expect(problem.parse(await refused.json()).errors?.map((e) => e.field)).toEqual(['to']);
    expect((await send('POST', '/proposals/none/emails', again)).status).toBe(404);
  });

  it('stored before they recorded their emailing read as emailed never', async () => {
    const h = await seededHarness();
    const stored = { id: 'old', trip_request_id: 't1', made_at: h.clock.now().toISOString() };
    const row = { ...stored, sent_at: stored.made_at, document: document(4_536_000) };
    // As an older build wrote it: no `emailed`.
    await h.deps.db.proposals.put(row as unknown as Parameters<typeof h.deps.db.proposals.put>[0]);
    const response = await workspaceApp(h.deps)('GET', '/proposals/old');
    expect(proposalView.parse(await response.json())).toMatchObject({ ...row, emailed: [] });
  });
});
