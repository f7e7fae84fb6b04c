// The proposal's reads and writes on /local/ (the margin rule, the branding, the proposals
// sent) and the client's email on /v1, as queries the worker's `changed` event refreshes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProposalDocument } from '../../../shared/rpc/local/proposal';
import { useConnection } from '../../connection/connection-context';
import { unwrap } from '../../connection/results';

export function useProposalSettings() {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'proposal-settings'],
    queryFn: () => local.proposalSettings({}),
  });
}

export function useTripProposals(tripRequestId: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'trip-proposals', tripRequestId],
    queryFn: () => local.tripProposals({ params: { id: tripRequestId } }),
  });
}

export function useProposal(id: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'proposal', id],
    queryFn: () => local.proposal({ params: { id } }),
  });
}

/** The client's email, where the trip has a client and the client an email. */
export function useClientEmail(clientId: string | null) {
  const { api } = useConnection();
  return useQuery({
    queryKey: ['v1', 'client', clientId],
    enabled: clientId !== null,
    queryFn: async () => unwrap(await api.getClient({ id: clientId! })).email ?? null,
  });
}

/** The broker's proposal email: their default, else their first, else the app's own. */
export function useProposalTemplates() {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'templates', 'proposal_email'],
    queryFn: () => local.templates({ query: { kind: 'proposal_email' } }),
  });
}

/** `emailedTo`: the client's address when Email to client sent it (recorded with it). */
export function useRecordProposal(tripRequestId: string) {
  const { local } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, document, emailedTo }: Recording) =>
      local.saveProposal({
        params: { id },
        body: {
          trip_request_id: tripRequestId,
          document,
          ...(emailedTo === null ? {} : { emailed_to: emailedTo }),
        },
      }),
    onSettled: () => queries.invalidateQueries({ queryKey: ['local', 'trip-proposals'] }),
  });
}

interface Recording {
  id: string;
  document: ProposalDocument;
  emailedTo: string | null;
}

/** The proposal as sent, emailed again: each sending recorded once, by an id of its own. */
export function useRecordEmailedAgain(proposalId: string) {
  const { local } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (to: string) =>
      local.recordProposalEmail({
        params: { id: proposalId },
        body: { id: crypto.randomUUID(), to },
      }),
    onSettled: () => queries.invalidateQueries({ queryKey: ['local', 'proposal', proposalId] }),
  });
}
