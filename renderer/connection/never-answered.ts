// A remote that has never answered sync, said where its empty copy shows (the Trips and
// Clients lists, Settings): a mistyped URL opens a workspace of its own with nothing in it,
// which must never read as a book that lost its data (issue 29, edge 3).
import type { SyncStatus } from '../../shared/rpc/local/sync-status';

/** "{host} has never answered: its copy here is empty.", or null when it has answered. */
export function neverAnswered(status: SyncStatus | null | undefined): string | null {
  if (status?.workspace !== 'remote' || !status.remote) return null;
  if (status.connection !== 'unreachable' || status.last_success_at !== null) return null;
  return `${new URL(status.remote.url).host} has never answered: its copy here is empty.`;
}
