import { expect, test } from './fixtures';

test('a client with trip requests shows number, status and route of each', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load demo data' }).click();
  const rows = page.getByRole('table', { name: 'Clients' }).getByRole('link');
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
    page.getByRole('table', { name: 'Clients' }).getByRole('link', { name: 'Grace Hopper' }),
  ).toBeVisible();
});
