// The app as a replica of the reference remote, for the client form and detail specs: the
// app pointed at a remote with its key, its first pull landed, and what the remote
// holds and is sent, read from outside the app.
import type { Page, Request } from '@playwright/test';
import type { Client } from '../../shared/api';
import { generateDemoOrganization } from '../../shared/demo';
import type { RemoteConfig } from '../remote-api/config';
import type { RemoteApi } from '../remote-api/server';
import { clientRows } from './client-form-helpers';
import { expect } from './fixtures';
import { startRemote } from './remote-fixture';
import { callWorker } from './worker-driver';

export const REPLICA_KEY = 'e2e-client-form-key-0001';

/**
 * 30 demo clients on the real clock (the worker's is the real one: a frozen remote clock
 * would put its allowance's reset in the past), with a plan no test comes near.
 */
export function replicaConfig(
  data = generateDemoOrganization({ clients: 30, tripRequests: 0, seed: 5, now: new Date() }),
): RemoteConfig {
  return {
    clock: { frozen: false },
    organizations: [
      {
        name: 'E2E Client Form Charter',
        plan: { monthly_quota: 100_000, requests_per_minute: 10_000 },
        keys: [{ token: REPLICA_KEY, scopes: ['read', 'write'] }],
        ...data,
      },
    ],
  };
}

/**
 * The app replicating `remote`, once its first pull shows clients. As pointAppAt, but the
 * reload waits for the first answer: a probing pull the reload cut off counts as the day's
 * one pull before the allowance is known, and no pull would follow until tomorrow.
 */
export async function openReplica(page: Page, remote: RemoteApi): Promise<void> {
  await page.goto('/');
  const settings = await callWorker(page, {
    method: 'PUT',
    path: '/local/settings',
    body: { remote_url: `${remote.url}/`, api_key: REPLICA_KEY },
  });
  expect(settings.status).toBe(200);
  await expect
    .poll(async () => (await callWorker(page, { method: 'GET', path: '/local/sync' })).body)
    .toMatchObject({ quota: expect.anything() });
  await page.reload();
  await expect(clientRows(page).first()).toBeVisible();
}

export async function startReplica(page: Page, config = replicaConfig()): Promise<RemoteApi> {
  const remote = await startRemote(config);
  await openReplica(page, remote);
  return remote;
}

/** A client as the remote has it. */
export async function remoteClient(remote: RemoteApi, id: string): Promise<Response> {
  return fetch(`${remote.url}/v1/clients/${id}`, {
    headers: { Authorization: `Bearer ${REPLICA_KEY}` },
  });
}

/** A pulled client with every contact field and an address, as the app's worker answers it. */
export async function fullClient(page: Page): Promise<Client> {
  const list = await callWorker(page, { method: 'GET', path: '/v1/clients?limit=100' });
  const found = (list.body as { items: Client[] }).items.find(
    (client) => client.company && client.email && client.address && client.phone,
  );
  if (!found) throw new Error('no client with a company, an email, an address and a phone');
  return found;
}

/** The writes the app's worker sends to `remote` (the remote sees exactly these). */
export function watchWrites(page: Page, remote: RemoteApi, method: 'PATCH' | 'DELETE') {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && request.url().startsWith(`${remote.url}/v1/`)) {
      sent.push(request);
    }
  });
  return sent;
}
