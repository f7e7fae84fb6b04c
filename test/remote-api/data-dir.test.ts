// A remote with a data directory (--data): what it answered is there after a restart, as a
// client of its API sees it; --fresh brings the seed data back; a journal whose last line
// was cut short loses that line only. The kill -9 test is data-dir-kill.test.ts.
import { appendFile, mkdtemp, open, readFile, writeFile, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_WRITE_KEY } from './demo-config';
import {
  ALPHA_TRIP,
  batchBody,
  budgetOf,
  expectProblem,
  startTestApi,
  testConfig,
  type TestApi,
} from './remote-harness';
import { startRemoteApi } from './server';

let dir: string;
let api: TestApi | null = null;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'remote-data-'));
});
afterEach(async () => {
  await api?.close();
  api = null;
  vi.restoreAllMocks();
});

/** Starts (again) on the test's directory; the previous server must have been closed. */
async function start(fresh = false): Promise<TestApi> {
  api = await startTestApi(testConfig(), 0, { dataDir: dir, fresh });
  return api;
}

async function restart(fresh = false): Promise<TestApi> {
  await api?.close();
  api = null;
  return start(fresh);
}

/** A /v1 call's JSON answer, after checking its status. */
async function json(
  method: string,
  path: string,
  { status = 200, body, key }: { status?: number; body?: unknown; key?: string } = {},
): Promise<Record<string, unknown>> {
  const response = await api!.call(method, path, {
    body,
    key,
    headers: method === 'GET' ? {} : { 'Idempotency-Key': `${method} ${path} ${Math.random()}` },
  });
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as Record<string, unknown>;
}

const createClient = (name: string) => json('POST', '/v1/clients', { status: 201, body: { name } });

