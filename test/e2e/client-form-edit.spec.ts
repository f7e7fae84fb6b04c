// An edit in a replica of the remote: the remote receives a PATCH of only what changed, an
// emptied field as null and the address whole; an edit that changes nothing sends nothing.
import { expect, test } from './fixtures';
import { expectAccessible, screenshot } from './client-form-helpers';
import { fullClient, remoteClient, startReplica, watchWrites } from './client-form-remote';
import type { RemoteApi } from '../remote-api/server';

let remote: RemoteApi | undefined;
test.afterEach(async () => {
  await remote?.close();
  remote = undefined;
});

test('the remote gets only what changed; saving an untouched form sends nothing', async ({
  page,
}) => {
  remote = await startReplica(page);
  const patches = watchWrites(page, remote, 'PATCH');
  const client = await fullClient(page);
  await page.goto(`/#/clients/${client.id}/edit`);
  const form = page.getByRole('region', { name: `Edit ${client.name}` });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(client.name);
  await expectAccessible(page, 'the edit form');
  await screenshot(page, 'client-form-edit');

  await form.getByLabel('Company').fill('');
  await form.getByLabel('Phone').fill('+44 20 7946 0018');
  await form.getByLabel('City').fill('Harrogate');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('region', { name: client.name, exact: true })).toBeVisible();
  await expect.poll(() => patches.length).toBe(1);
  expect(patches[0]!.postDataJSON()).toEqual({
    company: null,
    phone: '+44 20 7946 0018',
    address: { ...client.address, city: 'Harrogate' },
  });
  await expect
    .poll(
      async () =>
        ((await (await remoteClient(remote!, client.id)).json()) as { phone: string }).phone,
    )
    .toBe('+44 20 7946 0018');

  await page.getByRole('link', { name: 'Edit' }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('.note', { hasText: 'Nothing changed' })).toBeVisible();
  // The next edit is the second PATCH the remote sees: the untouched save sent none.
  await page.getByRole('link', { name: 'Edit' }).click();
  await form.getByRole('checkbox', { name: 'By SMS' }).setChecked(!client.sms_consent);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => patches.length).toBe(2);
  expect(patches[1]!.postDataJSON()).toEqual({ sms_consent: !client.sms_consent });
});
