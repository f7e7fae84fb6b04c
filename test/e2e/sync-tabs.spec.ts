// Two tabs of the app in browser mode, both pointed at the remote: one database, so one
// syncs (the Web Lock) and the other stands by. A write made in the standby tab reaches the
// remote once, sent by the syncing tab (woken through the BroadcastChannel, as nothing else
// would wake it for a minute); when the syncing tab closes, the other takes over.
import { client } from '../../shared/api';
import { settingsView } from '../../shared/rpc/local/settings';
import { type SyncStatus } from '../../shared/rpc/local/sync-status';
import { expect, test, watchForErrors } from './fixtures';
import { until } from '../support/until';
import { startSyncRemote, SYNC_KEY, type SyncRemote } from './sync-remote';
import { appWorker, captureAppWorkers, type TabWorker } from './sync-workers';

const SYNCING = ['idle', 'waiting', 'sending', 'pulling'];

/** The remote's clients named `name`, once at least one is there. */
const arrived = (remote: SyncRemote, name: string) =>
  until(
    `${name} on the remote`,
    async () => (await remote.clients()).filter((row) => row.name === name),
    (rows) => rows.length > 0,
  );

/** The /v1 writes the remote logged after `mark`, as `METHOD path status`. */
async function writesSince(remote: SyncRemote, mark: string | null): Promise<string[]> {
  return (await remote.loggedSince(mark, 1000))
    .filter((entry) => entry.method !== 'GET' && entry.method !== 'OPTIONS')
    .map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
}

const activities = (statuses: SyncStatus[]) => statuses.map((status) => status.activity);

test(
  'two tabs: exactly one syncs, sends the standby tab’s writes once, and the other takes over when it closes',
  { tag: '@core' },
  async ({ context, page, baseURL }) => {
    const remote = await startSyncRemote(new URL(baseURL!).origin);
    try {
      await captureAppWorkers(context);
      const second = await context.newPage();
      const secondErrors = watchForErrors(second);
      await page.goto('/');
      await second.goto('/');
      const tabs: TabWorker[] = [appWorker(page), appWorker(second)];

      // Both tabs point their own worker at the remote: the same replica.
      for (const tab of tabs) await tab.pointAt(remote.url, SYNC_KEY);
      for (const tab of tabs) {
        const settings = settingsView.parse(
          await tab.json({ method: 'GET', path: '/local/settings' }),
        );
        expect(settings).toMatchObject({
          workspace: 'remote',
          database: `charter-desk-remote:${remote.url}`,
        });
      }
      // Exactly one holds the lock and syncs (its first pull), the other stands by.
      const statuses = await until(
        'one tab syncing and the other standing by, the first pull done',
        () => Promise.all(tabs.map((tab) => tab.status())),
        (all) =>
          all.filter((s) => s.activity === 'standby').length === 1 &&
          all.some((s) => SYNCING.includes(s.activity) && s.pull.stage === 'steady'),
      );
      const syncing = tabs[statuses.findIndex((s) => s.activity !== 'standby')]!;
      const standby = tabs.find((tab) => tab !== syncing)!;
      expect(activities(statuses).sort()).toEqual(
        [statuses.find((s) => s.activity !== 'standby')!.activity, 'standby'].sort(),
      );

      // Writes in the standby tab reach the remote once, sent by the syncing tab.
      const [someone] = await remote.clients();
      let mark = await remote.mark();
      const made = client.parse(
        await standby.json({
          method: 'POST',
          path: '/v1/clients',
          body: { name: 'Written in the standby tab' },
        }),
      );
      await standby.json({
        method: 'PATCH',
        path: `/v1/clients/${someone!.id}`,
        body: { notes: 'Edited in the standby tab' },
      });
      const [created] = await arrived(remote, 'Written in the standby tab');
      await until(
        'the edit on the remote',
        () => remote.clientDetail(someone!.id),
        (detail) => detail?.notes === 'Edited in the standby tab',
      );
      await until(
        'the standby tab to see its outbox empty',
        () => standby.status(),
        (s) => s.pending + s.in_flight === 0,
      );
      expect(await writesSince(remote, mark)).toEqual([
        'POST /v1/clients 201',
        `PATCH /v1/clients/${someone!.id} 200`,
      ]);
      expect((await remote.clients()).filter((row) => row.name === made.name)).toEqual([created]);
      expect((await standby.status()).activity).toBe('standby');

      // The syncing tab closes: the other takes the lock and sends its own writes.
      await syncing.page.close();
      await until(
        'the remaining tab to take over',
        () => standby.status(),
        (s) => SYNCING.includes(s.activity),
      );
      mark = await remote.mark();
      await standby.json({
        method: 'POST',
        path: '/v1/clients',
        body: { name: 'Written after the takeover' },
      });
      expect(await arrived(remote, 'Written after the takeover')).toHaveLength(1);
      await until(
        'the outbox to empty',
        () => standby.status(),
        (s) => s.pending + s.in_flight === 0 && s.parked === 0,
      );
      expect(await writesSince(remote, mark)).toEqual(['POST /v1/clients 201']);
      expect(secondErrors).toEqual([]);
    } finally {
      await remote.close();
    }
  },
);
