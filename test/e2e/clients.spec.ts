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
