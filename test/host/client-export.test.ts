// GET /local/client-export: the clients list as CSV in chunks, exactly the rows the /v1 list
// gives for the same filters and sort, in its order, whether read by ids or (a large share of
// the book, where a scratch file exists) in one pass reordered through that file. The host is
// given the export's sizes a tenth of the app's and books a tenth of the size, so the same
// chunk, snapshot and page boundaries are crossed in a tenth of the time.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { problem, type Client, type Page } from '../../shared/api';
import { CharterDb } from '../../shared/db/database';
import { demoAircraftTypes, generateClients } from '../../shared/demo';
import { clientCsvRecord, clientCsvRecords, clientCsvStart } from '../../shared/export/client-csv';
import { CSV_BOM } from '../../shared/export/csv';
import { clientExportHeaders, type ClientExportChunk } from '../../shared/rpc/local/client-export';
import { refreshCsvBuckets } from '../../shared/host/client-export/csv-refresh';
import { BUCKET_COUNT } from '../../shared/search/snapshot';
import { rowOf } from '../bench/page/seed-clients';
import { memoryScratch, type MemoryScratch } from '../support/memory-scratch';
import { TENTH_EXPORT_SIZES } from '../support/tenth-export-sizes';
import { hostFixture, type HostFixture } from './host-fixture';

/** The local workspace's database (shared/host/workspace/workspace-keys.ts). */
const LOCAL_BOOK = 'charter-desk';

/** Generated clients in most tests' book (one more is added): three chunks, six scan pages. */
const BOOK = 1_200;

/**
 * A local book of `count` generated clients and one whose name a spreadsheet would run,
 * written before the host opens.
 */
async function seededHost(
  count: number,
  scratch?: MemoryScratch,
  kept = false,
): Promise<HostFixture> {
  const indexedDB = new IDBFactory();
  const db = new CharterDb(LOCAL_BOOK, { backend: { indexedDB, IDBKeyRange } });
  await db.aircraft_types.bulkPut(demoAircraftTypes);
  const seeds = generateClients(count + 1, 7, new Date('2026-11-01T00:00:00.000Z'));
  Object.assign(seeds[count]!, {
    name: '=HYPERLINK("https://x.invalid")',
    notes: 'line one\r\n"quoted", comma',
  });
  await db.clients.bulkPut(seeds.map(rowOf));
  // As the background keeper leaves a book (client-export/csv-refresh.ts).
  if (kept)
    await refreshCsvBuckets(
      db,
      Array.from({ length: BUCKET_COUNT }, (_, n) => n),
    );
  db.close();
  return hostFixture({ scratch, exportSizes: TENTH_EXPORT_SIZES }, indexedDB);
}

async function listed(service: HostFixture, search: string): Promise<Client[]> {
  const items: Client[] = [];
  let cursor: string | null = null;
  do {
    const at: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const page: Page<Client> = await service.json('GET', `/v1/clients?limit=100&${search}${at}`);
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return items;
}

/** One chunk as the page reads it: the text and the `export-*` headers. */
async function chunkAt(service: HostFixture, search: string): Promise<ClientExportChunk> {
  const response = await service.send('GET', `/local/client-export?${search}`);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, ...clientExportHeaders.parse(Object.fromEntries(response.headers)) };
}

const decoder = new TextDecoder();
/** The chunks' records as text. */
const textOf = (chunks: readonly ClientExportChunk[]) =>
  chunks.map((chunk) => decoder.decode(chunk.bytes)).join('');

async function exported(
  service: HostFixture,
  search: string,
  from: string | null = null,
): Promise<ClientExportChunk[]> {
  const chunks: ClientExportChunk[] = [];
  let cursor = from;
  do {
    const at = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const chunk: ClientExportChunk = await chunkAt(service, `${search}${at}`);
    chunks.push(chunk);
    cursor = chunk.next_cursor;
  } while (cursor !== null);
  return chunks;
}

const idsOf = (csv: string) =>
  Papa.parse<Record<string, string>>((clientCsvStart() + csv).slice(CSV_BOM.length), {
    header: true,
    skipEmptyLines: true,
  }).data.map((row) => row.id);

