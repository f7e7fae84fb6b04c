// Each query of the issue, run many times through the real /v1 app (Request → Response,
// body read), timed one by one.
import type { Hono } from 'hono';
import { page, client, type Client, type Page } from '../../../shared/api';
import { firstNames, lastNames } from '../../../shared/demo/people';
import { nextTask } from '../../../shared/host/search/everything-load';
import type { QueryTiming, Spread } from './protocol';

const WARM_UP = 5;

/** The q search cycles through these: name fragments, a two-term query, phone digits. */
export const searchUrls: readonly string[] = [
  ...lastNames.slice(0, 12).map((name) => name.slice(0, 4)),
  ...firstNames.slice(0, 6).map((name) => name.slice(1, 4)),
  `${firstNames[0]} ${(lastNames[0] ?? '').slice(0, 3)}`,
  '555',
].map((term) => `/v1/clients?q=${encodeURIComponent(term)}`);

export async function get(app: Hono, url: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await app.fetch(new Request(`http://bench.local${url}`));
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`);
  return { ms, body: JSON.parse(text) };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export function spread(times: readonly number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
  };
}

async function timeQuery(
  app: Hono,
  query: string,
  urls: readonly string[],
  repetitions: number,
): Promise<QueryTiming> {
  for (let n = 0; n < WARM_UP; n += 1) await get(app, urls[n % urls.length] as string);
  const times: number[] = [];
  let total: number | null = null;
  for (let n = 0; n < repetitions; n += 1) {
    const { ms, body } = await get(app, urls[n % urls.length] as string);
    times.push(ms);
    if (n === 0) total = (body as { total?: number }).total ?? null;
  }
  const { p50, p95, max } = spread(times);
  return {
    query,
    example: urls[0] as string,
    variants: urls.length,
    total,
    p50,
    p95,
    max,
    repetitions,
  };
}

async function listPage(app: Hono, url: string): Promise<Page<Client>> {
  return page(client).parse((await get(app, url)).body);
}

/** A cursor about half way through the name order, reached by walking pages of 100. */
async function middleCursor(app: Hono, size: number): Promise<string> {
  let cursor: string | null = null;
  for (let walked = 0; walked < size / 2; walked += 100) {
    const result: Page<Client> = await listPage(
      app,
      `/v1/clients?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    cursor = result.next_cursor;
    if (!cursor) break;
  }
  if (!cursor) throw new Error('no cursor half way');
  return cursor;
}

export async function measureQueries(
  app: Hono,
  sample: { tag: string; detailIds: string[]; size: number },
  repetitions: number,
): Promise<QueryTiming[]> {
  const deep = await middleCursor(app, sample.size);
  const enc = encodeURIComponent;
  return [
    await timeQuery(app, 'first page by name', ['/v1/clients?limit=25'], repetitions),
    await timeQuery(app, 'q search, with total', searchUrls, repetitions),
    await timeQuery(app, 'tag filter', [`/v1/clients?tag=${enc(sample.tag)}`], repetitions),
    await timeQuery(
      app,
      'deep page via cursor',
      [`/v1/clients?limit=25&cursor=${deep}`],
      repetitions,
    ),
    await timeQuery(
      app,
      'client detail',
      sample.detailIds.map((id) => `/v1/clients/${id}`),
      repetitions,
    ),
  ];
}

/**
 * The longest the worker's next task waited while `work` ran: how long a request sent to the
 * worker meanwhile could wait for it to start.
 */
export async function longestWait<T>(work: Promise<T>): Promise<{ result: T; longestMs: number }> {
  let done = false;
  let longestMs = 0;
  const probing = (async () => {
    while (!done) {
      const sent = performance.now();
      await nextTask();
      longestMs = Math.max(longestMs, performance.now() - sent);
    }
  })();
  const result = await work.finally(() => (done = true));
  await probing;
  return { result, longestMs };
}
