// A proposal emailed from the desktop shell, through the harness: Email to client goes to main
// over the checked savePdf channel (its save dialog, the page printed with its print CSS, the
// PDF written whole), then main opens the mail client with the mailto: it builds from the
// checked parts (openMail), once main has shown the saved file in the file manager (the path
// its own dialog returned). Real here: the preload, main's IPC checks, its PDF saver and mail
// link. Stood in for: printToPDF by Chromium's print to PDF (page.pdf), the dialog by the
// test's answer, shell.openExternal and shell.showItemInFolder by lists. Neither the app's
// frame, the broker's options nor the note saying where the file went is printed.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveKey } from '../support/desktop-harness/broker-steps';
import { startDesktopHarness } from '../support/desktop-harness/harness';
import { expect, test } from './fixtures';
import { operatorsAnswer, pdfText } from './quoting-steps';
import { TRIP, TRIPS_KEY, startTripsRemote } from './trips-remote';

test('Email to client saves the proposal through main and opens the mail client', async ({
  page,
}) => {
  const remote = await startTripsRemote({ currency: 'EUR', pax: 4 });
  const folder = await mkdtemp(join(tmpdir(), 'charter-desk-proposal-'));
  const desktop = await startDesktopHarness(page, { launchRemoteUrl: remote.api.url });
  try {
    await operatorsAnswer(remote);
    const clients = await remote.read<{ items: { email: string | null }[] }>(
      '/v1/clients?sort=-trip_request_count&limit=1',
    );
    const email = clients.items[0]!.email!;
    await desktop.open('/settings');
    await saveKey(page, TRIPS_KEY);
    await page.goto(desktop.url(`/trips/${TRIP}`));
    await page.getByRole('link', { name: 'Make proposal' }).click();
    const document = page.getByRole('article', { name: /^Proposal for trip/ });
    await expect(document).toContainText('€50,220.00');

    // Cancelled: nothing saved, nothing shown in the folder, no mail.
    const emailToClient = page.getByRole('button', { name: 'Email to client' });
    desktop.saveDialog.answer = null;
    await emailToClient.click();
    await expect.poll(() => desktop.saveDialog.shown.length).toBe(1);
    await expect(emailToClient).toBeEnabled();
    expect(desktop.shownInFolder).toEqual([]);
    expect(desktop.openedExternally).toEqual([]);
    expect(await readdir(folder)).toEqual([]);

    const file = join(folder, 'proposal.pdf');
    desktop.saveDialog.answer = file;
    await emailToClient.click();
    await expect.poll(() => desktop.openedExternally.length).toBe(1);
    expect(desktop.saveDialog.shown[1]).toMatchObject({
      title: 'Save proposal as PDF',
      defaultPath: 'proposal-trip-1001.pdf',
    });
    expect(desktop.shownInFolder).toEqual([file]);
    const text = await pdfText(await readFile(file));
    for (const price of ['€50,220.00', '€57,456.00', '€65,880.00']) expect(text).toContain(price);
    for (const word of ['46,500', 'Harbor', 'Riviera', 'Alpenflug', 'Save as PDF', 'Net']) {
      expect(text).not.toContain(word);
    }
    const mailto = new URL(desktop.openedExternally[0]!);
    expect(mailto.protocol).toBe('mailto:');
    expect(decodeURIComponent(mailto.pathname)).toBe(email);
    expect(mailto.searchParams.get('subject')).toBe(
      'Your proposal for trip 1001: KTEB – KPBI – KTEB',
    );
    await expect(page.getByRole('region', { name: 'Proposal as sent' })).toBeVisible();
    // Where it went is said in a note that is never printed: hidden by the print CSS, not gone
    // (the pointer on it keeps it).
    const saved = page.getByText('Proposal saved');
    await expect(saved).toBeVisible();
    await expect(page.getByText(file)).toBeVisible();
    await saved.hover();
    await page.emulateMedia({ media: 'print' });
    await expect(saved).toBeHidden();
    await expect(saved).toBeAttached();
    await page.emulateMedia({ media: null });
  } finally {
    await desktop.close();
    await remote.stop().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
});
