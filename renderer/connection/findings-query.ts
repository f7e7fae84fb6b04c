// The findings (records the remote no longer holds as this computer does), read when the
// worker's sync status says there are any and again when their counts or a pull change,
// never by polling. The Sync screen and the notice show them; the records' own screens mark
// those missing on the server.
import { useQuery } from '@tanstack/react-query';
import type { FindingView } from '../../shared/rpc/local/findings';
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { useStaleWhenChanged } from './query-cache';
import { useConnection, useSyncStatus } from './connection-context';

export const FINDINGS_KEY = ['local', 'findings'] as const;

export const hasFindings = (status: SyncStatus | null) =>
  status !== null &&
  status.workspace === 'remote' &&
  status.findings.open + status.findings.kept_own > 0;

export function useFindings(status: SyncStatus | null) {
  const { local } = useConnection();
  const findings = useQuery({
    queryKey: FINDINGS_KEY,
    queryFn: () => local.findings(),
    enabled: hasFindings(status),
  });
  // A pull may find more, or find a record again, without the counts moving.
  useStaleWhenChanged(
    FINDINGS_KEY,
    status ? JSON.stringify([status.findings, status.last_success_at]) : '',
  );
  return findings;
}

const NONE: ReadonlySet<string> = new Set();

/** The ids of `kind` missing on the server, to decide on or kept here. */
export function useMissingOnServer(kind: FindingView['kind']): ReadonlySet<string> {
  const status = useSyncStatus();
  const findings = useFindings(status);
  if (!hasFindings(status) || !findings.data) return NONE;
  const missing = findings.data.items.filter(
    (item) => item.kind === kind && item.problem === 'missing',
  );
  return new Set(missing.map((item) => item.id));
}
