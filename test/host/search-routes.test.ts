// Search everything on /local/search, through the worker's host: it finds what a pull brought
// and what the broker wrote through /v1 (the index follows commits), what an operator's
// message brought in a later pull, and, after a reload, all of it again (the index is made
// anew from the tables); a query out of bounds is a 422.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEverythingOf } from '../../shared/host/search/live-everything';
import { searchAnswer, type SearchAnswer } from '../../shared/rpc/local/search-everything';
import { syncStatus } from '../../shared/rpc/local/sync-status';
import {
  ALPHA_TRIP,
  KEYS,
  operatorAt,
  startTestApi,
  testConfig,
} from '../remote-api/remote-harness';
import { seededHarness } from '../service/rfq-fixtures';
import { until } from '../support/until';
import { hostFixture, tabsOfOneBrowser, workdayClocks, type HostFixture } from './host-fixture';

let fixtures: HostFixture[] = [];
let remote: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  for (const fixture of fixtures) await fixture.host.close();
  await remote?.close();
  fixtures = [];
  remote = undefined;
});

async function search(host: HostFixture, q: string): Promise<SearchAnswer> {
  return searchAnswer.parse(
    await host.json('GET', `/local/search?q=${encodeURIComponent(q)}&limit=20`),
  );
}

/** The ids of `kind` found for `q`, once the index has loaded. */
async function found(host: HostFixture, q: string, kind: string): Promise<string[]> {
  const answer = await search(host, q);
  return answer.groups.flatMap((group) =>
    group.kind === kind ? group.hits.map((hit) => hit.id) : [],
  );
}

async function synced(host: HostFixture) {
  await until('sync to settle', async () => {
    const status = syncStatus.parse(await host.json('GET', '/local/sync'));
    return status.pending + status.in_flight === 0 && status.pull.stage === 'steady';
  });
}

describe('search everything', () => {
  it('finds what a pull and a /v1 write brought, and again after a reload', async () => {
    const workday = workdayClocks();
    remote = await startTestApi({ ...testConfig(), clock: workday.remote });
    const host = await hostFixture({ clock: workday.host });
    fixtures.push(host);
    await host.json('PUT', '/local/settings', { remote_url: remote.url, api_key: KEYS.alphaWrite });
    await synced(host);
    const trip = (await host.json('GET', `/local/trip-requests/${ALPHA_TRIP}`)) as {
      number: number;
    };
    await until('the pulled trip to be found by its number', async () =>
      (await found(host, String(trip.number), 'trip')).includes(ALPHA_TRIP),
    );
    const operator = operatorAt(0);

    // Written through /v1: an RFQ with the broker's note.
    const batch = (await host.json('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      operators: [{ operator_id: operator.id, email: 'desk@operator.example' }],
      note: 'Oysters and caviar for six, please.',
    })) as { items: { id: string }[] };
    const rfqId = batch.items[0]!.id;
    await until('the note written through /v1 to be found', async () =>
      (await search(host, 'oysters caviar')).groups.some(
        (group) =>
          group.kind === 'note' &&
          group.hits.some(
            (hit) =>
              hit.refs.tripId === ALPHA_TRIP &&
              hit.texts.some((text) => text.text.includes('Oysters') && text.marks.length > 0),
          ),
      ),
    );
    await synced(host);
    await until('the operator to be found by its designator', async () =>
      (await found(host, operator.designator, 'operator')).includes(operator.id),
    );

    // Brought by a pull: the operator's message, sent on the remote.
    const listed = (await (
      await remote.call('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`)
    ).json()) as { items: { id: string }[] };
    const remoteRfq = listed.items[0]!;
    await remote.sim(
      'POST',
      `/rfqs/${remoteRfq.id}/messages`,
      { body: 'The Global is in maintenance.' },
      201,
    );
    await host.json('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`);
    await host.json('GET', `/v1/rfqs/${remoteRfq.id}/messages`);
    await until('the pulled message to be found', async () =>
      (await search(host, 'maintenance')).groups.some(
        (group) => group.kind === 'message' && group.hits[0]?.refs.tripId === ALPHA_TRIP,
      ),
    );
    expect(rfqId).toBeTruthy();

    // A reload: the worker starts again over the same IndexedDB.
    await host.host.close();
    fixtures = [];
    const again = await hostFixture({ clock: workday.host }, host.indexedDB);
    fixtures.push(again);
    await until(
      'the reloaded index to have loaded',
      async () => !(await search(again, 'x')).loading,
    );
    expect((await search(again, 'maintenance')).groups.map((group) => group.kind)).toContain(
      'message',
    );
    expect(await found(again, 'oysters', 'note')).toHaveLength(1);
    expect(await found(again, String(trip.number), 'trip')).toContain(ALPHA_TRIP);
  });

  it("tells the page once another tab's write is searchable, and answers with it", async () => {
    const tab = tabsOfOneBrowser();
    const first = await hostFixture({ crossTab: tab() });
    fixtures.push(first);
    await first.json('POST', '/local/seed-demo');
    await until('the demo to be searchable', async () => !(await search(first, 'x')).loading);
    // Another tab's worker: another connection to the same database writes an RFQ's note.
    const second = await hostFixture({ crossTab: tab() }, first.indexedDB);
    fixtures.push(second);
    const trips = (await second.json('GET', '/local/trips?status=open&limit=1')) as {
      items: { id: string }[];
    };
    const contacts = (await second.json('GET', '/v1/operator-contacts?limit=1')) as {
      items: { operator_id: string; email: string }[];
    };
    const told = first.events.filter((event) => event.name === 'changed').length;
    await second.json('POST', `/v1/trip-requests/${trips.items[0]!.id}/rfqs`, {
      operators: [{ operator_id: contacts.items[0]!.operator_id, email: contacts.items[0]!.email }],
      note: 'Oat milk for the return leg, please.',
    });
    // The other tab's worker tells this one (their BroadcastChannel): its index is made
    // again, then the page is told and asks again, as the open results do.
    let asked = told;
    let shown: string[] = [];
    await until('the page, asking again each time it is told, to show the note', async () => {
      const now = first.events.filter((event) => event.name === 'changed').length;
      if (now > asked) [asked, shown] = [now, await found(first, 'oat milk', 'note')];
      return shown.length === 1;
    });
  });

  it('loads its index once: a later search reads no table it was made from', async () => {
    const { deps } = await seededHarness();
    const everything = liveEverythingOf(deps.db);
    await everything.start();
    expect(
      everything.index.search('Teterboro', null, 5).groups.some((group) => group.kind === 'trip'),
    ).toBe(true);
    // The search handler starts it at every query: each had read every table again, and
    // told the page its records changed, which asked the open search again, and so on.
    const read = vi.spyOn(deps.db.trip_requests, 'orderBy');
    await everything.start();
    expect(read).not.toHaveBeenCalled();
    everything.stop();
  });

  it('refuses an empty query, one too long, and a limit out of 1–20', async () => {
    const host = await hostFixture();
    fixtures.push(host);
    for (const path of ['?q=', `?q=${'a'.repeat(121)}`, '?q=a&limit=0', '?q=a&limit=21']) {
      expect((await host.send('GET', `/local/search${path}`)).status, path).toBe(422);
    }
    const answer = await search(host, 'nothing here');
    expect(answer).toMatchObject({ q: 'nothing here', groups: [] });
  });
});
