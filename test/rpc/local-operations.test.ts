// The /local/ operations table: docs/local-api.md names exactly its operations (method, path
// and query parameters, nothing the table lacks), each path template names exactly its path
// parameters, and a request finds the operation it names, a fixed segment before a parameter.
// Each of its schema modules loads first on its own, as a bundle may load it: one that waited
// on a module importing it back would find that module's schemas not yet made.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { localOperations, localPath, matchLocalOperation } from '../../shared/rpc/local/operations';
import { type LocalOperation } from '../../shared/rpc/local/local-operation';

const operations = localOperations as readonly LocalOperation[];
const docs = readFileSync(new URL('../../docs/local-api.md', import.meta.url), 'utf8');

/** The first cell of each table row that names an endpoint: `` `GET /local/trips?sort&limit` ``. */
function documented(): { method: string; path: string; query: string[] }[] {
  const rows = docs.matchAll(/^\| `([A-Z]+) (\/local\/[^`?]*)(?:\?([^`]*))?` +\|/gm);
  return [...rows].map(([, method, path, query]) => ({
    method: method!,
    path: path!,
    query: query ? query.split('&') : [],
  }));
}

const keysOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
const nameOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the /local/ operations table', () => {
  it('is what docs/local-api.md documents, each operation once with its query', () => {
    const rows = documented();
    expect(rows.map(nameOf).sort()).toEqual(operations.map(nameOf).sort());
    for (const operation of operations) {
      const row = rows.find((candidate) => nameOf(candidate) === nameOf(operation))!;
      expect(row.query.sort(), nameOf(operation)).toEqual(keysOf(operation.query));
    }
  });

  it('has one id per operation and one operation per method and path', () => {
    expect(new Set(operations.map((operation) => operation.id)).size).toBe(operations.length);
    expect(new Set(operations.map(nameOf)).size).toBe(operations.length);
  });

  it('names in each path template exactly the path parameters its schema checks', () => {
    for (const operation of operations) {
      const named = [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      expect(named, operation.id).toEqual(keysOf(operation.pathParams));
    }
  });

  it('matches each request to the operation it names, a fixed segment first', () => {
    for (const operation of operations) {
      const params = Object.fromEntries(keysOf(operation.pathParams).map((key) => [key, 'x/y']));
      const path = localPath(operation.path, params);
      expect(matchLocalOperation(operation.method, path)?.id, path).toBe(operation.id);
    }
    expect(matchLocalOperation('POST', '/local/outbox/e-1/resolve')?.id).toBe('resolveConflict');
    expect(matchLocalOperation('POST', '/local/outbox/e-1/retry')?.id).toBe('outboxAction');
    expect(matchLocalOperation('DELETE', '/local/settings')).toBeNull();
    expect(matchLocalOperation('GET', '/local/settings/')).toBeNull();
  });

  it('loads each of its schema modules first, on its own', async () => {
    const folder = new URL('../../shared/rpc/local/', import.meta.url);
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      vi.resetModules();
      await expect(import(new URL(file, folder).href), file).resolves.toBeDefined();
    }
  });
});
