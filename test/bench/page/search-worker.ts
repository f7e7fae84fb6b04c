// The search bench's module worker (issue 29): seeds a database (the queries section's
// clients and trips, then operators, RFQs and messages: search-book.ts), or opens one and
// builds, a step at a time, what search everything holds (the client index as the app loads
// it, the document index from the tables), and MiniSearch over the same records; then times
// each keystroke of queries typed letter by letter through each.
import { CharterDb } from '../../../shared/db/database';
import { liveIndexOf } from '../../../shared/db/index-upkeep/live-index';
import type { ClientRow } from '../../../shared/db/rows';
import type { ClientIndex } from '../../../shared/search/client-index';
import { compileFilter } from '../../../shared/search/client-filter';
import { RECENT_FIRST } from '../../../shared/search/everything/client-results';
import type { SearchDocument } from '../../../shared/search/everything/documents';
import { EverythingIndex } from '../../../shared/search/everything/everything-index';
import { clientIdsOf, present } from '../../../shared/search/everything/present';
import { loadEverything, nextTask } from '../../../shared/host/search/everything-load';
import { longestWait, spread } from './measure';
import type { Envelope } from './protocol';
import { generateSearchBook } from './search-book';
import { miniSearchPeer, type MiniSearchPeer } from './search-minisearch';
import type {
  KeystrokeTiming,
  SearchEngine,
  SearchReply,
  SearchRequest,
  SearchSeedReport,
  SearchStepReport,
  TypingReport,
} from './search-protocol';
import { seedDatabase } from './seed-clients';

const LIMIT = 5;
const CHUNK = 5_000;

async function seed(dbName: string, clients: number, messages: number): Promise<SearchSeedReport> {
  const started = performance.now();
  const seeded = await seedDatabase(dbName, clients);
  const db = new CharterDb(dbName);
  const trips = await db.trip_requests.toArray();
  const book = generateSearchBook(trips, messages);
  await db.operators.bulkPut(book.operators);
  await db.operator_contacts.bulkPut(book.contacts);
  for (let at = 0; at < book.rfqs.length; at += CHUNK) {
    await db.rfqs.bulkPut(book.rfqs.slice(at, at + CHUNK));
  }
  for (let at = 0; at < book.messages.length; at += CHUNK) {
    await db.messages.bulkPut(book.messages.slice(at, at + CHUNK));
  }
  db.close();
  return {
    seedMs: performance.now() - started,
    clients,
    trips: seeded.tripRequests,
    operators: book.operators.length,
    rfqs: book.rfqs.length,
    messages: book.messages.length,
  };
}

class SearchBench {
  private clients: ClientIndex | null = null;
  private readonly everything = new EverythingIndex();
  private minisearch: MiniSearchPeer | null = null;

  constructor(private readonly db: CharterDb) {}

  async build(step: SearchRequest & { type: 'build' }): Promise<SearchStepReport> {
    const started = performance.now();
    switch (step.step) {
      case 'clients': {
        // As the app holds it: the snapshot loaded, the postings made by a first search,
        // and the order search everything walks.
        const live = liveIndexOf(this.db);
        await live.ready();
        const index = await live.caughtUp();
        index.walk(RECENT_FIRST, compileFilter({ q: 'smi 555' }, 0), () => false);
        this.clients = index;
        return { step: step.step, ms: performance.now() - started, count: index.size };
      }
      case 'everything': {
        // The longest slice of puts between two pauses: this code's own longest task.
        let sliceMs = 0;
        let longestSliceMs = 0;
        const { documents } = this.everything;
        const timed = {
          put: (doc: SearchDocument) => {
            const put = performance.now();
            documents.put(doc);
            sliceMs += performance.now() - put;
          },
        };
        const pause = () => {
          longestSliceMs = Math.max(longestSliceMs, sliceMs);
          sliceMs = 0;
          return nextTask();
        };
        const { result, longestMs } = await longestWait(loadEverything(this.db, timed, pause));
        return {
          step: step.step,
          ms: performance.now() - started,
          count: result,
          longestWaitMs: longestMs,
          longestSliceMs,
        };
      }
      case 'everything-put': {
        // The documents already in memory put into a second index, then dropped: what a
        // snapshot of them would still cost to load.
        const again = new EverythingIndex();
        const docs = this.everything.documents.docs;
        const put = performance.now();
        for (const doc of docs) if (doc !== undefined) again.put(doc);
        return { step: step.step, ms: performance.now() - put, count: again.documents.size };
      }
      case 'minisearch': {
        const { peer, readMs, count } = await miniSearchPeer(this.db, this.everything);
        this.minisearch = peer;
        return { step: step.step, ms: performance.now() - started, readMs, count };
      }
    }
  }

