// The URLs pulls send: a record's path with its id as one segment, a list's page from its
// cursor.

/** Every list is read 100 at a time (the most a page holds): a walk of N is ⌈N/100⌉ calls. */
const PAGE_LIMIT = 100;

export const segment = encodeURIComponent;

/** A page of the list at `path`, with the query's set parameters. */
export function listUrl(path: string, query: Record<string, string | null>): string {
  const params = new URLSearchParams({ limit: String(PAGE_LIMIT) });
  for (const [name, value] of Object.entries(query)) if (value !== null) params.set(name, value);
  return `${path}?${params.toString()}`;
}
