// Spends the organization's allowance at the reference remote without the engine: metered
// calls through keys other than the engine's, each key at most its rate a minute, the
// remote's clock (not the engine's) moved a minute on when they have used it. A call the
// rate refuses spends nothing (docs/remote-api.md), so spending at one frozen instant would
// count only a minute's rate.
import { KEYS } from '../remote-api/remote-harness';
import type { SyncRig } from '../sync/sync-rig';

const MINUTE_MS = 60_000;
/** Keys of the engine's organization that may read, the engine's own left alone. */
const SPENDERS = [KEYS.alphaRead, KEYS.alphaWrite2] as const;

/**
 * Spends `calls` from `fromMs` on the remote's clock; returns the remote's time after the
 * last one. The engine must not run meanwhile: the remote's clock is ahead of its own.
 */
export async function spendAllowance(
  rig: SyncRig,
  calls: number,
  fromMs: number,
  ratePerMinute: number,
): Promise<number> {
  let at = fromMs;
  let left = calls;
  while (left > 0) {
    await rig.remote.sim('POST', '/clock', { set: new Date(at).toISOString() });
    for (const key of SPENDERS) {
      const now = Math.min(left, ratePerMinute);
      const answers = await Promise.all(
        Array.from({ length: now }, () =>
          rig.remote.call('GET', '/v1/operator-contacts?limit=1', { key }),
        ),
      );
      const refused = answers.find((answer) => answer.status !== 200);
      if (refused) throw new Error(`Spending the allowance: ${await refused.text()}`);
      await Promise.all(answers.map((answer) => answer.arrayBuffer()));
      left -= now;
    }
    at += MINUTE_MS;
  }
  return at - MINUTE_MS;
}
