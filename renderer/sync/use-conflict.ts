// The broker's choice on a field the server changed too: keep mine, take theirs, keep both.
// The outbox and the frame follow from the worker; a note says what was kept.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConflictResolution } from '../../shared/rpc/local/outbox';
import { describeFailure } from '../connection/results';
import { useConnection } from '../connection/connection-context';
import { fieldInSentence } from '../ui/conflict-words';
import { notify } from '../ui/toasts';
import { OUTBOX_KEY } from './use-outbox';

type Choice = ConflictResolution['choice'];

const KEPT: Record<Choice, (label: string) => string> = {
  mine: (label) => `Kept your ${label}`,
  theirs: (label) => `Took the server’s ${label}`,
  both: (label) => `Kept both versions of the ${label}`,
};

const NEXT: Record<Choice, string> = {
  mine: 'It goes to the server at the next sync.',
  theirs: 'Your change of it is dropped; nothing is sent.',
  both: 'The two go to the server at the next sync.',
};

export function useResolveConflict() {
  const { local } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...resolution }: { id: string } & ConflictResolution) =>
      local.resolveConflict({ params: { id }, body: resolution }),
    onSuccess: (_status, { field, choice }) => {
      const label = fieldInSentence(field);
      notify({ title: KEPT[choice](label), description: NEXT[choice] });
    },
    onError: (error) => {
      notify({
        title: 'Could not settle the change',
        description: describeFailure(error),
        tone: 'error',
      });
    },
    onSettled: () => queries.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
}
