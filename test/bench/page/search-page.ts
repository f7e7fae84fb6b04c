// The search bench's side of the bench page (issue 29): seeds in one worker, then holds a
// fresh worker on the database for the Node side to step (and weigh between steps).
import type { Envelope } from './protocol';
import type { SearchReply, SearchRequest, SearchSeedReport } from './search-protocol';

function start(): { worker: Worker; ask: (request: SearchRequest) => Promise<SearchReply> } {
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' });
  let lastId = 0;
  const waiting = new Map<number, (reply: SearchReply) => void>();
  worker.onmessage = (event: MessageEvent<Envelope<SearchReply>>) => {
    waiting.get(event.data.id)?.(event.data.body);
    waiting.delete(event.data.id);
  };
  worker.onerror = (event) => {
    for (const resolve of waiting.values()) resolve({ type: 'failed', message: event.message });
    waiting.clear();
  };
  const ask = (request: SearchRequest) =>
    new Promise<SearchReply>((resolve) => {
      lastId += 1;
      waiting.set(lastId, resolve);
      worker.postMessage({ id: lastId, body: request } satisfies Envelope<SearchRequest>);
    });
  return { worker, ask };
}

let measured: ReturnType<typeof start> | null = null;

export const searchBench = {
  async seed(dbName: string, clients: number, messages: number): Promise<SearchSeedReport> {
    const seeder = start();
    const reply = await seeder.ask({ type: 'seed', dbName, clients, messages });
    seeder.worker.terminate();
    if (reply.type !== 'seeded') throw new Error(`Seeding failed: ${JSON.stringify(reply)}`);
    measured?.worker.terminate();
    measured = start();
    const opened = await measured.ask({ type: 'open', dbName });
    if (opened.type !== 'opened') throw new Error(`Opening failed: ${JSON.stringify(opened)}`);
    return reply.report;
  },
  ask(request: SearchRequest): Promise<SearchReply> {
    if (!measured) throw new Error('Seed the search bench first');
    return measured.ask(request);
  },
  close(): void {
    measured?.worker.terminate();
    measured = null;
  },
};

declare global {
  interface Window {
    searchBench: typeof searchBench;
  }
}

window.searchBench = searchBench;
