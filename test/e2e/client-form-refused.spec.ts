// A 422 from the remote: an edit the worker accepted names an aircraft type the remote no
// longer knows. The change parks; the client shows it needs attention; its edit form puts
// the remote's error on the field, focused; the fix folds into the parked change and syncs.
import type { Locator } from '@playwright/test';
import type { AircraftType } from '../../shared/api';
import { demoAircraftTypes, generateDemoOrganization } from '../../shared/demo';
import { aircraftTypeLabel, CATEGORY_LABELS } from '../../renderer/ui/client-labels';
import { startRemoteApi, type RemoteApi } from '../remote-api/server';
import { expect, test } from './fixtures';
import { expectAccessible, screenshot, scrolledTo } from './client-form-helpers';
import { openReplica, remoteClient, replicaConfig } from './client-form-remote';
import { previewOrigin } from './remote-fixture';
import { callWorker } from './worker-driver';

/** The category, then the type from the list the picker's button shows. */
async function pickAircraft(form: Locator, type: AircraftType): Promise<void> {
  await form
    .getByLabel('Aircraft category')
    .selectOption({ label: CATEGORY_LABELS[type.category] });
  await (
    await scrolledTo(form.getByRole('button', { name: 'Show suggestions Aircraft type' }))
  ).click();
  await form
    .page()
    .getByRole('option', { name: aircraftTypeLabel(type) })
    .click();
  await expect(form.getByRole('combobox', { name: 'Aircraft type' })).toHaveValue(
    aircraftTypeLabel(type),
  );
}

let remote: RemoteApi | undefined;
test.afterEach(async () => {
  await remote?.close();
  remote = undefined;
});

test('a change the remote refused shows on its field; fixing it syncs', async ({ page }) => {
  const data = generateDemoOrganization({ clients: 30, tripRequests: 0, seed: 5, now: new Date() });
  const clients = data.clients!;
  const named = [...new Set(clients.map((client) => client.preferred_aircraft_type_id))];
  const [gone, kept] = named
    .filter((id): id is string => id !== null)
    .map((id) => demoAircraftTypes.find((type) => type.id === id)!);
  const target = clients.find((client) => client.preferred_aircraft_type_id === null)!;

  // The app learns both types from the clients it pulls...
  remote = await startRemoteApi({
    port: 0,
    config: replicaConfig(data),
    appOrigins: [previewOrigin()],
  });
  const port = Number(new URL(remote.url).port);
  await openReplica(page, remote);
  await expect
    .poll(
      async () => (await callWorker(page, { method: 'GET', path: '/local/aircraft-types' })).body,
    )
    .toMatchObject({ items: expect.arrayContaining([gone, kept]) });
  // ...then the remote comes back at its address without one of them.
  await remote.close();
  const withoutGone = {
    ...data,
    aircraft_types: data.aircraft_types!.filter((type) => type.id !== gone!.id),
    clients: clients.map((client) =>
      client.preferred_aircraft_type_id === gone!.id
        ? { ...client, preferred_aircraft_type_id: null }
        : client,
    ),
  };
  remote = await startRemoteApi({
    port,
    config: replicaConfig(withoutGone),
    appOrigins: [previewOrigin()],
  });

  await page.goto(`/#/clients/${target.id}/edit`);
  const form = page.getByRole('region', { name: `Edit ${target.name}` });
  const type = form.getByRole('combobox', { name: 'Aircraft type' });
  await pickAircraft(form, gone!);
  await form.getByRole('button', { name: 'Save changes' }).click();

  const detail = page.getByRole('region', { name: target.name });
  await expect(detail.getByText('Needs attention')).toBeVisible();
  const notice = detail.getByRole('status');
  await expect(notice).toContainText('The server refused the last change');
  await expect(notice.getByRole('listitem')).toHaveText([
    'Aircraft type: No aircraft type with this id',
  ]);
  await expectAccessible(page, 'a client with a refused change');
  await screenshot(page, 'client-detail-refused');

  await detail.getByRole('link', { name: 'Fix it' }).click();
  await expect(type).toBeFocused();
  await expect(type).toHaveAttribute('aria-invalid', 'true');
  await expect(type).toHaveAccessibleDescription(/No aircraft type with this id/);
  await expectAccessible(page, 'the edit form with the remote’s error');
  await screenshot(page, 'client-form-refused');

  await pickAircraft(form, kept!);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(detail.getByText('Needs attention')).toBeHidden();
  await expect(detail.getByText('Not yet synced')).toBeHidden();
  await expect
    .poll(
      async () =>
        (await (await remoteClient(remote!, target.id!)).json()).preferred_aircraft_type?.id,
    )
    .toBe(kept!.id);
});
