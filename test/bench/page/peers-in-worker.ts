// The peers bench in the worker (issue 21): over one seeded database, builds each engine
// one step at a time (the Node side reads the worker's heap between steps), then times every
// query kind through each and counts where a peer's matches differ from the index's.
import { Dexie, type Table } from 'dexie';
import type { Hono } from 'hono';
import type { CharterDb } from '../../../shared/db/database';
import { liveIndexOf } from '../../../shared/db/index-upkeep/live-index';
import { CLIENT_CSV_TABLE } from '../../../shared/db/client-csv/tables';
import { rowMemoryOf } from '../../../shared/db/row-memory/middleware';
import type { ClientRow } from '../../../shared/db/rows';
import type { ClientIndex } from '../../../shared/search/client-index';
import { get, spread } from './measure';
import { dexiePeer, indexPeer, miniSearchPeer, type Peer } from './peer-engines';
import { peerQueryKinds, type PeerAnswer, type PeerQuery } from './peer-queries';
import type {
  BuildStep,
  PeerDifference,
  PeerEngine as Engine,
  PeerTiming,
  StepReport,
} from './protocol';

/** The Dexie scan last: its garbage is the most, and each timing starts with a collection. */
const TIMING_ORDER: readonly Engine[] = ['index', 'minisearch', 'minisearch-words', 'dexie'];

/** A full collection, so garbage an engine left is not collected in the next one's time. */
function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('The peers bench needs Chromium started with --js-flags=--expose-gc');
  gc();
}

interface Opened {
  app: Hono;
  db: CharterDb;
}

export class PeersBench {
  private readonly peers = new Map<Engine, Peer>();
  private index: ClientIndex | null = null;
  private readonly plain: Dexie;
  /** The CSV records, read and held to be weighed. */
  private csv: unknown[] = [];

  constructor(private readonly service: Opened) {
    // The same database without the app's middlewares (row parsing, memory, index upkeep),
    // as an app without them would open it: its stored schema read as it opens.
    this.plain = new Dexie(service.db.name);
  }

  private get clients(): Table<ClientRow, string> {
    return this.plain.table('clients');
  }

  async build(step: BuildStep): Promise<StepReport> {
    const started = performance.now();
    const report = await this.run(step);
    return { step, ms: performance.now() - started, ...report };
  }

  private async run(step: BuildStep): Promise<Omit<StepReport, 'step' | 'ms'>> {
    // Held only to be weighed: MiniSearch at 100,000 needs the room.
    this.csv = [];
    switch (step) {
      case 'index-entries': {
        const live = liveIndexOf(this.service.db);
        await live.ready();
        this.index = await live.caughtUp();
        this.peers.set('index', indexPeer(this.index));
        return {};
      }
      case 'index-postings':
        // A term in the texts and one read as phone digits: both postings made.
        this.requireIndex().search({ field: 'name', descending: false }, null, null, 1);
        for (const q of ['smi', '555']) await get(this.service.app, `/v1/clients?q=${q}`);
        return {};
      case 'index-orders':
        // The two the queries walk (peer-queries.ts).
        for (const sort of ['name', '-last_request_at'] as const) {
          this.requireIndex().prepareOrder(sort);
        }
        return {};
      case 'rows':
        return { count: await this.fillRowMemory() };
      case 'csv':
        this.csv = await this.service.db.table(CLIENT_CSV_TABLE).toArray();
        return { count: this.csv.length };
      case 'dexie':
        await this.plain.open();
        this.peers.set('dexie', dexiePeer(this.clients));
        return {};
      case 'minisearch':
      case 'minisearch-words': {
        const read = performance.now();
        const rows = await this.clients.toArray();
        const readMs = performance.now() - read;
        const setup = step === 'minisearch' ? 'substring' : 'word prefix';
        this.peers.set(step, miniSearchPeer(rows, setup));
        return { readMs, count: rows.length };
      }
    }
  }

  private requireIndex(): ClientIndex {
    if (!this.index) throw new Error('Build the index first');
    return this.index;
  }

