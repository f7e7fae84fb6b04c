// The operators a broker may ask for quotes: the contacts the remote remembers, the operators
// this workspace knows, and those the remote has confirmed. Queries the worker's `changed`
// event refreshes (renderer/connection/query-cache.ts).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConnection } from '../connection/connection-context';
import { allPages, pageOf, WHOLE_LIST_PAGE } from '../ui/all-pages';

export function useOperatorContacts(enabled: boolean) {
  const { api } = useConnection();
  return useQuery({
    queryKey: ['v1', 'operator-contacts'],
    enabled,
    queryFn: () =>
      allPages((cursor) =>
        pageOf(api.listOperatorContacts({ query: { limit: WHOLE_LIST_PAGE, cursor } })),
      ),
  });
}

/** The operators this workspace knows: those the remote's RFQs named (no endpoint lists them). */
export function useOperators() {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'operators'],
    queryFn: async () => (await local.operators()).items,
  });
}

/**
 * The operator ids the remote has confirmed: those it named in an RFQ, and those whose
 * contacts it remembers (a replica remembers a contact only once the remote has it). Null
 * until both are read.
 */
export function useVerifiedOperators(): ReadonlySet<string> | null {
  const operators = useOperators();
  const contacts = useOperatorContacts(true);
  const ids = useMemo(
    () =>
      operators.data && contacts.data
        ? new Set([
            ...operators.data.map((operator) => operator.id),
            ...contacts.data.map((contact) => contact.operator_id),
          ])
        : null,
    [operators.data, contacts.data],
  );
  return ids;
}
