// Back up and Restore in Settings, in browser mode on the broker's own book: the broker's
// own records saved to a JSON download, changed, and brought back from that file; a file
// that is not a backup, or one with a row at fault, refused whole with what is wrong, and
// nothing changed. axe on the section, screenshots at 800 and 1280 px.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, screenshot } from './page-checks';
import { callWorker } from './worker-driver';

const saveTemplate = async (page: Page, id: string, name: string) => {
  const answer = await callWorker(page, {
    method: 'PUT',
    path: `/local/templates/${id}`,
    body: { kind: 'chase', name, body: 'Any news, {operator_name}?' },
  });
  expect(answer.status).toBe(200);
};

const templateNames = async (page: Page) => {
  const answer = await callWorker(page, { method: 'GET', path: '/local/templates' });
  return (answer.body as { items: { name: string }[] }).items.map((item) => item.name);
};

test('the broker’s own records backed up, changed and restored; a bad file refused', async ({
  page,
}) => {
  await page.goto('/');
  await saveTemplate(page, 't1', 'Gentle chase');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const part = page.getByRole('region', { name: 'Your own records' });
  await expect(part).toBeVisible();

  const downloading = page.waitForEvent('download');
  await part.getByRole('button', { name: 'Back up' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^charter-desk-backup-\d{4}-\d\d-\d\d\.json$/);
  const file = readFileSync(await download.path());
  const saved = JSON.parse(file.toString('utf8')) as {
    format: string;
    workspace: string;
    tables: { templates: { name: string }[] };
  };
  expect(saved.format).toBe('charter-desk-backup');
  expect(saved.tables.templates.map((row) => row.name)).toEqual(['Gentle chase']);
  await expect(part.getByRole('status')).toContainText('Backed up to charter-desk-backup-');

  // Changed since: renamed, and another one.
  await saveTemplate(page, 't1', 'Blunt chase');
  await saveTemplate(page, 't2', 'Second');
  expect(await templateNames(page)).toEqual(['Blunt chase', 'Second']);

  const restoreInput = part.getByLabel('Restore from a file…');
  await restoreInput.setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: file,
  });
  await expect(part.getByRole('status')).toContainText('Restored the backup made ');
  await expect(part.getByRole('status')).toContainText('1 saved text');
  expect(await templateNames(page)).toEqual(['Gentle chase']);
  await expectAccessible(page, 'Settings with a backup restored', '.settings-screen');
  await part.scrollIntoViewIfNeeded();
  await screenshot(page, 'backup-restored-1280');

  // A row at fault: the whole file refused, each fault named, nothing changed.
  const bad = {
    ...saved,
    tables: { ...saved.tables, templates: [{ ...saved.tables.templates[0], kind: 'poem' }] },
  };
  await restoreInput.setInputFiles({
    name: 'edited.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  const alert = part.getByRole('alert');
  await expect(alert).toContainText('This file cannot be restored; nothing was changed.');
  await expect(alert).toContainText('tables.templates[0].kind');
  expect(await templateNames(page)).toEqual(['Gentle chase']);

  await restoreInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a backup'),
  });
  await expect(alert).toContainText('notes.txt is not a backup: it is not JSON.');
  expect(await templateNames(page)).toEqual(['Gentle chase']);
  await expectAccessible(page, 'Settings with a file refused', '.settings-screen');
  await page.setViewportSize({ width: 800, height: 900 });
  await part.scrollIntoViewIfNeeded();
  await screenshot(page, 'backup-refused-800');
});
