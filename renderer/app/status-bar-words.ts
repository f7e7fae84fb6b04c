// The header's words: which records the app is on (the demo remote, a remote by its host,
// the offline demo data, this computer only), the connection, and how far sync is: the first
// copy's progress while it runs, "All changes synced" only when that is true. Pure, so every
// case is unit-tested.
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { FIRST_PULL, type PullStep } from '../../shared/rules/pull-steps';
import { pullStepWords } from '../sync/status-words';
import { formatDateTime, formatNumber } from '../ui/format';

/** What the connection dot shows: the status's connection, or a remote without a key. */
export type ConnectionKind = SyncStatus['connection'] | 'no_key';

const CONNECTION_WORDS: Record<ConnectionKind, string> = {
  not_configured: 'Online',
  no_key: 'No API key',
  offline: 'Offline',
  online: 'Online',
  unreachable: 'Remote unreachable',
  key_rejected: 'Key rejected',
};

export function connectionOf(status: SyncStatus | null, online: boolean) {
  let kind: ConnectionKind = !online ? 'offline' : (status?.connection ?? 'not_configured');
  // A remote is set, but nothing syncs: in a browser that is a missing key.
  if (kind === 'not_configured' && status?.workspace === 'remote') kind = 'no_key';
  return { kind, words: CONNECTION_WORDS[kind] };
}

/** Which records the app works on, and its full address where that is a remote. */
export function recordsFrom(status: SyncStatus): { name: string; title: string | null } {
  if (status.remote) {
    const { url, demo } = status.remote;
    return { name: demo ? 'Demo remote' : new URL(url).host, title: url };
  }
  return {
    name: status.workspace === 'demo' ? 'Offline demo data' : 'This computer only',
    title: null,
  };
}

/** How far sync is, for a remote's workspace: what waits, the first copy, or the last sync. */
const records = (count: number) => `${formatNumber(count)} ${count === 1 ? 'record' : 'records'}`;

export function syncedWords(status: SyncStatus): { words: string; title: string | null } {
  const waiting = status.pending + status.in_flight + status.parked;
  if (waiting > 0) return { words: `${formatNumber(waiting)} waiting to sync`, title: null };
  // Records the remote lost (findings): not synced, whatever the outbox says.
  const { open, kept_own: kept } = status.findings;
  if (open > 0) return { words: `${records(open)} not on the remote`, title: null };
  if (kept > 0) return { words: `${records(kept)} kept only here`, title: null };
  const { pull } = status;
  const settled = status.connection === 'online' && status.paused_reason === null;
  if (pull.stage === 'initial') {
    const counted =
      pull.clients_total === null
        ? null
        : `${formatNumber(pull.clients_pulled)} of ${formatNumber(pull.clients_total)} clients`;
    // No key, no answer, a refused key: nothing is copying, whatever the last step was.
    if (!settled) {
      const words = counted ? `Copy stopped at ${counted}` : 'Not copied from the server yet';
      return { words, title: null };
    }
    const title = pullStepWords(pull.step);
    if (pull.step === 'clients' && counted) {
      return { words: `Copying from the server: ${counted}`, title };
    }
    // The clients' count is the step a broker waits on; the steps after it are counted.
    const step = FIRST_PULL.indexOf(pull.step as PullStep);
    const words = `Copying from the server${step < 0 ? '…' : `: step ${step + 1} of ${FIRST_PULL.length}`}`;
    return { words, title };
  }
  const synced = status.last_success_at;
  if (synced === null) return { words: 'Not synced yet', title: null };
  return settled
    ? { words: 'All changes synced', title: `Last synced ${formatDateTime(synced)}` }
    : { words: `Last synced ${formatDateTime(synced)}`, title: null };
}
