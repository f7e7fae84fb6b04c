// "A new version is ready — Reload" (Restart in the desktop app), under the header while a
// new version waits. A browser tab reloads by itself only while the broker neither looks at
// it nor edits anything (a form with changes, an export writing): then nothing is lost.
// The desktop notice says what waits to sync: the outbox is on disk and goes on after.
import { useEffect, useSyncExternalStore } from 'react';
import { useSyncStatus } from '../connection/connection-context';
import { waitingToSync } from '../connection/sync-status-watch';
import { editing, useAnyEditing } from '../ui/editing';
import { formatNumber } from '../ui/format';
import type { AppUpdates } from './app-updates';

function useUpdateReady(updates: AppUpdates): boolean {
  return useSyncExternalStore(updates.subscribe, updates.ready);
}

/** Brings the new version in once the tab is hidden and nothing is being edited. */
function useAppliesItself(updates: AppUpdates, ready: boolean) {
  useEffect(() => {
    if (!ready || !updates.appliesItself) return;
    const maybe = () => {
      if (document.visibilityState === 'hidden' && !editing.any()) updates.apply();
    };
    maybe();
    document.addEventListener('visibilitychange', maybe);
    const stop = editing.subscribe(maybe);
    return () => {
      document.removeEventListener('visibilitychange', maybe);
      stop();
    };
  }, [updates, ready]);
}

/** What a restart keeps, in words: the changes that wait to sync. */
function waitingWords(waiting: number): string {
  if (waiting === 0) return 'Every change is synced.';
  const changes = waiting === 1 ? '1 change waits' : `${formatNumber(waiting)} changes wait`;
  return `${changes} to sync: kept on this computer, ${waiting === 1 ? 'it syncs' : 'they sync'} after the restart.`;
}

export function UpdateNotice({ updates }: { updates: AppUpdates }) {
  const ready = useUpdateReady(updates);
  const isEditing = useAnyEditing();
  const status = useSyncStatus();
  useAppliesItself(updates, ready);
  if (!ready) return null;
  const waiting = status ? waitingToSync(status) : 0;
  return (
    <div className="update-notice" role="status" aria-label="New version">
      <p>
        <strong>A new version is ready</strong>
        {updates.action === 'Restart' && status?.workspace === 'remote' && (
          <span> {waitingWords(waiting)}</span>
        )}
        {isEditing && <span> Save or close what you are editing first.</span>}
      </p>
      <button type="button" className="button-primary" onClick={() => updates.apply()}>
        {updates.action}
      </button>
    </div>
  );
}
