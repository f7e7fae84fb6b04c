// Where the index's snapshot lives in the database (schema version 2).
export const CLIENT_INDEX_TABLE = 'client_index';
/** `meta` row counting commits that changed clients: the snapshot's revision. */
export const REVISION_KEY = 'client_index.revision';

export function revisionValue(row: { value: unknown } | undefined): number {
  return typeof row?.value === 'number' ? row.value : 0;
}
