// A bucket's JSON (snapshot.ts) rewritten in place: the tuples of the ids removed or
// replaced cut out of the string, the new ones appended, the rest left as they are. At
// 100,000 clients a bucket holds ~400 entries (~90 kB); parsing and stringifying it whole
// took ~1 ms, ten times per chunk of a pull, in one piece of the worker's thread that a
// search waited behind (docs/benchmarks.md). The string is the one JSON.stringify of the
// parsed array would give.
import type { ClientEntry } from './client-entry';
import { tupleOf } from './snapshot';

/** Where a tuple ends (one past its `]`), given where it starts: strings and tags skipped. */
function tupleEnd(json: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let at = start; at < json.length; at += 1) {
    const unit = json[at];
    if (inString) {
      if (unit === '\\') at += 1;
      else if (unit === '"') inString = false;
    } else if (unit === '"') {
      inString = true;
    } else if (unit === '[') {
      depth += 1;
    } else if (unit === ']') {
      depth -= 1;
      if (depth === 0) return at + 1;
    }
  }
  throw new Error('A bucket of the search index is not well formed');
}

/**
 * Where the tuple of `id` lies in a bucket's JSON, or null. Its opening `["id",` stands
 * first in the bucket or right after the tuple before (`],`): inside a JSON string every
 * `"` is escaped, and a tags array holding the id follows a string or null, never a `]`.
 */
function tupleSpan(json: string, id: string): [number, number] | null {
  const opening = `[${JSON.stringify(id)},`;
  for (let at = json.indexOf(opening); at !== -1; at = json.indexOf(opening, at + 1)) {
    if (at === 1 || (json[at - 1] === ',' && json[at - 2] === ']')) {
      return [at, tupleEnd(json, at)];
    }
  }
  return null;
}

/** `json` without the tuple at `span` and one comma beside it. */
function cut(json: string, [start, end]: [number, number]): string {
  if (json[end] === ',') return json.slice(0, start) + json.slice(end + 1);
  if (json[start - 1] === ',') return json.slice(0, start - 1) + json.slice(end);
  return json.slice(0, start) + json.slice(end);
}

/**
 * A bucket's entries with `removed` ids dropped and `upserts` put in place of their ids, and
 * how many entries that adds (negative when it takes some away).
 */
export function rewriteBucket(
  entries: string | undefined,
  upserts: readonly ClientEntry[],
  removed: ReadonlySet<string>,
): { entries: string; added: number } {
  let json = entries ?? '[]';
  let added = upserts.length;
  for (const id of new Set([...removed, ...upserts.map((entry) => entry.id)])) {
    for (let span = tupleSpan(json, id); span !== null; span = tupleSpan(json, id)) {
      json = cut(json, span);
      added -= 1;
    }
  }
  if (upserts.length === 0) return { entries: json, added };
  const appended = upserts.map((entry) => JSON.stringify(tupleOf(entry))).join(',');
  const open = json.slice(0, -1);
  return { entries: `${open}${open === '[' ? '' : ','}${appended}]`, added };
}
