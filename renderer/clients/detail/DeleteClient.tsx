// Delete, after a confirmation that says whether it can be undone: with a remote, the note
// that follows offers Undo for as long as the delete waits for it (the Undo's window, or
// longer while offline); without one, the confirmation says so.
import { useState } from 'react';
import type { ClientDetail } from '../../../shared/api';
import { navigate } from '../../navigation/router';
import { describeFailure, ProblemFailure } from '../../connection/results';
import { ConfirmDialog } from '../../ui/Dialog';
import { notify } from '../../ui/toasts';
import { UNDO_WINDOW_MS } from '../../../shared/rules/undo-window';
import { useDeleteClient, useRestoreClient } from './deletion';
import type { ClientSync } from './use-client-sync';

function consequences(client: ClientDetail, sync: ClientSync): string {
  const trips = client.trip_request_count > 0 ? ' Their trip requests stay, without a client.' : '';
  if (!sync.hasRemote) {
    return `${client.name} is removed from this computer. There is no server copy to bring them back from, so this cannot be undone.${trips}`;
  }
  if (sync.unsent) {
    return `${client.name} has not reached the server yet, so this removes them for good.`;
  }
  const seconds = UNDO_WINDOW_MS / 1000;
  return `You can undo this for ${seconds} seconds, and for as long as you are offline.${trips}`;
}

/** Brings a deleted client back while its delete waits; says why when it cannot. */
export function useUndoDelete() {
  const restore = useRestoreClient();
  return async (entryId: string, clientId: string) => {
    try {
      await restore.mutateAsync(entryId);
      notify({ title: 'Client restored' });
      navigate(`/clients/${clientId}`);
    } catch (error) {
      const synced = error instanceof ProblemFailure && error.problem.type === 'not_found';
      notify({
        title: 'Could not undo the deletion',
        description: synced ? 'It has already reached the server.' : describeFailure(error),
        tone: 'error',
      });
    }
  };
}

export function DeleteClient({ client, sync }: { client: ClientDetail; sync: ClientSync }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteClient();
  const undo = useUndoDelete();

  async function run() {
    try {
      const entry = await remove.mutateAsync({ id: client.id, hasRemote: sync.hasRemote });
      navigate('/clients');
      notify({
        title: 'Client deleted',
        description: client.name,
        ...(entry && {
          action: { label: 'Undo', run: () => void undo(entry.id, client.id) },
          // The delete goes when its window ends: Undo goes with the note then.
          until: Date.parse(entry.created_at) + UNDO_WINDOW_MS,
        }),
      });
    } catch (error) {
      notify({
        title: 'Could not delete the client',
        description: describeFailure(error),
        tone: 'error',
      });
    }
  }

  return (
    <>
      <button
        type="button"
        className="button-danger-quiet"
        disabled={remove.isPending}
        onClick={() => setOpen(true)}
      >
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${client.name}?`}
        description={consequences(client, sync)}
        confirmLabel="Delete client"
        danger
        onConfirm={() => void run()}
      />
    </>
  );
}
