// Browser mode's check of the remote URL and key when the broker saves them: the worker
// sends the one check request (shared/rpc/remote-check.ts) with the key kept for that URL's
// origin, or none yet, and says what the answer means. What a check found (main's too, in
// the desktop shell), sync learns at once: of the key, and of a URL that did not answer.
import { makeProblem, validationProblem } from '../../api';
import { ProblemError } from '../../api/problem-error';
import type { RemoteCheck } from '../../rpc/local/settings';
import type { SyncStatus } from '../../rpc/local/sync-status';
import {
  checkRequest,
  readCheckAnswer,
  REMOTE_CHECK_TIMEOUT_MS,
  replacementRefusal,
  unreachable,
} from '../../rpc/remote-check';
import { NetworkError } from '../../rpc/remote-errors';
import { keyRefusal } from '../../sync/policy/classify';
import type { SyncEngine } from '../../sync/engine/engine';
import { createFetchTransport, type FetchTransportOptions } from '../../sync/transport/fetch';
import { keyFor, type StoredSettings } from './settings-store';
import type { Workspace } from '../workspace/workspace';

async function checkRemote(
  baseUrl: string,
  apiKey: string | null,
  fetch: FetchTransportOptions['fetch'],
): Promise<RemoteCheck> {
  const transport = createFetchTransport({
    baseUrl,
    apiKey,
    fetch,
    timeoutMs: REMOTE_CHECK_TIMEOUT_MS,
  });
  try {
    return readCheckAnswer(await transport.send(checkRequest()), apiKey !== null);
  } catch (error) {
    if (error instanceof NetworkError) return unreachable(error.message);
    throw error;
  }
}

/**
 * What a check found of the key, told to the running engine at once rather than at its next
 * call: a refused key pauses sync as a refusal from sync would, and an accepted one lifts
 * such a pause.
 */
function noteCheck(engine: SyncEngine | null, check: RemoteCheck): void {
  if (!engine) return;
  if (check.outcome === 'rejected') {
    const { cause, reason } = keyRefusal(check.cause === 'key' ? 401 : 403);
    engine.pause(cause, reason);
  } else if (check.outcome === 'connected' && check.keyed) {
    const cause = engine.snapshot().paused?.cause;
    if (cause?.startsWith('key_') || cause === 'no_key') engine.resume();
  }
}

export interface HostChecksDeps {
  settings(): StoredSettings;
  workspace(): Promise<Workspace>;
  /** The worker's own fetch (browser mode); null where main reaches the remote. */
  fetch: FetchTransportOptions['fetch'] | null;
  /** The sync status changed. */
  statusChanged(): void;
}

/** The host's side of checks: the browser's own, main's heard, and what sync learns of them. */
export function hostChecks({ settings, workspace, fetch, statusChanged }: HostChecksDeps) {
  /** The URL the last check found no answer at: without a key, sync cannot find that out. */
  let unreachableUrl: string | null = null;

  async function learn(url: string, result: RemoteCheck) {
    noteCheck((await workspace()).engine, result);
    unreachableUrl = result.outcome === 'unreachable' ? url : null;
    statusChanged();
  }

  return {
    async check(): Promise<RemoteCheck> {
      const url = settings().remote_url;
      if (fetch === null || url === null) {
        const detail =
          'Only a browser with a remote URL set checks it here (the desktop app checks in main)';
        throw new ProblemError(makeProblem('conflict', { detail }));
      }
      const key = keyFor(settings());
      const result = await checkRemote(url, key, fetch);
      // Learned only while the settings are what was checked.
      if (settings().remote_url === url && keyFor(settings()) === key) await learn(url, result);
      return result;
    },
    /**
     * A key that replaces the working one for the same remote is stored only once the remote
     * accepts it (browser mode; in the desktop shell main keeps the key): until then sync
     * goes on with the old one. Refused, a 422 on `api_key` says so, and nothing changed;
     * unless the remote refuses the old key too, when there is nothing working to keep.
     */
    async acceptReplacement(previous: StoredSettings, next: StoredSettings): Promise<void> {
      const url = next.remote_url;
      const key = keyFor(next);
      const working = keyFor(previous, url);
      if (fetch === null || url === null || key === null || working === null || key === working) {
        return;
      }
      const tryKey = (candidate: string) => checkRemote(url, candidate, fetch);
      const message = await replacementRefusal(tryKey, key, working);
      if (message === null) return;
      throw new ProblemError(validationProblem([{ field: 'api_key', code: 'invalid', message }]));
    },
    /** What main's check found (the desktop shell). */
    async heard(result: RemoteCheck) {
      const url = (await workspace()).key.remoteUrl;
      if (url) await learn(url, result);
    },
    /** `status` as the checks tell it: no key yet, and nothing answered there, is unreachable. */
    adjust(status: SyncStatus): SyncStatus {
      const unanswered =
        status.connection === 'not_configured' && status.remote?.url === unreachableUrl;
      return unanswered ? { ...status, connection: 'unreachable' } : status;
    },
  };
}
