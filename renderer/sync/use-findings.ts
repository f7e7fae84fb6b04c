// The findings (records the remote no longer holds as this computer does), read when the
// worker's `sync` status says there are any and again when their counts or a pull change,
// never by polling; and the broker's choice for one or for all.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { FindingChoice, FindingView } from '../../shared/rpc/findings';
import type { SyncStatus } from '../../shared/rpc/local-api';
import { describeFailure } from '../connection/results';
import { useService } from '../connection/service-context';
import { notify } from '../ui/toasts';
import { decidedWords } from './finding-words';

const FINDINGS_KEY = ['local', 'findings'] as const;

export const hasFindings = (status: SyncStatus | null) =>
  status !== null &&
  status.workspace === 'remote' &&
  status.findings.open + status.findings.kept_own > 0;

export function useFindings(status: SyncStatus | null) {
  const { local } = useService();
  const queries = useQueryClient();
  const findings = useQuery({
    queryKey: FINDINGS_KEY,
    queryFn: () => local.findings(),
    enabled: hasFindings(status),
  });
  const signature = status ? JSON.stringify([status.findings, status.last_success_at]) : '';
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void queries.invalidateQueries({ queryKey: FINDINGS_KEY });
  }, [queries, signature]);
  return findings;
}

export interface Decision {
  which: Pick<FindingView, 'kind' | 'id'> | 'all';
  choice: FindingChoice;
}

export function useDecideFindings() {
  const { local } = useService();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ which, choice }: Decision) => local.decideFindings(which, choice),
    onSuccess: ({ decided, ...after }, { choice }) => {
      queries.setQueryData(FINDINGS_KEY, after);
      notify({ title: decidedWords(choice, decided) });
      // Records went, came back or changed: every screen reads again.
      void queries.invalidateQueries();
    },
    onError: (error) =>
      notify({ title: 'Could not do that', description: describeFailure(error), tone: 'error' }),
  });
}
