// The reference remote a first connection pulls from: one organization with N demo clients
// and one trip request per 20 (the app's own demo generator), a frozen clock the bench page
// moves through the Node process, and CORS for the bench page's origin.
import { generateDemoOrganization } from '../../shared/demo';
import { startRemoteApi, type RemoteApi } from '../remote-api/server';

/** Room for the whole first connection in a day's pace (10% reserve, 30 days left). */
export const PULL_PLAN = { monthly_quota: 300_000, requests_per_minute: 60 };
/** The start of a 30-day billing period, at the start of a minute. */
export const PULL_START = '2026-04-01T00:00:00.000Z';
const KEY = 'bench-pull-read-key';
const SEED = 42;

export interface PullRemote {
  api: RemoteApi;
  key: string;
  /** From generating the data to the remote answering, in ms. */
  seedMs: number;
  moveClock(iso: string): Promise<void>;
}

export async function startPullRemote(clients: number, appOrigin: string): Promise<PullRemote> {
  const started = performance.now();
  const data = generateDemoOrganization({
    clients,
    tripRequests: Math.round(clients / 20),
    seed: SEED,
    now: new Date(PULL_START),
  });
  const api = await startRemoteApi({
    port: 0,
    appOrigins: [appOrigin],
    config: {
      clock: { start: PULL_START, frozen: true },
      organizations: [
        {
          name: 'Bench Charter',
          plan: PULL_PLAN,
          keys: [{ token: KEY, scopes: ['read'] }],
          ...data,
        },
      ],
    },
  });
  return {
    api,
    key: KEY,
    seedMs: performance.now() - started,
    async moveClock(iso) {
      const response = await fetch(`${api.url}/_sim/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ set: iso }),
      });
      if (!response.ok) throw new Error(`The remote's clock answered ${response.status}`);
    },
  };
}