describe('GET /local/client-export', () => {
  it.each([
    ['by ids', undefined],
    ['in one pass through a scratch file', memoryScratch()],
    ['from the CSV records kept per bucket', memoryScratch(), true],
  ])(
    'answers 1,201 clients in chunks of 500 %s: the /v1 list, in order',
    async (_, scratch, kept?: boolean) => {
      const service = await seededHost(BOOK, scratch, kept);
      for (const search of ['sort=name', 'sort=-last_request_at&consent=email', 'sort=-tags']) {
        const rows = await listed(service, search);
        const chunks = await exported(service, search);
        const csv = textOf(chunks);
        expect(csv).toBe(clientCsvRecords(rows));
        expect(idsOf(csv)).toEqual(rows.map((row) => row.id));
        expect(chunks.every((chunk) => chunk.total === rows.length)).toBe(true);
        expect(chunks.map((chunk) => chunk.count).slice(0, -1)).toEqual(
          Array(Math.ceil(rows.length / TENTH_EXPORT_SIZES.chunk) - 1).fill(
            TENTH_EXPORT_SIZES.chunk,
          ),
        );
      }
      // For an import: every value as it is, phones with their `+` and the formula too.
      const rows = await listed(service, 'sort=-name');
      const imported = textOf(await exported(service, 'sort=-name&purpose=import'));
      expect(imported).toBe(clientCsvRecords(rows, 'import'));
      expect(imported).toContain(',"=HYPERLINK(""https://x.invalid"")",');
      expect(imported).toMatch(/,\+\d[\d ]+,/);
      expect(await listed(service, 'sort=name')).toHaveLength(BOOK + 1);
      // Each file went with its export's last chunk.
      expect(scratch?.live.size ?? 0).toBe(0);
      await service.host.close();
    },
  );

  it('exports the whole book by name, either way, asked before the index has loaded', async () => {
    for (const sort of ['name', '-name']) {
      // Asked first thing, before any list read: the export waits for the index to load.
      const service = await seededHost(BOOK, memoryScratch(), true);
      const chunks = await exported(service, `sort=${sort}`);
      const rows = await listed(service, `sort=${sort}`);
      expect(textOf(chunks)).toBe(clientCsvRecords(rows));
      expect(chunks.map((chunk) => chunk.count)).toEqual([500, 500, 201]);
      await service.host.close();
    }
  });

  it('serves a larger snapshot in five chunks, the /v1 list in order', async () => {
    const service = await seededHost(2_600, memoryScratch(), true);
    const rows = await listed(service, 'sort=-name');
    const chunks = await exported(service, 'sort=-name');
    expect(chunks.map((chunk) => chunk.count)).toEqual([521, 521, 521, 521, 517]);
    expect(idsOf(textOf(chunks))).toEqual(rows.map((row) => row.id));
    await service.host.close();
  });

  it('reads a small share of the book by ids, with the changes since `changed_since`', async () => {
    const scratch = memoryScratch();
    const service = await seededHost(BOOK, scratch);
    const search = 'q=a&tag=vip&changed_since=2000-01-01T00:00:00.000Z';
    const rows = await listed(service, 'q=a&tag=vip');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan((BOOK + 1) / 4);
    const chunks = await exported(service, search);
    expect(textOf(chunks)).toBe(clientCsvRecords(rows));
    expect(chunks.flatMap((chunk) => chunk.recent.map(({ id }) => id))).toEqual(
      rows.map((row) => row.id),
    );
    expect(scratch.live.size).toBe(0);
    await service.host.close();
  });

  it('serves a snapshot: changes made meanwhile wait for the next export', async () => {
    const scratch = memoryScratch();
    const service = await seededHost(BOOK, scratch);
    const before = await listed(service, 'sort=name');
    const first = await chunkAt(service, '');
    const removed = await service.send('DELETE', `/v1/clients/${before[700]!.id}`);
    expect(removed.status).toBe(204);
    await service.json('POST', '/v1/clients', { name: 'Aaron Newcomer' });
    const rest = await exported(service, '', first.next_cursor);
    const csv = textOf([first, ...rest]);
    expect(csv).toBe(clientCsvRecords(before));
    expect([first, ...rest].every((chunk) => chunk.recent.length === 0)).toBe(true);
    expect(scratch.live.size).toBe(0);
    await service.host.close();
  });

  it('drops a snapshot the page releases; its cursors are then refused', async () => {
    const scratch = memoryScratch();
    const service = await seededHost(BOOK, scratch);
    const first = await chunkAt(service, '');
    const cursor = encodeURIComponent(first.next_cursor!);
    expect(scratch.live.size).toBe(1);
    const other = await service.send('GET', `/local/client-export?sort=-name&cursor=${cursor}`);
    expect(other.status).toBe(422);
    expect((await service.send('DELETE', `/local/client-export?cursor=${cursor}`)).status).toBe(
      204,
    );
    expect(scratch.live.size).toBe(0);
    const stale = await service.send('GET', `/local/client-export?cursor=${cursor}`);
    expect(stale.status).toBe(422);
    expect(problem.parse(await stale.json()).type).toBe('invalid_cursor');
    await service.host.close();
  });

  it('locates the records of clients changed since `changed_since`, in bytes', async () => {
    const service = await hostFixture();
    const ana = await service.json<Client>('POST', '/v1/clients', {
      name: 'Ana Lée',
      phone: '+1 305 555 0155',
    });
    const bo = await service.json<Client>('POST', '/v1/clients', { name: 'Bo 陳', company: '-' });
    const [chunk] = await exported(service, `changed_since=${ana.updated_at}`);
    const recordAt = (start: number, end: number) =>
      decoder.decode(chunk!.bytes.subarray(start, end));
    expect(chunk!.recent.map(({ id, start, end }) => [id, recordAt(start, end)])).toEqual([
      [ana.id, clientCsvRecord(ana)],
      [bo.id, clientCsvRecord(bo)],
    ]);
    const [imported] = await exported(service, `changed_since=${ana.updated_at}&purpose=import`);
    expect(
      imported!.recent.map(({ start, end }) =>
        decoder.decode(imported!.bytes.subarray(start, end)),
      ),
    ).toEqual([clientCsvRecord(ana, 'import'), clientCsvRecord(bo, 'import')]);
    const later = new Date(Date.parse(ana.updated_at) + 1).toISOString();
    const [none] = await exported(service, `changed_since=${later}`);
    expect(none!.recent).toEqual([]);
    await service.host.close();
  });

  it('refuses the cursor of a snapshot for another purpose', async () => {
    const service = await seededHost(BOOK, memoryScratch());
    const first = await chunkAt(service, 'purpose=import');
    const cursor = encodeURIComponent(first.next_cursor!);
    const other = await service.send('GET', `/local/client-export?cursor=${cursor}`);
    expect(other.status).toBe(422);
    expect(problem.parse(await other.json()).type).toBe('invalid_cursor');
    const rest = await exported(service, 'purpose=import', first.next_cursor);
    expect(textOf([first, ...rest])).toBe(
      clientCsvRecords(await listed(service, 'sort=name'), 'import'),
    );
    await service.host.close();
  });

  it('refuses what /v1/clients refuses: an unknown sort, a cursor of another sort', async () => {
    const service = await hostFixture();
    const sortProblem = await service.send('GET', '/local/client-export?sort=shoe_size');
    expect(sortProblem.status).toBe(422);
    expect(problem.parse(await sortProblem.json()).errors?.[0]?.field).toBe('sort');
    for (const name of ['Ana', 'Bo']) await service.json('POST', '/v1/clients', { name });
    const page: Page<Client> = await service.json('GET', '/v1/clients?limit=1&sort=name');
    const cursor = encodeURIComponent(page.next_cursor!);
    const wrong = await service.send('GET', `/local/client-export?sort=-name&cursor=${cursor}`);
    expect(wrong.status).toBe(422);
    await service.host.close();
  });
});
