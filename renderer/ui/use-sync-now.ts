// "Sync now", wherever the broker asks for it (the Sync screen, the Inbox's Check now): the
// engine runs the rounds due soonest at once. Whether it can run now, from the sync status:
// not while it runs already, nor offline, nor while paused or without a key (nothing would go).
import { useMutation } from '@tanstack/react-query';
import type { SyncStatus } from '../../shared/rpc/local-api';
import { describeFailure } from '../connection/results';
import { useService } from '../connection/service-context';
import { notify } from './toasts';

export interface SyncNow {
  run(): void;
  /** Sending or pulling now, this request's or the engine's own. */
  busy: boolean;
  /** Nothing would run: offline, paused, no key, or standing by for another tab's engine. */
  unavailable: boolean;
}

export function useSyncNow(status: SyncStatus | null): SyncNow {
  const { local } = useService();
  const mutation = useMutation({
    mutationFn: () => local.syncNow(),
    onError: (error) =>
      notify({
        title: 'Could not start a sync',
        description: describeFailure(error),
        tone: 'error',
      }),
  });
  const running = status?.activity === 'sending' || status?.activity === 'pulling';
  return {
    run: () => mutation.mutate(),
    busy: mutation.isPending || running,
    unavailable:
      status === null ||
      status.activity === 'standby' ||
      status.paused_reason !== null ||
      status.connection === 'offline' ||
      status.connection === 'not_configured' ||
      status.connection === 'key_rejected',
  };
}
