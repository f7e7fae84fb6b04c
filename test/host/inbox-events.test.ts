// The page hears what a pull brought from the operators, as the `inbox` event: a quote on an
// RFQ the broker asked for arrives once, as the Inbox shows it, and raises the unread count.
import { afterEach, describe, expect, it } from 'vitest';
import { syncStatus } from '../../shared/rpc/local/sync-status';
import { inboxArrivals, inboxCount } from '../../shared/rpc/local/inbox';
import {
  ALPHA_TRIP,
  KEYS,
  operatorAt,
  startTestApi,
  testConfig,
  type TestApi,
} from '../remote-api/remote-harness';
import { until } from '../support/until';
import { hostFixture, workdayClocks, type HostFixture } from './host-fixture';

let fixture: HostFixture | undefined;
let remote: TestApi | undefined;
afterEach(async () => {
  await fixture?.host.close();
  await remote?.close();
  fixture = remote = undefined;
});

const arrivalsOf = (f: HostFixture) =>
  f.events
    .filter((event) => event.name === 'inbox')
    .map((event) => inboxArrivals.parse(event.args));

describe('the inbox event', () => {
  it('tells the page of a quote a pull brings, once', async () => {
    const workday = workdayClocks();
    remote = await startTestApi({ ...testConfig(), clock: workday.remote });
    const host = (fixture = await hostFixture({ clock: workday.host }));
    await host.json('PUT', '/local/settings', { remote_url: remote.url, api_key: KEYS.alphaWrite });
    await until(
      'the first pull to bring the trip',
      async () => (await host.send('GET', `/local/trip-requests/${ALPHA_TRIP}`)).ok,
    );
    const operator = operatorAt(0);
    await host.json('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      operators: [{ operator_id: operator.id, email: 'desk@operator.example' }],
    });
    await until('the batch to sync and the first pull to end', async () => {
      const status = syncStatus.parse(await host.json('GET', '/local/sync'));
      return status.pending + status.in_flight === 0 && status.pull.stage === 'steady';
    });
    expect(arrivalsOf(host)).toEqual([]);

    const listed = (await (
      await remote.call('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`)
    ).json()) as {
      items: { id: string }[];
    };
    const rfqId = listed.items[0]!.id;
    await remote.sim('POST', `/rfqs/${rfqId}/quote`, { amount_cents: 2_400_000, note: 'Firm.' });
    // The trip's screen asks for a fresh copy of its RFQs.
    await host.json('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`);
    await until('the inbox event', async () => arrivalsOf(host).length > 0);

    expect(arrivalsOf(host)).toEqual([
      {
        items: [
          expect.objectContaining({
            key: `answer:${rfqId}`,
            kind: 'quote',
            unread: true,
            rfq_id: rfqId,
            trip_request_id: ALPHA_TRIP,
            operator_name: operator.dba_name ?? operator.legal_name,
            amount_cents: 2_400_000,
            text: 'Firm.',
          }),
        ],
      },
    ]);
    expect(inboxCount.parse(await host.json('GET', '/local/inbox/count'))).toEqual({ unread: 1 });
  });
});
