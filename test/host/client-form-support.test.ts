// What the client form and detail ask of the host: the aircraft types a workspace knows (and
// the operators, which the Request quotes dialog names contacts by), and a delete's outbox
// entry naming its client, so an Undo can find and discard it.
import { afterEach, describe, expect, it } from 'vitest';
import { aircraftTypeList, operatorList } from '../../shared/rpc/local/book';
import { outboxEntryView } from '../../shared/rpc/local/outbox';
import { KEYS, startTestApi, testConfig, type TestApi } from '../remote-api/remote-harness';
import { until } from '../support/until';
import { hostFixture, workdayClocks, type HostFixture } from './host-fixture';

let fixture: HostFixture | undefined;
let remote: TestApi | undefined;
afterEach(async () => {
  await fixture?.host.close();
  await remote?.close();
  fixture = remote = undefined;
});

const outboxOf = async (f: HostFixture) =>
  (await f.json<{ items: unknown[] }>('GET', '/local/outbox')).items.map((item) =>
    outboxEntryView.parse(item),
  );

describe('GET /local/aircraft-types', () => {
  it('is empty in a new book and lists the seeded types by manufacturer and model', async () => {
    fixture = await hostFixture();
    expect(await fixture.json('GET', '/local/aircraft-types')).toEqual({ items: [] });

    await fixture.json('POST', '/local/seed-demo');
    const { items } = aircraftTypeList.parse(await fixture.json('GET', '/local/aircraft-types'));
    expect(items.length).toBeGreaterThan(10);
    const names = items.map((type) => `${type.manufacturer} ${type.model}`);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(items).toContainEqual(
      expect.objectContaining({ icao_designator: 'GLF6', category: 'ultra_long_range' }),
    );
  });
});

describe('GET /local/operators', () => {
  it('is empty in a new book and lists the seeded operators by the name a broker knows', async () => {
    fixture = await hostFixture();
    expect(await fixture.json('GET', '/local/operators')).toEqual({ items: [] });

    await fixture.json('POST', '/local/seed-demo');
    const { items } = operatorList.parse(await fixture.json('GET', '/local/operators'));
    const names = items.map((operator) => operator.dba_name ?? operator.legal_name);
    expect(names).toContain('Sierra Ridge');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(items).toContainEqual(expect.objectContaining({ designator: 'SRJ' }));
  });
});

describe('a client deleted in a workspace with a remote', () => {
  it('leaves an entry naming the client; discarding it brings the client back', async () => {
    const workday = workdayClocks();
    remote = await startTestApi({ ...testConfig(), clock: workday.remote });
    fixture = await hostFixture({ clock: workday.host });
    await fixture.json('PUT', '/local/settings', {
      remote_url: remote.url,
      api_key: KEYS.alphaWrite,
    });
    const pulled = async () =>
      (await fixture!.json<{ items: { id: string }[] }>('GET', '/v1/clients')).items;
    await until('the first pull', async () => (await pulled()).length > 0);
    // Offline, the delete waits in the outbox.
    await fixture.json('POST', '/local/sync/online', { online: false });
    const [target] = await pulled();
    expect((await fixture.send('DELETE', `/v1/clients/${target!.id}`)).status).toBe(204);

    const [entry] = await outboxOf(fixture);
    expect(entry).toMatchObject({
      operation_id: 'deleteClient',
      state: 'pending',
      record: { kind: 'client', id: target!.id },
    });
    await fixture.json('POST', `/local/outbox/${entry!.id}/discard`);
    expect((await fixture.send('GET', `/v1/clients/${target!.id}`)).status).toBe(200);
    expect(await outboxOf(fixture)).toEqual([]);
  });
});
