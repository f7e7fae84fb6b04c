// Which records the app shows (the remote's copy, the broker's own book, or the offline
// demo data) and the one click between the demo data and the rest. Each lives in its own
// database, so switching never mixes or loses records.
import type { SettingsView } from '../../shared/rpc/local/settings';
import { ProblemFailure } from '../connection/results';
import { useConnection } from '../connection/connection-context';
import { notify } from '../ui/toasts';
import { useSettingsChange } from './use-settings';

const originOf = (url: string | null) => (url ? new URL(url).origin : null);

function describe(settings: SettingsView): string {
  switch (settings.workspace) {
    case 'remote':
      return `You are working on the records of ${originOf(settings.remote_url)}, kept on this computer and synced.`;
    case 'demo':
      return 'You are working on the offline demo data: made-up clients and trips that never sync.';
    default:
      return 'You are working on your own book, kept on this computer only.';
  }
}

export function WorkspaceSection({ settings }: { settings: SettingsView }) {
  const { local } = useConnection();
  const toDemo = useSettingsChange(async () => {
    try {
      // Opens the demo workspace and fills it the first time; later it is already there.
      await local.seedDemo();
    } catch (error) {
      if (!(error instanceof ProblemFailure && error.problem.type === 'conflict')) throw error;
    }
  }, 'Could not open the demo data');
  const back = useSettingsChange(
    () => local.changeSettings({ body: { demo: false } }),
    'Could not leave the demo data',
  );
  const origin = originOf(settings.remote_url);
  return (
    <div className="workspace">
      <p>{describe(settings)}</p>
      {settings.workspace === 'demo' ? (
        <button
          type="button"
          className="button"
          disabled={back.isPending}
          onClick={() =>
            back.mutate(undefined, { onSuccess: () => notify({ title: 'Demo data closed' }) })
          }
        >
          {origin ? `Back to ${origin}` : 'Back to your own book'}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button"
            disabled={toDemo.isPending}
            onClick={() =>
              toDemo.mutate(undefined, {
                onSuccess: () => notify({ title: 'Offline demo data opened' }),
              })
            }
          >
            {toDemo.isPending ? 'Opening the demo data…' : 'Use the offline demo data'}
          </button>
          <p className="hint">
            For a machine with no remote.{' '}
            {origin ? "Your remote's records are" : 'Your own book is'} kept as it is, and back when
            you switch back.
          </p>
        </>
      )}
    </div>
  );
}