/** Everything a broker's app would pull of the records these tests write. */
async function observed(clientIds: string[], rfqId: string) {
  const clients = await Promise.all(
    clientIds.map(async (id) => {
      const response = await api!.call('GET', `/v1/clients/${id}`);
      return response.status === 200 ? await response.json() : response.status;
    }),
  );
  return {
    clients,
    rfqs: await json('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`),
    messages: await json('GET', `/v1/rfqs/${rfqId}/messages`),
    contacts: await json('GET', '/v1/operator-contacts'),
    clock: await api!.sim('GET', '/clock'),
  };
}

describe('a remote with a data directory', () => {
  it('finds after a restart every record written: clients, RFQs, messages, contacts, the clock', async () => {
    await start();
    const kept = await createClient('Kept Aviation');
    const gone = await createClient('Gone Holdings');
    await json('PATCH', `/v1/clients/${String(kept.id)}`, {
      body: { notes: 'Prefers a Citation' },
    });
    await api!.call('DELETE', `/v1/clients/${String(gone.id)}`, {
      headers: { 'Idempotency-Key': 'delete-gone' },
    });
    const batch = await json('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      status: 201,
      body: batchBody(2, 'Two legs, four passengers'),
    });
    const [first] = batch.items as { id: string }[];
    const rfqId = first!.id;
    await json('POST', `/v1/rfqs/${rfqId}/messages`, { status: 201, body: { body: 'Pets?' } });
    await api!.sim('POST', `/rfqs/${rfqId}/quote`, { amount_cents: 1_875_000, note: 'CJ3' });
    await api!.sim('POST', '/clock', { advance_ms: 45_000 });
    const before = await observed([String(kept.id), String(gone.id)], rfqId);

    await restart();
    const after = await observed([String(kept.id), String(gone.id)], rfqId);
    expect(after).toEqual(before);
    expect(after.clients[0]).toMatchObject({ name: 'Kept Aviation', notes: 'Prefers a Citation' });
    expect(after.clients[1]).toBe(404);
    expect(after.rfqs.items).toHaveLength(2);
    expect(after.rfqs.items).toContainEqual(
      expect.objectContaining({ id: rfqId, status: 'quoted', quote_amount_cents: 1_875_000 }),
    );
    expect(after.messages.items).toEqual([expect.objectContaining({ body: 'Pets?' })]);
    expect(after.contacts.total).toBeGreaterThanOrEqual(2);
  });

  it('replays an answer stored before the restart, and goes on counting the allowance', async () => {
    await start();
    const send = () =>
      api!.call('POST', '/v1/clients', {
        body: { name: 'Replayed Jets' },
        headers: { 'Idempotency-Key': 'before-restart' },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const created = await first.json();
    const quotaBefore = budgetOf(await api!.call('GET', '/v1/clients?limit=1')).quota!;

    await restart();
    const quotaAfter = budgetOf(await api!.call('GET', '/v1/clients?limit=1')).quota!;
    expect(quotaAfter.remaining).toBe(quotaBefore.remaining - 1);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(created);
    const other = await api!.call('POST', '/v1/clients', {
      body: { name: 'Another Body' },
      headers: { 'Idempotency-Key': 'before-restart' },
    });
    await expectProblem(other, 422, 'idempotency_key_mismatch');
  });

  it('starts anew from the seed data with --fresh', async () => {
    await start();
    const written = await createClient('Written Before Fresh');
    const seeded = (await json('GET', '/v1/clients?limit=1')).total as number;

    await restart(true);
    const missing = await api!.call('GET', `/v1/clients/${String(written.id)}`);
    await expectProblem(missing, 404, 'not_found');
    expect((await json('GET', '/v1/clients?limit=1')).total).toBe(seeded - 1);
    // Anew for good: a plain restart finds the fresh data, not the older.
    await restart();
    expect((await json('GET', '/v1/clients?limit=1')).total).toBe(seeded - 1);
  });

  it('starts from the demo data with --fresh when it runs the demo', async () => {
    const demo = await startRemoteApi({ port: 0, dataDir: dir });
    const headers = { Authorization: `Bearer ${DEMO_WRITE_KEY}` };
    const post = await fetch(`${demo.url}/v1/clients`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': 'demo-1' },
      body: JSON.stringify({ name: 'Tried The Demo' }),
    });
    expect(post.status).toBe(201);
    const { id } = (await post.json()) as { id: string };
    await demo.close();

    const again = await startRemoteApi({ port: 0, dataDir: dir });
    expect((await fetch(`${again.url}/v1/clients/${id}`, { headers })).status).toBe(200);
    await again.close();
    const fresh = await startRemoteApi({ port: 0, dataDir: dir, fresh: true });
    try {
      expect((await fetch(`${fresh.url}/v1/clients/${id}`, { headers })).status).toBe(404);
      const list = await fetch(`${fresh.url}/v1/clients?limit=1`, { headers });
      expect(((await list.json()) as { total: number }).total).toBe(240);
    } finally {
      await fresh.close();
    }
  });
});

describe('the journal', () => {
  it('refuses every request 503 once a line cannot be written, and says so once', async () => {
    await start();
    // The disk is full: every append to a file fails as Node reports it.
    const probe = await open(join(dir, 'lock'), 'r');
    const fileHandle = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    vi.spyOn(fileHandle, 'appendFile').mockRejectedValue(full);
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});

    const create = await api!.call('POST', '/v1/clients', {
      body: { name: 'Never Saved' },
      headers: { 'Idempotency-Key': 'disk-full' },
    });
    await expectProblem(create, 503, 'unavailable');
    await expectProblem(await api!.call('GET', '/v1/clients?limit=1'), 503, 'unavailable');
    expect(stderr).toHaveBeenCalledOnce();
    expect(String(stderr.mock.calls[0]![0])).toContain('cannot write');

    vi.restoreAllMocks();
    await restart();
    const found = await json('GET', `/v1/clients?q=${encodeURIComponent('Never Saved')}`);
    expect(found.total).toBe(0);
  });

  it('loses only a last line written in part, and says so on stderr', async () => {
    await start();
    const one = await createClient('First Entry');
    const two = await createClient('Second Entry');
    await api!.close();
    api = null;
    await appendFile(join(dir, 'journal.jsonl'), '{"seq":9999,"kind":"commit","org":0,"chan');
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});

    await start();
    for (const { id } of [one, two]) await json('GET', `/v1/clients/${String(id)}`);
    expect(stderr.mock.calls.join('\n')).toContain('ignored its last line');
    // The start compacted the journal: the torn line is gone for good.
    stderr.mockClear();
    await restart();
    await json('GET', `/v1/clients/${String(two.id)}`);
    expect(stderr).not.toHaveBeenCalled();
  });

  it('refuses to start on a damaged line before the last, naming it', async () => {
    await start();
    await createClient('First Entry');
    await createClient('Second Entry');
    await api!.close();
    api = null;
    const file = join(dir, 'journal.jsonl');
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines[1] = lines[1]!.slice(0, 20);
    await writeFile(file, lines.join('\n'));
    await expect(start()).rejects.toThrow(`line 2 of ${lines.length - 1} is damaged`);
  });
});

describe('a data directory', () => {
  it('is refused when made from another config, holding other files, or in use', async () => {
    await start();
    await expect(
      startTestApi(testConfig(), 0, { dataDir: dir }),
      'in use by this remote',
    ).rejects.toThrow('is in use by another remote');
    await api!.close();
    api = null;
    const other = testConfig({ monthly_quota: 5, requests_per_minute: 5 });
    await expect(startTestApi(other, 0, { dataDir: dir })).rejects.toThrow(
      'holds data made from another config',
    );
    const demo = startRemoteApi({ port: 0, dataDir: dir });
    await expect(demo).rejects.toThrow('not from the demo');

    const elsewhere = await mkdtemp(join(tmpdir(), 'remote-data-'));
    await writeFile(join(elsewhere, 'notes.txt'), 'mine');
    await expect(
      startTestApi(testConfig(), 0, { dataDir: elsewhere, fresh: true }),
    ).rejects.toThrow('holds files that are not the remote');
  });

  it('is not used unless asked for', async () => {
    api = await startTestApi();
    expect(api.dataDir).toBeNull();
  });
});
