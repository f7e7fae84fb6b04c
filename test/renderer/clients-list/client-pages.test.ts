// The list's page chain against an in-memory list served by cursor as /v1/clients serves it
// (sorted by name then id; a cursor holds the last row's name and id): every row read in
// order, far pages evicted, and after a change only the pages on screen read again.
import { describe, expect, it } from 'vitest';
import type { Client, Page } from '../../../shared/api';
import { sameClient, type ClientPages } from '../../../renderer/clients/list/client-pages';
import { PagedRows } from '../../../renderer/ui/paged-list/paged-rows';

const clientPages = (
  fetchPage: (cursor: string | null) => Promise<Page<Client>>,
  first: Page<Client>,
) => new PagedRows(fetchPage, first, sameClient);

const PAGE = 100;

function clientNamed(name: string, id = name): Client {
  return { id, name, updated_at: '2026-11-01T00:00:00.000Z', trip_request_count: 0 } as Client;
}

function fakeServer(size: number) {
  let clients = Array.from({ length: size }, (_, n) =>
    clientNamed(`c${String(n * 10).padStart(7, '0')}`),
  );
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const order = (a: Client, b: Client) => compare(a.name, b.name) || compare(a.id, b.id);
  const server = {
    reads: 0,
    list: () => clients,
    put(client: Client) {
      clients = [...clients.filter((c) => c.id !== client.id), client].sort(order);
    },
    remove(id: string) {
      clients = clients.filter((c) => c.id !== id);
    },
    async fetchPage(cursor: string | null): Promise<Page<Client>> {
      server.reads += 1;
      const after = cursor === null ? null : (JSON.parse(cursor) as [string, string]);
      const rest = after
        ? clients.filter((c) => order(c, clientNamed(after[0], after[1])) > 0)
        : clients;
      const items = rest.slice(0, PAGE);
      const last = items.at(-1);
      return {
        items,
        next_cursor: rest.length > PAGE && last ? JSON.stringify([last.name, last.id]) : null,
        total: clients.length,
      };
    },
  };
  return server;
}

async function settled(pages: ClientPages) {
  for (let n = 0; n < 5000; n += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(pages.error).toBeNull();
}

async function open(size: number) {
  const server = fakeServer(size);
  const pages = clientPages((cursor) => server.fetchPage(cursor), await server.fetchPage(null));
  server.reads = 0;
  return { server, pages };
}

const names = (pages: ClientPages, from: number, to: number) =>
  Array.from({ length: to - from }, (_, n) => pages.row(from + n)?.name ?? null);

describe('ClientPages', () => {
  it('reads every page in order to reach the end, and keeps only pages near the screen', async () => {
    const { server, pages } = await open(10_000);
    expect(pages.count).toBe(10_000);
    pages.show(9_990, 9_999);
    await settled(pages);
    expect(server.reads).toBe(99);
    expect(pages.count).toBe(10_000);
    expect(names(pages, 9_990, 10_000)).toEqual(
      server
        .list()
        .slice(9_990)
        .map((client) => client.name),
    );
    // The top was evicted: read again from its cursor when it comes back into view.
    expect(pages.row(0)).toBeNull();
    pages.show(0, 20);
    await settled(pages);
    expect(server.reads).toBe(100);
    expect(pages.row(0)?.name).toBe(server.list()[0]!.name);
  });

  it('after a change deep in the list, reads only the pages on screen again', async () => {
    const { server, pages } = await open(10_000);
    pages.show(5_000, 5_020);
    await settled(pages);
    server.reads = 0;

    server.put(clientNamed('c0000001-new')); // before the screen: rows shift, not read again
    server.remove(server.list()[5_010]!.id); // on screen
    pages.refresh(await server.fetchPage(null));
    await settled(pages);
    expect(server.reads).toBe(2); // the first page, and the one page on screen
    expect(pages.total).toBe(10_000);
    // What is on screen is the list as it is now, from the page's cursor on.
    const firstShown = pages.row(5_000)!;
    const at = server.list().findIndex((client) => client.id === firstShown.id);
    expect(names(pages, 5_000, 5_020)).toEqual(
      server
        .list()
        .slice(at, at + 20)
        .map((client) => client.name),
    );
  });

  it('joins a page that grew to the page after it, without a gap or a twin', async () => {
    const { server, pages } = await open(1_000);
    pages.show(150, 260);
    await settled(pages);
    for (let n = 0; n < 30; n += 1) server.put(clientNamed(`c0001500-${n}`));
    pages.refresh(await server.fetchPage(null));
    await settled(pages);
    expect(pages.count).toBe(1_030);
    expect(names(pages, 100, 300)).toEqual(
      server
        .list()
        .slice(100, 300)
        .map((client) => client.name),
    );
  });

  it('cuts the chain where the anchor moved, and reads on from there', async () => {
    const { server, pages } = await open(1_000);
    pages.show(150, 260);
    await settled(pages);
    const anchor = server.list()[199]!; // last of the second page
    server.put({ ...anchor, name: 'zzz', updated_at: '2026-11-02T00:00:00.000Z' });
    pages.refresh(await server.fetchPage(null));
    await settled(pages);
    expect(names(pages, 100, 300)).toEqual(
      server
        .list()
        .slice(100, 300)
        .map((client) => client.name),
    );
    pages.show(990, 999);
    await settled(pages);
    expect(pages.count).toBe(1_000);
    expect(pages.row(999)?.name).toBe('zzz');
  });

  it('stops at a failed read, says why, and goes on after retry', async () => {
    const server = fakeServer(300);
    let fail = true;
    const pages = clientPages(
      async (cursor) => {
        if (cursor !== null && fail) throw new Error('worker gone');
        return server.fetchPage(cursor);
      },
      await server.fetchPage(null),
    );
    pages.show(150, 160);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(String(pages.error)).toContain('worker gone');
    fail = false;
    pages.retry();
    await settled(pages);
    expect(pages.row(150)?.name).toBe(server.list()[150]!.name);
  });
});