  /** One keystroke through one engine: the ms, and how many results it would show. */
  private async keystroke(
    engine: SearchEngine,
    typed: string,
  ): Promise<{ ms: number; shown: number }> {
    const started = performance.now();
    if (engine === 'minisearch') {
      const best = (this.minisearch as MiniSearchPeer).answer(typed, LIMIT);
      const shown = [...best.values()].reduce((sum, ids) => sum + ids.length, 0);
      return { ms: performance.now() - started, shown };
    }
    const answer = this.everything.search(typed, this.clients, LIMIT);
    let shown = answer.groups.reduce((sum, group) => sum + group.best.length, 0);
    if (engine === 'index-shown') {
      // As /local/search would answer: the shown clients read, every hit's texts marked.
      const rows = await this.db.clients.bulkGet(clientIdsOf(answer));
      const byId = new Map(
        rows.flatMap((row): [string, ClientRow][] => (row ? [[row.id, row]] : [])),
      );
      shown = present(answer, byId).reduce((sum, group) => sum + group.hits.length, 0);
    }
    return { ms: performance.now() - started, shown };
  }

  async type(queries: readonly string[], rounds: number): Promise<TypingReport> {
    const typed = queries.flatMap((query) =>
      Array.from({ length: query.length }, (_, n) => query.slice(0, n + 1)),
    );
    const engines: SearchEngine[] = ['index', 'index-shown', 'minisearch'];
    const timings: KeystrokeTiming[] = [];
    let minisearchFoundNothing = 0;
    for (const engine of engines) {
      if (engine === 'minisearch' && !this.minisearch) continue;
      const times: { typed: string; ms: number }[] = [];
      // The first round warms up (and is not counted).
      for (let round = 0; round <= rounds; round += 1) {
        for (const keys of typed) {
          const { ms, shown } = await this.keystroke(engine, keys);
          if (round > 0) times.push({ typed: keys, ms });
          if (round === 1 && engine === 'minisearch' && shown === 0) {
            const ours = this.everything.search(keys, this.clients, LIMIT).groups.length;
            if (ours > 0) minisearchFoundNothing += 1;
          }
        }
      }
      const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 3);
      timings.push({ engine, ...spread(times.map((time) => time.ms)), slowest });
    }
    return { timings, keystrokes: typed.length, minisearchFoundNothing };
  }
}

let bench: SearchBench | null = null;

async function handle(request: SearchRequest): Promise<SearchReply> {
  switch (request.type) {
    case 'seed':
      return {
        type: 'seeded',
        report: await seed(request.dbName, request.clients, request.messages),
      };
    case 'open':
      bench = new SearchBench(new CharterDb(request.dbName));
      return { type: 'opened' };
    case 'build':
      if (!bench) throw new Error('build before open');
      return { type: 'built', report: await bench.build(request) };
    case 'type':
      if (!bench) throw new Error('type before open');
      return { type: 'typed', report: await bench.type(request.queries, request.rounds) };
  }
}

self.addEventListener('message', (event: MessageEvent<Envelope<SearchRequest>>) => {
  const { id, body } = event.data;
  const reply = (answer: SearchReply) => self.postMessage({ id, body: answer });
  handle(body).then(reply, (error: unknown) => reply({ type: 'failed', message: String(error) }));
});
