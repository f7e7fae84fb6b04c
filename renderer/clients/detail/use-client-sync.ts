// The outbox as it concerns one client: what of it has not synced, and its delete while it
// waits. Read again when records change and when the sync status's counts move (an entry
// sent, parked or resumed).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxEntryView } from '../../../shared/rpc/local/outbox';
import type { LocalApi } from '../../connection/local-api';
import { useConnection, useSyncStatus } from '../../connection/connection-context';
import { allPages, WHOLE_LIST_PAGE } from '../../ui/all-pages';
import { clientOutbox, type ClientOutbox } from './client-outbox';

/** Every outbox entry, page by page. */
export const allEntries = (local: LocalApi): Promise<OutboxEntryView[]> =>
  allPages((cursor) => local.outbox({ query: { cursor, limit: String(WHOLE_LIST_PAGE) } }));

export interface ClientSync extends ClientOutbox {
  /** Changes can be undone until they sync: only a workspace with a remote has an outbox. */
  hasRemote: boolean;
}

/** `ids`: the id in the URL and the client's own (they differ once a local create synced). */
export function useClientSync(ids: (string | undefined)[]): ClientSync {
  const { local } = useConnection();
  const status = useSyncStatus();
  const hasRemote = status?.workspace === 'remote';
  const entries = useQuery({
    queryKey: [
      'local',
      'outbox',
      'every-entry',
      status?.pending,
      status?.in_flight,
      status?.parked,
    ],
    queryFn: () => allEntries(local),
    enabled: hasRemote,
    placeholderData: keepPreviousData,
  });
  const known = ids.filter((id): id is string => id !== undefined);
  return { hasRemote, ...clientOutbox(hasRemote ? (entries.data ?? []) : [], known) };
}
