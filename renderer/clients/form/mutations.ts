// The client form's writes. The worker's `changed` event refreshes every screen; the /v1
// queries are also marked stale here so the screen opened next reads the saved client.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../connection/results';
import { useConnection } from '../../connection/connection-context';
import type { CreateAttempt } from './attempt';
import type { CreateBody, PatchBody } from './client-form-values';

export function useCreateClient(attempt: CreateAttempt) {
  const { api } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateBody) =>
      unwrap(await attempt.send((idempotencyKey) => api.createClient({ body, idempotencyKey }))),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['v1'] }),
  });
}

export function useUpdateClient(id: string) {
  const { api } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: PatchBody) => unwrap(await api.updateClient({ id, body })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['v1'] }),
  });
}
