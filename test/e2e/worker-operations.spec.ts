// The /v1 operations through the app's real worker and Chromium's IndexedDB: RFQs,
// messages, withdrawals and client writes, then a reload and a browser restart prove that
// every write persisted.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  client,
  clientDetail,
  operatorContact,
  page as pageOf,
  problem,
  rfq,
  rfqBatch,
  rfqMessage,
} from '../../shared/api';
import { openPersistent, removeProfile } from './fixtures';
import { callWorker, type V1Request } from './worker-driver';

async function v1(page: Page, request: V1Request, status: number) {
  const answer = await callWorker(page, request);
  expect(answer.status, `${request.method} ${request.path}: ${JSON.stringify(answer.body)}`).toBe(
    status,
  );
  return answer.body;
}

/** A client of the demo book with a trip request that can still be quoted. */
async function quotableTrip(page: Page) {
  const busiest = pageOf(client).parse(
    await v1(page, { method: 'GET', path: '/v1/clients?sort=-trip_request_count&limit=20' }, 200),
  );
  for (const candidate of busiest.items) {
    const detail = clientDetail.parse(
      await v1(page, { method: 'GET', path: `/v1/clients/${candidate.id}` }, 200),
    );
    const trip = detail.recent_trip_requests.find((t) => ['open', 'quoted'].includes(t.status));
    if (trip) return { clientId: detail.id, tripId: trip.id };
  }
  throw new Error('the demo book has no open trip request');
}

test('RFQs, messages, withdrawals and client writes persist across reload and restart', async ({
  baseURL,
}) => {
  const profile = await mkdtemp(join(tmpdir(), 'charter-desk-ops-'));
  try {
    const first = await openPersistent(profile, baseURL ?? '');
    const { page } = first;
    await v1(page, { method: 'POST', path: '/local/seed-demo' }, 201);
    const { clientId, tripId } = await quotableTrip(page);

    const contacts = pageOf(operatorContact).parse(
      await v1(page, { method: 'GET', path: '/v1/operator-contacts?limit=2' }, 200),
    );
    const batchBody = {
      operators: contacts.items.map(({ operator_id, email }) => ({ operator_id, email })),
      note: 'Two dogs on board',
    };
    const batch = rfqBatch.parse(
      await v1(
        page,
        {
          method: 'POST',
          path: `/v1/trip-requests/${tripId}/rfqs`,
          idempotencyKey: 'e2e-batch',
          body: batchBody,
        },
        201,
      ),
    );
    expect(batch.emailed).toBe(false);
    expect(batch.items.map((item) => [item.status, item.url])).toEqual([
      ['sent', null],
      ['sent', null],
    ]);
    const [asked, withdrawn] = batch.items;

    rfqMessage.parse(
      await v1(
        page,
        {
          method: 'POST',
          path: `/v1/rfqs/${asked!.id}/messages`,
          body: { body: 'Wheels up 7am?' },
        },
        201,
      ),
    );
    const afterWithdrawal = rfq.parse(
      await v1(
        page,
        { method: 'POST', path: `/v1/rfqs/${withdrawn!.id}/withdrawals`, idempotencyKey: 'e2e-w' },
        200,
      ),
    );
    expect(afterWithdrawal.status).toBe('withdrawn');
    const again = await callWorker(page, {
      method: 'POST',
      path: `/v1/rfqs/${withdrawn!.id}/withdrawals`,
      idempotencyKey: 'e2e-w2',
    });
    expect([again.status, problem.parse(again.body).type]).toEqual([409, 'conflict']);

    await v1(
      page,
      { method: 'PATCH', path: `/v1/clients/${clientId}`, body: { notes: 'VIP' } },
      200,
    );
    const doomed = client.parse(
      await v1(
        page,
        {
          method: 'POST',
          path: '/v1/clients',
          idempotencyKey: 'e2e-doomed',
          body: { name: 'Gone' },
        },
        201,
      ),
    );
    await v1(page, { method: 'DELETE', path: `/v1/clients/${doomed.id}` }, 204);

    await page.reload();
    const rfqs = pageOf(rfq).parse(
      await v1(page, { method: 'GET', path: `/v1/trip-requests/${tripId}/rfqs` }, 200),
    );
    // One batch shares one sent_at; its RFQs are listed by id within it.
    const state = Object.fromEntries(
      rfqs.items.map((item) => [item.id, [item.status, item.message_count]]),
    );
    expect(state).toEqual({ [asked!.id]: ['sent', 1], [withdrawn!.id]: ['withdrawn', 0] });
    expect(first.errors).toEqual([]);
    await first.context.close();

    const second = await openPersistent(profile, baseURL ?? '');
    const messages = pageOf(rfqMessage).parse(
      await v1(second.page, { method: 'GET', path: `/v1/rfqs/${asked!.id}/messages` }, 200),
    );
    expect(messages.items.map((m) => [m.author, m.body])).toEqual([['broker', 'Wheels up 7am?']]);
    const reread = clientDetail.parse(
      await v1(second.page, { method: 'GET', path: `/v1/clients/${clientId}` }, 200),
    );
    expect(reread.notes).toBe('VIP');
    await v1(second.page, { method: 'GET', path: `/v1/clients/${doomed.id}` }, 404);
    const replay = await callWorker(second.page, {
      method: 'POST',
      path: `/v1/trip-requests/${tripId}/rfqs`,
      idempotencyKey: 'e2e-batch',
      body: batchBody,
    });
    expect(replay.status).toBe(201);
    expect(rfqBatch.parse(replay.body).items.map((item) => item.id)).toEqual(
      batch.items.map((item) => item.id),
    );
    expect(second.errors).toEqual([]);
    await second.context.close();
  } finally {
    await removeProfile(profile);
  }
});
