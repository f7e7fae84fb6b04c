// What `durability: 'strict'` costs (issue 7). The app opens every database strict
// (shared/db/database.ts) and has no switch for it; the bench sets the Dexie option on a
// database it opened, before its first transaction, as Dexie reads it when each transaction
// opens, and reads back what Chromium reports, so the two modes differ in nothing else.
// Strict and relaxed run in alternating rounds, so a change of load on the machine falls on
// both alike.
import { Dexie } from 'dexie';
import { CharterDb } from '../../../shared/db/database';
import { generateClients } from '../../../shared/demo';
import { systemClock } from '../../../shared/encoding/clock';
import { openWorkspace, type Workspace } from '../../../shared/host/workspace/workspace';
import { spread } from './measure';
import type { DurabilityResult } from './protocol';
import { rowOf, seedDatabase } from './seed-clients';
import { ALL_DAY_UTC } from '../../../shared/sync/policy/pacing';

type Durability = DurabilityResult['durability'];
const MODES: readonly Durability[] = ['strict', 'relaxed'];
/** The clients the creates are made among (the index snapshot's buckets grow with them). */
const SEEDED = 10_000;
const ROUNDS = 4;
const WARM_UP = 5;
/** A pull page's worth: the bulk writes the app makes most often. */
const CHUNK = 100;

async function withDurability<T extends Dexie>(db: T, durability: Durability): Promise<string> {
  db._options.chromeTransactionDurability = durability;
  return db.transaction('r', db.tables[0]!, (tx) => tx.idbtrans.durability);
}

/** A replica without a remote: each create writes the client and its outbox entry. */
async function createWorkspace(durability: Durability) {
  const dbName = `bench-durability-${durability}`;
  await seedDatabase(dbName, SEEDED);
  const workspace = await openWorkspace(
    { kind: 'remote', dbName, remoteUrl: null },
    {
      clock: systemClock,
      transport: () => null,
      reservePercent: () => 10,
      workingDay: () => ALL_DAY_UTC,
      online: () => false,
      onSyncChange: () => {},
    },
  );
  return { workspace, observed: await withDurability(workspace.deps.db, durability) };
}

async function create(workspace: Workspace, name: string): Promise<number> {
  const started = performance.now();
  const response = await workspace.app.fetch(
    new Request('http://bench.local/v1/clients', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ name }),
    }),
  );
  await response.text();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`A create answered ${response.status}`);
  return ms;
}

/** `clients` into a fresh database in transactions of CHUNK: the total and each transaction. */
async function bulkWrite(durability: Durability, clients: number) {
  const dbName = `bench-bulk-${durability}`;
  await Dexie.delete(dbName);
  const db = new CharterDb(dbName);
  await withDurability(db, durability);
  const rows = generateClients(clients, 7).map(rowOf);
  const transactions: number[] = [];
  const started = performance.now();
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunkStarted = performance.now();
    await db.clients.bulkPut(rows.slice(at, at + CHUNK));
    transactions.push(performance.now() - chunkStarted);
  }
  const totalMs = performance.now() - started;
  db.close();
  return { totalMs, transactions };
}

export async function measureDurability(
  creates: number,
  bulkClients: number,
  bulkRuns: number,
): Promise<DurabilityResult[]> {
  const opened = [];
  for (const durability of MODES)
    opened.push({ durability, ...(await createWorkspace(durability)) });
  const createMs = new Map<Durability, number[]>(MODES.map((mode) => [mode, []]));
  for (const { workspace } of opened) {
    for (let n = 0; n < WARM_UP; n += 1) await create(workspace, `Warm-up ${n}`);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { durability, workspace } of opened) {
      for (let n = 0; n < creates / ROUNDS; n += 1) {
        createMs.get(durability)!.push(await create(workspace, `Bench create ${round}-${n}`));
      }
    }
  }
  const bulks = new Map<Durability, { totalMs: number; transactions: number[] }[]>(
    MODES.map((mode) => [mode, []]),
  );
  for (let run = 0; run < bulkRuns; run += 1) {
    for (const durability of MODES)
      bulks.get(durability)!.push(await bulkWrite(durability, bulkClients));
  }
  await Promise.all(opened.map(({ workspace }) => workspace.close()));
  return opened.map(({ durability, observed }) => ({
    durability,
    observed,
    create: spread(createMs.get(durability)!),
    bulkMs: bulks.get(durability)!.map((bulk) => bulk.totalMs),
    bulkTransaction: spread(bulks.get(durability)!.flatMap((bulk) => bulk.transactions)),
    bulkClients,
    bulkChunk: CHUNK,
  }));
}
