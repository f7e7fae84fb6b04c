// A first start as `npm start` makes it: dist/app-config.json points the app at the embedded
// remote with its demo read+write key, so Settings shows that remote and a saved key, and
// the Sync screen shows the first copy of the remote coming in, without typing anything.
import { DEMO_WRITE_KEY } from '../remote-api/demo-config';
import type { RemoteApi } from '../remote-api/server';
import { expect, test } from './fixtures';
import { slowReads, startRemote } from './remote-fixture';
import { expectAccessible, screenshot } from './sync-screen-helpers';

// The narrowest window the app supports: nothing a broker needs may be cut off there.
test.use({ viewport: { width: 800, height: 900 } });

let remote: RemoteApi;
test.beforeEach(async ({ context }) => {
  remote = await startRemote();
  // dist/app-config.json as `npm start` writes it, served to this test's browser only: the
  // specs running beside it start with nothing configured.
  await context.route('**/app-config.json', (route) =>
    route.fulfill({ json: { remote_url: `${remote.url}/`, api_key: DEMO_WRITE_KEY } }),
  );
});
test.afterEach(async () => {
  await remote.close();
});

test('a first start is pointed at the embedded remote with a saved key and syncs', async ({
  page,
}) => {
  // Slow reads (5 s each, the copy 25 s at least), so the first copy's progress stays on screen
  // while the test looks at it, screenshots and axe included, on a busy machine too.
  await slowReads(remote, 5_000);
  await page.goto('/#/sync');
  const progress = page.getByRole('progressbar', { name: 'First copy of the remote' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^Step 1 of 5: Copying clients$/)).toBeVisible();
  // The engine says a pull is under way while the slow page is awaited.
  await expect(
    page.getByRole('heading', { name: 'Getting changes from the remote' }),
  ).toBeVisible();
  await screenshot(page, 'sync-first-pull');
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Remote API URL' })).toHaveValue(`${remote.url}/`);
  await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
  await expect(page.getByText(`records of ${remote.url}, kept on this computer`)).toBeVisible();
  await screenshot(page, 'settings-first-start');

  await slowReads(remote, 0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sync' }).click();
  // The rest of the first copy: the reads under way still take their 5 s.
  await expect(progress).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/^Last synced/)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'This month' })).toBeVisible();
});
