import { expect, test } from './fixtures';

test('demo data: list, search, and a client opened from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load demo data' }).click();
  const rows = page.getByRole('list', { name: 'Clients' }).getByRole('button');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(1);

  const name = await rows.first().locator('.client-name').innerText();
  const search = page.getByRole('searchbox', { name: 'Search clients' });
  await search.fill(name.split(' ').at(-1) ?? name);
  await expect(rows.filter({ hasText: name })).toBeVisible();
  await search.fill('zzqx-no-such-client');
  await expect(page.getByText('No clients match “zzqx-no-such-client”.')).toBeVisible();
  await search.fill('');
  await expect(rows.first()).toHaveText(new RegExp(name));

  // Tab from the search box reaches the first row; arrows move; Enter opens.
  await search.focus();
  await page.keyboard.press('Tab');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  const second = await rows.nth(1).locator('.client-name').innerText();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: second });
  await expect(detail.getByRole('heading', { name: 'Recent trip requests' })).toBeVisible();
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('a client with trip requests shows number, status and route of each', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load demo data' }).click();
  const rows = page.getByRole('list', { name: 'Clients' }).getByRole('button');
  await expect(rows.first()).toBeVisible();
  const trips = page.getByRole('table', { name: 'Recent trip requests' });
  for (let index = 0; index < (await rows.count()); index += 1) {
    await rows.nth(index).click();
    await expect(page.getByRole('heading', { name: 'Recent trip requests' })).toBeVisible();
    if (await trips.isVisible()) break;
  }
  const firstTrip = trips.getByRole('row').nth(1);
  await expect(firstTrip.getByRole('cell').nth(0)).toHaveText(/^#\d+$/);
  await expect(firstTrip.getByRole('cell').nth(2)).toHaveText(/^[A-Z0-9]{3,4} → [A-Z0-9]{3,4}$/);
});

test('a new client with a bad email shows the field error, then saves', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New client' }).click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must be an email address')).toBeVisible();

  await page.getByLabel('Email').fill('grace@navy.example');
  await page.getByLabel('Tags (comma-separated)').fill('vip, navy');
  await page.getByRole('button', { name: 'Create client' }).click();
  const detail = page.getByRole('region', { name: 'Grace Hopper' });
  await expect(detail.getByText('grace@navy.example')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Clients' }).getByRole('button', { name: /Grace Hopper/ }),
  ).toBeVisible();
});
