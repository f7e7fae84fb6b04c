// The sync status in a broker's words: what sync is doing, and when it is held back, why and
// what to do. Pure, so every case is unit-tested.
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { FIRST_PULL, type PullStep } from '../../shared/rules/pull-steps';
import { formatDateTime, formatNumber, formatTime } from '../ui/format';

export interface StatusWords {
  headline: string;
  detail: string | null;
  tone: 'ok' | 'busy' | 'warn';
  /** The fix is in Settings (the URL or the key). */
  toSettings: boolean;
}

const words = (
  headline: string,
  detail: string | null,
  tone: StatusWords['tone'],
  toSettings = false,
): StatusWords => ({ headline, detail, tone, toSettings });

/** Metered calls held back by the remote's limits, or null. */
function limited(status: SyncStatus): StatusWords | null {
  const until = status.waiting_until;
  if (status.waiting_for === 'quota' && until) {
    return words(
      'Waiting for the request allowance',
      `The organization's monthly allowance is used up until ${formatDateTime(until)}. Changes wait; messages still go.`,
      'warn',
    );
  }
  if (status.waiting_for === 'rate' && until) {
    return words(
      'Waiting a moment',
      `Too many requests this minute: sync goes on at ${formatTime(until)}.`,
      'busy',
    );
  }
  return null;
}

/** Records the remote no longer holds as here (findings), or made here and kept here only. */
function findingsWords({ findings }: SyncStatus): StatusWords {
  if (findings.open > 0) {
    const them = findings.open === 1 ? 'it' : 'them';
    return words(
      findings.remote_lost
        ? 'The remote lost data'
        : `${plural(findings.open, 'record')} not as on the remote`,
      `The remote no longer holds ${plural(findings.open, 'record')} as this computer does. Choose below what becomes of ${them}.`,
      'warn',
    );
  }
  if (findings.kept_own > 0) {
    const verb = findings.kept_own === 1 ? 'is' : 'are';
    return words(
      'Up to date',
      `${plural(findings.kept_own, 'record')} made here ${verb} kept on this computer only.`,
      'ok',
    );
  }
  return words('Up to date', null, 'ok');
}

function settled(status: SyncStatus, waitingChanges: number): StatusWords {
  if (waitingChanges > 0) {
    return words(`${plural(waitingChanges, 'change')} waiting to sync`, null, 'busy');
  }
  if (status.parked > 0) {
    const verb = status.parked === 1 ? 'needs' : 'need';
    return words(
      `${plural(status.parked, 'change')} ${verb} your attention`,
      'Everything else is synced. Correct, retry or discard them below.',
      'warn',
    );
  }
  return findingsWords(status);
}

function activity(status: SyncStatus): StatusWords {
  const waitingChanges = status.pending + status.in_flight;
  switch (status.activity) {
    case 'standby':
      return words(
        'Another tab is syncing',
        'Another Charter Desk tab or window syncs this workspace; changes made here go through it. This one takes over when that one closes.',
        'ok',
      );
    case 'sending':
      return words(`Sending ${plural(waitingChanges, 'change')}`, null, 'busy');
    case 'pulling':
      return words('Getting changes from the remote', null, 'busy');
    case 'stopped':
      return words('Sync is stopped', status.last_error, 'warn');
    default:
      // Idle, or asleep until the next due pull or retry: the same to the broker.
      return limited(status) ?? settled(status, waitingChanges);
  }
}

const plural = (count: number, noun: string) =>
  `${formatNumber(count)} ${noun}${count === 1 ? '' : 's'}`;

/** What the top of the Sync screen says, for a workspace that mirrors a remote. */
export function statusWords(status: SyncStatus): StatusWords {
  if (status.connection === 'offline') {
    return words(
      'Offline',
      'Changes wait on this computer and go when the connection is back.',
      'warn',
    );
  }
  // Before a pause: in the desktop shell a missing key pauses sync, and says the same.
  if (status.connection === 'not_configured') {
    return words(
      'No API key',
      'Enter the API key for this remote in Settings; changes wait until then.',
      'warn',
      true,
    );
  }
  if (status.paused_reason) return words('Sync is paused', status.paused_reason, 'warn', true);
  if (status.connection === 'unreachable') {
    return words(
      'The remote does not answer',
      `${status.last_error ?? 'The server could not be reached.'} Charter Desk tries again by itself; Sync now tries at once.`,
      'warn',
    );
  }
  return activity(status);
}

/** What each step of the first pull copies. */
const FIRST_PULL_STEPS: Record<PullStep, string> = {
  clients: 'Copying clients',
  recent_clients: 'Copying recent trip requests',
  trip_rfqs: 'Copying requests for quotes of open trips',
  threads: 'Copying message threads',
  contacts: 'Copying operator contacts',
};

/** "Step 2 of 5: Copying recent trip requests", in the worker's order (FIRST_PULL). */
export function pullStepWords(step: string | null): string {
  const index = FIRST_PULL.indexOf(step as PullStep);
  if (index < 0) return 'Starting';
  return `Step ${index + 1} of ${FIRST_PULL.length}: ${FIRST_PULL_STEPS[FIRST_PULL[index]!]}`;
}
