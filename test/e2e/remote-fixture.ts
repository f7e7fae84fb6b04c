// The reference remote for browser e2e tests, started in the test process on 127.0.0.1 with
// the preview server's origin let through CORS, and the app pointed at it through its own
// settings endpoint, as the Settings screen does.
import type { Page } from '@playwright/test';
import type { RemoteConfig } from '../remote-api/config';
import { startRemoteApi, type RemoteApi } from '../remote-api/server';
import { callWorker } from './worker-driver';

export function previewOrigin(): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
}

/**
 * A remote answering the app's origin; `config` defaults to the demo organization, `port`
 * to a free one (give the old one to bring a stopped remote back where the app looks).
 */
export function startRemote(config?: RemoteConfig, port = 0): Promise<RemoteApi> {
  return startRemoteApi({ port, config, appOrigins: [previewOrigin()] });
}

/**
 * Points the app in `page` at `remote` with `key`, as the Settings screen of another tab
 * would: the page's own worker follows the change onto the remote's database and starts
 * syncing. The settings go through a worker told it is offline, so that only the page's
 * worker pulls; a reload here could cut off its first pull, which counts as the day's one
 * pull while the quota is unknown (shared/sync/policy/pacing.ts), and pulling would then stop.
 */
export async function pointAppAt(page: Page, remote: RemoteApi, key: string): Promise<void> {
  const answer = await callWorker(
    page,
    {
      method: 'PUT',
      path: '/local/settings',
      body: { remote_url: `${remote.url}/`, api_key: key },
    },
    { online: false },
  );
  if (answer.status !== 200) throw new Error(`settings refused: ${JSON.stringify(answer.body)}`);
}

/** Makes `remote` answer its GETs `latencyMs` late (0: at once), so a first copy stays in view. */
export async function slowReads(remote: RemoteApi, latencyMs: number): Promise<void> {
  const response = await fetch(`${remote.url}/_sim/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ latency_ms: latencyMs, methods: ['GET'] }),
  });
  if (response.status !== 200) throw new Error(`/_sim/faults answered ${response.status}`);
}
