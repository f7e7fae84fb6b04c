// The first page kept for the next opening: written a little after the worker's answer (once
// for a burst of answers) or when the page goes, read back only when it is a page of the
// contract, and forgotten when the book is empty.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client, Page } from '../../../shared/api';
import { clientsPageCache, type PageStore } from '../../../renderer/connection/first-page-cache';
import { isWholeBookByName } from '../../../renderer/clients/list/list-state';
import { createHarness } from '../../support/service-harness';
import { newKey } from '../../service/rfq-fixtures';

function memoryStore(): PageStore & { writes: number; values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    writes: 0,
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem(key, value) {
      this.writes += 1;
      values.set(key, value);
    },
    removeItem: (key) => void values.delete(key),
  };
}

/** Clients as /v1 answers them, so the kept page is one of the contract. */
const clients: Client[] = [];
beforeAll(async () => {
  const h = createHarness();
  for (const name of ['Ann Lee', 'Bob Ray', 'Cy Dorn', 'Di Moss', 'Ed Wynn']) {
    const created = await h.call('POST', '/v1/clients', {
      body: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, tags: ['vip'] },
      headers: { 'Idempotency-Key': newKey() },
    });
    clients.push((await created.json()) as Client);
  }
});

function pageOf(count: number, total = count): Page<Client> {
  return { items: clients.slice(0, count), next_cursor: 'c1', total };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the first page kept for the next opening', () => {
  it('is kept once for a burst of answers, the latest, and read back as it was', () => {
    const store = memoryStore();
    const cache = clientsPageCache(store);
    expect(cache.read()).toBeUndefined();
    cache.keep(pageOf(3, 10));
    cache.keep(pageOf(5, 12));
    expect(store.writes).toBe(0);
    vi.advanceTimersByTime(2_000);
    expect(store.writes).toBe(1);
    expect(clientsPageCache(store).read()).toEqual(pageOf(5, 12));
  });

  it('is written at once when the page goes away', () => {
    const store = memoryStore();
    const cache = clientsPageCache(store);
    cache.keep(pageOf(2));
    cache.flush();
    expect(clientsPageCache(store).read()).toEqual(pageOf(2));
    vi.advanceTimersByTime(2_000);
    expect(store.writes).toBe(1);
  });

  it('is forgotten when the book is empty, and a pending write with it', () => {
    const store = memoryStore();
    const cache = clientsPageCache(store);
    cache.keep(pageOf(2));
    cache.flush();
    cache.keep(pageOf(4));
    cache.keep({ items: [], next_cursor: null, total: 0 });
    vi.advanceTimersByTime(2_000);
    expect(cache.read()).toBeUndefined();
  });

  it('is forgotten on demand, and a pending write with it', () => {
    const store = memoryStore();
    const cache = clientsPageCache(store);
    cache.keep(pageOf(2));
    cache.flush();
    cache.keep(pageOf(3));
    cache.forget();
    vi.advanceTimersByTime(2_000);
    cache.flush();
    expect(cache.read()).toBeUndefined();
  });

  it('reads nothing from text that is not a page of the contract', () => {
    const store = memoryStore();
    const cache = clientsPageCache(store);
    for (const text of ['not json', '{"items":[{"id":"x"}],"next_cursor":null,"total":1}']) {
      store.values.set('charter-desk:first-page', text);
      expect(cache.read()).toBeUndefined();
    }
  });

  it('is kept for the whole book by name only', () => {
    expect(isWholeBookByName({ sort: 'name' })).toBe(true);
    expect(isWholeBookByName({ sort: '-name' })).toBe(false);
    expect(isWholeBookByName({ sort: 'name', q: 'ann' })).toBe(false);
    expect(isWholeBookByName({ sort: 'name', tag: 'vip' })).toBe(false);
  });
});
