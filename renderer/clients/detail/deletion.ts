// Deleting a client, and undoing it while the delete has not synced: discarding the delete's
// outbox entry brings the client back as the server last had it (POST /local/outbox/{id}/
// discard). The delete waits an Undo's window before it goes (shared/sync/writes/
// delete-client.ts), online too. A workspace without a remote has no outbox, so nothing to
// undo there.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../connection/results';
import { useConnection } from '../../connection/connection-context';
import { clientKey } from './use-client-detail';
import { allEntries } from './use-client-sync';

export function useDeleteClient() {
  const { api, local } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    /** Resolves to the delete's outbox entry, when it waits to sync. */
    mutationFn: async ({ id, hasRemote }: { id: string; hasRemote: boolean }) => {
      unwrap(await api.deleteClient({ id }));
      if (!hasRemote) return null;
      const entries = await allEntries(local);
      const entry = entries.find(
        (each) => each.operation_id === 'deleteClient' && each.record?.id === id,
      );
      return entry ?? null;
    },
    onSuccess: (_entry, { id }) => {
      queries.removeQueries({ queryKey: clientKey(id) });
      void queries.invalidateQueries({ queryKey: ['v1'] });
    },
  });
}

export function useRestoreClient() {
  const { local } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      local.outboxAction({ params: { id: entryId, action: 'discard' } }),
    onSuccess: () => queries.invalidateQueries(),
  });
}
