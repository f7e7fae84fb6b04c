// What the check of the saved URL and key found, said at once after saving (or after Check
// again), and what a check costs. The status region is always there, so a screen reader
// hears each new answer.
import { describeFailure } from '../connection/results';
import { checkWords } from './check-words';
import type { RemoteCheckRun } from './use-settings';

export function RemoteCheckNote({
  check,
  remoteUrl,
}: {
  check: RemoteCheckRun;
  remoteUrl: string | null;
}) {
  // An answer about another URL than the one saved now (changed meanwhile) is not shown.
  const answer = check.data?.url === remoteUrl ? check.data : undefined;
  const words = answer && checkWords(answer.result, answer.url);
  return (
    <div className="remote-check">
      <div
        role="status"
        aria-label="Remote check"
        className={`check-result${words ? ` check-${words.tone}` : ''}`}
      >
        {check.isPending ? (
          <p>Checking the remote…</p>
        ) : check.isError ? (
          <p>Could not check the remote: {describeFailure(check.error)}</p>
        ) : (
          words && (
            <>
              <p className="check-title">{words.title}</p>
              {words.detail && <p>{words.detail}</p>}
            </>
          )
        )}
      </div>
      {remoteUrl && (
        <button
          type="button"
          className="button"
          disabled={check.isPending}
          onClick={() => check.mutate(remoteUrl)}
        >
          {answer ? 'Check again' : 'Check the connection'}
        </button>
      )}
      <p className="hint">
        Saving the URL or a key checks it at once with one request to the remote: an empty change to
        a client that does not exist, which changes nothing. It counts as one request of the
        organization&apos;s monthly allowance, and its answer says how much is left.
      </p>
    </div>
  );
}
