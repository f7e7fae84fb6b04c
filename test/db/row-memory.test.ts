import { describe, expect, it } from 'vitest';
import { RowMemory, rowBytes, type CommittedRows } from '../../shared/db/row-memory/row-memory';
import { generateClients } from '../../shared/demo';
import {
  announceCommit,
  doubtMemoriesOf,
  listenForCommits,
} from '../../shared/db/row-memory/commit-notes';
import type { ClientRow } from '../../shared/db/rows';

const row = (id: string, name = id) => ({ id, name }) as ClientRow;

function commit(clients: [string, ClientRow | null][] = [], epoch = 0): CommittedRows {
  const types = new Map();
  return { clients: new Map(clients), types, clientsCleared: false, typesCleared: false, epoch };
}

describe('the rows a connection keeps in memory', () => {
  it('answer only at a revision they are known to match, the newest seen', () => {
    const memory = new RowMemory();
    expect(memory.revision).toBeNull();
    memory.read(4, memory.epoch, [row('a')], new Map());
    expect(memory.revision).toBe(4);
    memory.committed(5, commit([['a', row('a', 'Anna')]]));
    expect(memory.rowsOf(['a'])?.[0]?.name).toBe('Anna');
    // A search read revision 7: a commit of another writer came between.
    memory.read(7, memory.epoch, [row('b')], new Map());
    expect(memory.revision).toBeNull();
    expect(memory.rowsOf(['b'])).toBeNull();
  });

  it('keep only a commit’s rows after a gap in the revisions; one already read changes nothing', () => {
    const memory = new RowMemory();
    memory.read(4, memory.epoch, [row('a')], new Map());
    memory.committed(4, commit([['a', null]]));
    expect(memory.rowsOf(['a'])).not.toBeNull();
    memory.committed(6, commit([['b', row('b')]], memory.epoch));
    expect(memory.revision).toBe(6);
    expect(memory.rowsOf(['a'])).toBeNull();
    expect(memory.rowsOf(['b'])).not.toBeNull();
  });

  it('take no rows read or written in a transaction begun before a doubt', () => {
    const memory = new RowMemory();
    const before = memory.epoch;
    memory.doubt();
    memory.read(4, before, [row('a')], new Map());
    memory.committed(5, commit([['b', row('b')]], before));
    expect(memory.revision).toBeNull();
    expect(memory.rowsOf(['a'])).toBeNull();
    expect(memory.rowsOf(['b'])).toBeNull();
  });

  it('start again from any revision once in doubt', () => {
    const memory = new RowMemory();
    memory.read(9, memory.epoch, [row('a')], new Map());
    memory.doubt();
    memory.read(2, memory.epoch, [row('b')], new Map());
    expect(memory.revision).toBe(2);
  });

  it('hold at most their bound, the least recently used dropped', () => {
    const memory = new RowMemory(rowBytes(row('a')) * 2);
    memory.read(1, memory.epoch, [row('a'), row('b')], new Map());
    expect(memory.rowsOf(['a'])).not.toBeNull();
    memory.committed(2, commit([['c', row('c')]]));
    expect(memory.rowsOf(['b'])).toBeNull();
    expect(memory.rowsOf(['a', 'c'])?.map((each) => each.id)).toEqual(['a', 'c']);
  });

  it('never take more bytes than their bound, and answer every row they still hold', () => {
    const rows = generateClients(2_000, 7).map((seed) => ({ ...seed, id: seed.id! }) as ClientRow);
    const bound = 64 * 1024;
    const memory = new RowMemory(bound);
    let revision = 1;
    memory.read(revision, memory.epoch, [], new Map());
    for (let at = 0; at < rows.length; at += 50) {
      const page = rows.slice(at, at + 50);
      if (at % 100 === 0) memory.read(revision, memory.epoch, page, new Map());
      else memory.committed((revision += 1), commit(page.map((each) => [each.id, each])));
      expect(memory.bytes).toBeLessThanOrEqual(bound);
      // The page just kept is all there, as stored.
      expect(memory.rowsOf(page.map((each) => each.id))).toEqual(page);
    }
    const held = rows.filter((each) => memory.rowsOf([each.id]) !== null);
    expect(memory.size).toBe(held.length);
    // The newest rows, as many as fit: ~80 demo rows of ~800 bytes.
    expect(held.length).toBeGreaterThan(50);
    expect(held).toEqual(rows.slice(-held.length));
    expect(held.reduce((bytes, each) => bytes + rowBytes(each), 0)).toBe(memory.bytes);
  });

  it('keep no row larger than the whole bound', () => {
    const memory = new RowMemory(100);
    memory.read(1, memory.epoch, [row('a'), row('b', 'x'.repeat(200))], new Map());
    expect(memory.rowsOf(['a'])).not.toBeNull();
    expect(memory.rowsOf(['b'])).toBeNull();
    expect(memory.bytes).toBeLessThanOrEqual(100);
  });

  it('are forgotten when another tab says the database changed, and only that one', () => {
    const [memory, other] = [new RowMemory(), new RowMemory()];
    listenForCommits('book-a', memory);
    listenForCommits('book-b', other);
    memory.read(4, memory.epoch, [row('a')], new Map());
    other.read(2, other.epoch, [row('b')], new Map());
    doubtMemoriesOf('book-a');
    expect(memory.revision).toBeNull();
    expect(other.rowsOf(['b'])).not.toBeNull();
  });

  it("a commit is not news to the memories of its own connection, only to another's", () => {
    const doubted: string[] = [];
    const memory = (name: string) => ({ doubt: () => doubted.push(name) });
    const [rows, trips, elsewhere] = [memory('rows'), memory('trips'), memory('elsewhere')];
    const [connection, other] = [{}, {}];
    listenForCommits('book-c', rows, connection);
    listenForCommits('book-c', trips, connection);
    listenForCommits('book-c', elsewhere, other);
    announceCommit('book-c', rows);
    expect(doubted).toEqual(['elsewhere']);
  });
});
