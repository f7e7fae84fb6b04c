// A remote that has never answered, set over one that worked (a mistyped URL, say): its copy
// is empty, said plainly, with the remote that last worked one click away (issue 29, edge 3).
import { useSyncStatus } from '../connection/connection-context';
import { neverAnswered } from '../connection/never-answered';
import { describeFailure } from '../connection/results';
import { notify } from '../ui/toasts';
import { useRemoteAccess, useSettingsChange } from './use-settings';

export function WayBack({
  lastWorkingUrl,
  onSaved,
}: {
  lastWorkingUrl: string | null;
  /** The URL is saved (normalized): check it. */
  onSaved(url: string): void;
}) {
  const access = useRemoteAccess();
  const unanswered = neverAnswered(useSyncStatus());
  const back = useSettingsChange((url: string) => access.setRemoteUrl(url));
  if (!unanswered) return null;
  const goBack = async (url: string) => {
    const outcome = await back.mutateAsync(url);
    if (!outcome.saved || !outcome.remoteUrl) return;
    notify({ title: 'Back to the remote that last worked', description: outcome.remoteUrl });
    onSaved(outcome.remoteUrl);
  };
  return (
    <div className="way-back" role="status" aria-label="This remote">
      <p>
        {unanswered}
        {lastWorkingUrl &&
          ` Your records are in the copy of ${lastWorkingUrl}, the remote that last answered: nothing was lost.`}
      </p>
      {lastWorkingUrl && (
        <button
          type="button"
          className="button"
          disabled={back.isPending}
          onClick={() => void goBack(lastWorkingUrl).catch(() => undefined)}
        >
          Back to {new URL(lastWorkingUrl).host}
        </button>
      )}
      {back.isError && <p role="alert">Could not go back: {describeFailure(back.error)}</p>}
    </div>
  );
}
