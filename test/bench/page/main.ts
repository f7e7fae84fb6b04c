// The bench page: per size, seeds in one worker, then starts fresh workers on the stored
// database (cold starts, as when the app opens) and times their queries.
import type { BenchReply, BenchRequest, SizeResult } from './protocol';

const COLD_STARTS = 3;

function startWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}

function ask(worker: Worker, request: BenchRequest): Promise<BenchReply> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<BenchReply>) => {
      if (event.data.type === 'failed') reject(new Error(event.data.message));
      else resolve(event.data);
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(request);
  });
}

async function runSize(clients: number, repetitions: number): Promise<SizeResult> {
  const dbName = `bench-${clients}`;
  const seeder = startWorker();
  const seeded = await ask(seeder, { type: 'seed', dbName, clients });
  seeder.terminate();
  if (seeded.type !== 'seeded') throw new Error('seed failed');
  console.log(`seeded ${clients} clients in ${Math.round(seeded.report.seedMs)} ms`);

  const startMs: number[] = [];
  let worker: Worker | null = null;
  for (let n = 0; n < COLD_STARTS; n += 1) {
    worker?.terminate();
    const started = performance.now();
    worker = startWorker();
    const first = await ask(worker, { type: 'first', dbName, url: '/v1/clients?limit=25' });
    startMs.push(performance.now() - started);
    if (first.type !== 'answered' || first.status !== 200) throw new Error('first query failed');
  }
  const measured = await ask(worker!, { type: 'measure', repetitions });
  worker!.terminate();
  if (measured.type !== 'measured') throw new Error('measure failed');
  return {
    clients,
    seed: seeded.report,
    startMs,
    queries: measured.queries,
  };
}

declare global {
  interface Window {
    runBench(clients: number, repetitions: number): Promise<SizeResult>;
  }
}

window.runBench = runSize;
