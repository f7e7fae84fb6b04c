// The broker's choice for one finding or for all (the findings themselves are read in
// connection/findings-query.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FindingChoice, FindingView } from '../../shared/rpc/local/findings';
import { FINDINGS_KEY } from '../connection/findings-query';
import { describeFailure } from '../connection/results';
import { useConnection } from '../connection/connection-context';
import { notify } from '../ui/toasts';
import { decidedWords } from './finding-words';

export interface Decision {
  which: Pick<FindingView, 'kind' | 'id'> | 'all';
  choice: FindingChoice;
  /** Sending again: the requests for quotes whose operators the broker ticked. */
  rfqs?: string[];
}

export function useDecideFindings() {
  const { local } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ which, choice, rfqs }: Decision) =>
      which === 'all'
        ? local.decideAllFindings({ params: { choice }, body: { rfqs } })
        : local.decideFinding({ params: { kind: which.kind, id: which.id, choice }, body: {} }),
    onSuccess: ({ decided, kept, ...after }, { choice }) => {
      queries.setQueryData(FINDINGS_KEY, after);
      notify({ title: decidedWords(choice, decided, kept) });
      // Records went, came back or changed: every screen reads again.
      void queries.invalidateQueries();
    },
    onError: (error) =>
      notify({ title: 'Could not do that', description: describeFailure(error), tone: 'error' }),
  });
}
