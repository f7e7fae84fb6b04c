// What the list shows beside the clients: which have changes not yet synced (from the
// outbox), and the tags in use for the tag filter. Both are queries the worker's `changed`
// event refreshes.
import { useQuery } from '@tanstack/react-query';
import type { ClientTagsView } from '../../../shared/rpc/local/book';
import { useConnection } from '../../connection/connection-context';
import type { LocalApi } from '../../connection/local-api';

/** `parked` when a change of the client needs the broker's attention, else `pending`. */
export type SyncMark = 'pending' | 'parked';

const NONE = new Map<string, SyncMark>();

async function unsyncedClients(local: LocalApi): Promise<Map<string, SyncMark>> {
  const marks = new Map<string, SyncMark>();
  let cursor: string | undefined;
  do {
    const page = await local.outbox({ query: { cursor, limit: '100' } });
    for (const entry of page.items) {
      if (entry.record?.kind !== 'client') continue;
      if (entry.state === 'parked' || !marks.has(entry.record.id)) {
        marks.set(entry.record.id, entry.state === 'parked' ? 'parked' : 'pending');
      }
    }
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return marks;
}

/** Client ids with outbox entries; empty until read (a mark is a hint, never a blocker). */
export function useUnsyncedClients(): Map<string, SyncMark> {
  const { local } = useConnection();
  const marks = useQuery({
    queryKey: ['local', 'outbox', 'clients'],
    queryFn: () => unsyncedClients(local),
  });
  return marks.data ?? NONE;
}

/** `enabled` once the list's first page is in: counting the tags waits behind it. */
export function useClientTags(enabled: boolean): ClientTagsView['items'] {
  const { local } = useConnection();
  const tags = useQuery({
    queryKey: ['local', 'client-tags'],
    queryFn: () => local.clientTags(),
    enabled,
  });
  return tags.data?.items ?? [];
}
