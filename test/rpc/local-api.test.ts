// The page's /local/ calls, made from the operations table, against the worker's host over
// a real MessageChannel: paths filled from the templates, answers parsed with the table's
// schemas (a chunk of the export as bytes with its headers decoded, a 204 as null), a
// problem thrown as a ProblemFailure, an answer that breaks the table refused.
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ParseError } from '../../shared/encoding/parse-unknown';
import type { SettingsView } from '../../shared/rpc/local/settings';
import { createLocalApi } from '../../renderer/connection/local-api';
import { ProblemFailure } from '../../renderer/connection/results';
import { hostFixture, type HostFixture } from '../host/host-fixture';
import { closeChannels, connect } from './channel';

let fixture: HostFixture | null = null;

afterEach(async () => {
  closeChannels();
  await fixture?.host.close();
  fixture = null;
});

async function localOfHost() {
  fixture = await hostFixture();
  const { client } = connect(Promise.resolve(fixture.host));
  return createLocalApi(client);
}

function localAnswering(answer: () => Response) {
  const { client } = connect(Promise.resolve({ fetch: async () => answer() }));
  return createLocalApi(client);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('the page’s /local/ calls', () => {
  it('reads and changes the settings, typed by the table', async () => {
    const local = await localOfHost();
    const settings = await local.settings();
    expectTypeOf(settings).toEqualTypeOf<SettingsView>();
    expect(settings).toMatchObject({ workspace: 'local', reserve_percent: 10 });
    const changed = await local.changeSettings({ body: { reserve_percent: 30 } });
    expect(changed.reserve_percent).toBe(30);
  });

  it('fills path templates and queries, and reads what the demo data loaded', async () => {
    const local = await localOfHost();
    const { loaded } = await local.seedDemo();
    expect(loaded.clients).toBeGreaterThanOrEqual(200);
    const page = await local.trips({ query: { limit: '2', sort: '-last_activity' } });
    expect(page.items).toHaveLength(2);
    const trip = await local.tripRequest({ params: { id: page.items[0]!.id } });
    expect(trip.number).toBe(page.items[0]!.number);
    expect(await local.tripThreads({ params: { id: trip.id } })).toHaveProperty('items');
  });

  it('reads an export chunk as its bytes, with what its headers say decoded', async () => {
    const local = await localOfHost();
    await local.seedDemo();
    const { bytes, headers } = await local.clientExport({ query: { sort: 'name' } });
    expect(headers.count).toBe(headers.total);
    expect(headers.next_cursor).toBeNull();
    expect(headers.total).toBe((await local.status()).counts.clients);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(bytes.byteLength).toBeGreaterThan(headers.count);
  });

  it('answers a 204 as null', async () => {
    const local = await localOfHost();
    expect(await local.reportScreen({ body: { visible: true, path: '/clients' } })).toBeNull();
  });

  it('throws a problem as a ProblemFailure naming every field at fault', async () => {
    const local = await localOfHost();
    const refused = local.trips({ query: { limit: '0', sort: 'shoe_size' as never } });
    await expect(refused).rejects.toBeInstanceOf(ProblemFailure);
    const failure = (await refused.catch((error: unknown) => error)) as ProblemFailure;
    expect(failure.problem.status).toBe(422);
    expect(failure.fieldErrors.map((error) => error.field).sort()).toEqual(['limit', 'sort']);
  });

  it('refuses an answer that breaks the table, or comes with another status', async () => {
    await expect(
      localAnswering(() => json(200, { workspace: 'local' })).settings(),
    ).rejects.toThrow(ParseError);
    await expect(
      localAnswering(() => new Response(null, { status: 204 })).settings(),
    ).rejects.toThrow(/settings answered 204, expected 200/);
  });
});
