// "Sync now", wherever the broker asks for it (the Sync screen, the Inbox's Check now): the
// engine asks for the operators' answers and runs the rounds due soonest at once. Disabled
// while it runs already, offline, paused or without a key (nothing would go).
import { useMutation } from '@tanstack/react-query';
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { describeFailure } from '../connection/results';
import { useConnection } from '../connection/connection-context';
import { notify } from './toasts';

export function SyncNowButton({
  status,
  label,
  busyLabel,
  className,
}: {
  status: SyncStatus | null;
  label: string;
  /** Said while sending or pulling, this request's or the engine's own. */
  busyLabel: string;
  className: string;
}) {
  const { local } = useConnection();
  const mutation = useMutation({
    mutationFn: () => local.syncNow(),
    onError: (error) =>
      notify({
        title: 'Could not start a sync',
        description: describeFailure(error),
        tone: 'error',
      }),
  });
  const busy =
    mutation.isPending || status?.activity === 'sending' || status?.activity === 'pulling';
  // Nothing would run: offline, paused, no key, or standing by for another tab's engine.
  const unavailable =
    status === null ||
    status.activity === 'standby' ||
    status.paused_reason !== null ||
    status.connection === 'offline' ||
    status.connection === 'not_configured' ||
    status.connection === 'key_rejected';
  return (
    <button
      type="button"
      className={className}
      disabled={busy || unavailable}
      onClick={() => mutation.mutate()}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