  /** Walks the list by name a page of 100 at a time: each page's rows are kept, to the cap. */
  private async fillRowMemory(): Promise<number> {
    let cursor: string | null = null;
    do {
      const url: string = `/v1/clients?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      cursor = ((await get(this.service.app, url)).body as { next_cursor: string | null })
        .next_cursor;
    } while (cursor);
    return rowMemoryOf(this.service.db).size;
  }

  /** Every kind through every engine built: timings, then differences from the index. */
  async measure(repetitions: Record<Engine, number>) {
    const timings: PeerTiming[] = [];
    const differences: PeerDifference[] = [];
    const size = await this.clients.count();
    for (const { kind, variants } of peerQueryKinds) {
      const index = this.peers.get('index');
      const ours = await allAnswers(index, index, variants, size);
      for (const engine of TIMING_ORDER) {
        const peer = this.peers.get(engine);
        if (!peer) continue;
        // A scan reads every row whatever it looks for: one warms it up.
        for (const variant of engine === 'dexie' ? variants.slice(0, 1) : variants) {
          await peer.answer(variant);
        }
        collectGarbage();
        const times: number[] = [];
        for (let n = 0; n < Math.max(repetitions[engine], variants.length); n += 1) {
          const started = performance.now();
          await peer.answer(variants[n % variants.length] as PeerQuery);
          times.push(performance.now() - started);
        }
        timings.push({ engine, kind, variants: variants.length, ...spread(times) });
        if (engine === 'index' || !ours) continue;
        const theirs = await allAnswers(peer, index, variants, size);
        differences.push(differenceOf(engine, kind, variants, ours, theirs!));
      }
    }
    return { timings, differences };
  }
}

interface AllMatches {
  /** Every match, in order. */
  all: PeerAnswer;
  page: PeerAnswer;
}

async function allAnswers(
  peer: Peer | undefined,
  index: Peer | undefined,
  variants: readonly PeerQuery[],
  size: number,
): Promise<AllMatches[] | null> {
  if (!peer) return null;
  const answers: AllMatches[] = [];
  for (const variant of variants) {
    const all = await peer.answer({ ...variant, offset: 0, limit: size });
    // The index pages from a cursor, the peers by offset into what they found.
    const ids = all.ids.slice(variant.offset, variant.offset + variant.limit);
    const page = peer === index ? await peer.answer(variant) : { ids, total: all.total };
    answers.push({ all, page });
  }
  return answers;
}

function differenceOf(
  engine: Engine,
  kind: string,
  variants: readonly PeerQuery[],
  ours: readonly AllMatches[],
  theirs: readonly AllMatches[],
): PeerDifference {
  const difference: PeerDifference = {
    engine,
    kind,
    variants: variants.length,
    variantsDiffering: 0,
    fewer: 0,
    more: 0,
    pagesDiffering: 0,
    totalsDiffering: 0,
    examples: [],
  };
  variants.forEach((variant, at) => {
    const [our, their] = [ours[at]!, theirs[at]!];
    const ourIds = new Set(our.all.ids);
    const theirIds = new Set(their.all.ids);
    const fewer = our.all.ids.filter((id) => !theirIds.has(id)).length;
    const more = their.all.ids.filter((id) => !ourIds.has(id)).length;
    const pageDiffers = our.page.ids.join() !== their.page.ids.join();
    const totalDiffers = our.page.total !== their.page.total;
    difference.fewer += fewer;
    difference.more += more;
    if (pageDiffers) difference.pagesDiffering += 1;
    if (totalDiffers) difference.totalsDiffering += 1;
    if (fewer + more > 0 || pageDiffers || totalDiffers) {
      difference.variantsDiffering += 1;
      difference.examples.push(
        `${describe(variant)}: ${our.page.total} against ${their.page.total}`,
      );
    }
  });
  return difference;
}

export function describe(query: PeerQuery): string {
  const parts = [
    query.q === undefined ? null : `q=${query.q}`,
    query.tag === undefined ? null : `tag=${query.tag}`,
    query.sort === 'name' ? null : `sort=${query.sort}`,
    query.offset === 0 ? null : `offset=${query.offset}`,
  ];
  return parts.filter((part) => part !== null).join('&');
}
