// The desktop shell itself: runs only where an Electron runtime exists. On machines that
// cannot download one (docs/toolchain.md), it is skipped and says why.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { buildElectron } from '../../electron/scripts/build-electron.mjs';
import {
  describeMissingRuntime,
  findElectronRuntime,
} from '../../electron/scripts/electron-runtime.mjs';
import { desktopChannels, type DesktopApi } from '../../shared/desktop/desktop-api';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runtime = findElectronRuntime(root);

test.skip(!runtime, `Electron runtime needed: ${describeMissingRuntime(root)}`);

const KEY = 'ck_e2e_must_never_come_back';
// Given at launch, so its origin counts as confirmed and no dialog waits for a click.
// Nothing listens on port 9: the remote call fails fast, which is all this test needs.
const REMOTE = 'http://127.0.0.1:9/';

// Every method of window.desktop that answers, with its arguments, in the order they are
// called; typed so that a new method cannot be left out (`onEvent` only listens).
const EXPORT_ID = '00000000-0000-4000-8000-000000000000';
const calls: { [Name in Exclude<keyof DesktopApi, 'onEvent'>]: Parameters<DesktopApi[Name]> } = {
  setApiKey: [KEY],
  getInfo: [],
  remoteFetch: [{ method: 'GET', url: '/v1/clients', headers: {}, body: null }],
  setRemoteUrl: [`${REMOTE}other/`],
  checkRemote: [],
  beginExport: ['clients-2026-11-23.csv'],
  writeExport: [EXPORT_ID, 'name\r\n'],
  finishExport: [EXPORT_ID],
  cancelExport: [EXPORT_ID],
  savePdf: ['proposal-trip-1.pdf', 'A4', { kind: 'proposal', reveal: false }],
  logError: ['an error for the log'],
  // Refused: this build has no update URL, so none is ever downloaded.
  installUpdate: [],
  showNotification: [
    {
      title: 'Quote from Harbor Jets',
      body: 'Trip #1001',
      tag: 'quote|e2e',
      thread: { trip_request_id: EXPORT_ID, rfq_id: EXPORT_ID },
    },
  ],
  clearApiKey: [],
  // Refused (no address): a test must not open the machine's mail client.
  openMail: [{ to: 'not an address', subject: 'Proposal', body: '' }],
};

// The window's webPreferences are unit-tested (test/electron/security.test.ts); here, what
// the page can observe of them.
test('the desktop window is hardened, serves app:// and shows the app', async () => {
  await buildElectron();
  // A profile of its own: the test stores and clears a key, and must not touch a real one.
  const userData = await mkdtemp(join(tmpdir(), 'charter-desk-e2e-'));
  const app = await electron.launch({
    executablePath: runtime!.executable,
    args: [`${root}/dist-electron/main.js`, `--user-data-dir=${userData}`],
    cwd: root,
    env: { ...process.env, CHARTER_DESK_REMOTE_URL: REMOTE },
  });
  try {
    const page = await app.firstWindow();
    await expect(page.getByText('Charter Desk').first()).toBeVisible();
    expect(page.url()).toMatch(/^app:\/\/charter-desk\//);

    // The page sees the named bridge only: no Node, no raw IPC.
    const exposed = await page.evaluate(() => {
      const desktop = (window as { desktop?: Record<string, unknown> }).desktop ?? {};
      return {
        require: typeof (window as { require?: unknown }).require,
        process: typeof (window as { process?: unknown }).process,
        ipcRenderer: typeof (window as { ipcRenderer?: unknown }).ipcRenderer,
        desktop: Object.keys(desktop).sort(),
        types: [...new Set(Object.values(desktop).map((value) => typeof value))],
      };
    });
    expect(exposed.require).toBe('undefined');
    expect(exposed.process).toBe('undefined');
    expect(exposed.ipcRenderer).toBe('undefined');
    expect(exposed.desktop).toEqual(Object.keys(desktopChannels).sort());
    expect(exposed.types).toEqual(['function']);
    // A way to read the key would be named for it: only storing and clearing it are.
    expect(exposed.desktop.filter((name) => /key/i.test(name))).toEqual([
      'clearApiKey',
      'setApiKey',
    ]);

    // No method hands the key back, in its answer or its error, once one is stored (or
    // refused, where the system has no secure storage).
    const answers = await page.evaluate(async (planned) => {
      const desktop = (
        window as unknown as { desktop: Record<string, (...args: unknown[]) => Promise<unknown>> }
      ).desktop;
      const results: string[] = [];
      for (const [name, args] of Object.entries(planned)) {
        results.push(
          await desktop[name]!(...args).then(
            (value) => `${name} answered ${JSON.stringify(value)}`,
            (error: unknown) => `${name} failed: ${String(error)}`,
          ),
        );
      }
      return results;
    }, calls);
    expect(answers).toHaveLength(Object.keys(calls).length);
    for (const answer of answers) expect(answer).not.toContain(KEY);
  } finally {
    await app.close();
    await rm(userData, { recursive: true, force: true });
  }
});

test('a client created in the desktop app is still there after quitting and relaunching', async () => {
  await buildElectron();
  const userData = await mkdtemp(join(tmpdir(), 'charter-desk-e2e-'));
  const launch = () =>
    electron.launch({
      executablePath: runtime!.executable,
      args: [`${root}/dist-electron/main.js`, `--user-data-dir=${userData}`],
      cwd: root,
    });
  try {
    const first = await launch();
    const page = await first.firstWindow();
    await page.getByRole('button', { name: 'New client' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Relaunch Ready');
    await page.getByRole('button', { name: /Create client|Save/ }).click();
    await expect(page.getByRole('heading', { name: 'Relaunch Ready' })).toBeVisible();
    await first.close();

    const second = await launch();
    const again = await second.firstWindow();
    await again.getByRole('searchbox', { name: /Search clients/ }).fill('Relaunch');
    await expect(again.getByText('Relaunch Ready').first()).toBeVisible();
    await second.close();
  } finally {
    await rm(userData, { recursive: true, force: true });
  }
});

test('Export CSV goes through the save dialog into the chosen file, whole and neutralized', async () => {
  await buildElectron();
  const userData = await mkdtemp(join(tmpdir(), 'charter-desk-e2e-'));
  const folder = await mkdtemp(join(tmpdir(), 'charter-desk-export-'));
  const file = join(folder, 'book.csv');
  const app = await electron.launch({
    executablePath: runtime!.executable,
    args: [`${root}/dist-electron/main.js`, `--user-data-dir=${userData}`],
    cwd: root,
  });
  try {
    // The save dialog answers with our file and remembers what it was asked.
    await app.evaluate(({ dialog }, filePath) => {
      const asked: unknown[] = [];
      (globalThis as { askedToSave?: unknown[] }).askedToSave = asked;
      dialog.showSaveDialog = (async (...args: unknown[]) => {
        asked.push(args.at(-1));
        return { canceled: false, filePath };
      }) as typeof dialog.showSaveDialog;
    }, file);
    const page = await app.firstWindow();
    await page.getByRole('button', { name: 'New client' }).click();
    await page.getByLabel('Name', { exact: true }).fill('=SUM(A1:A9)');
    await page.getByRole('button', { name: /Create client|Save/ }).click();
    await expect(page.getByRole('heading', { name: '=SUM(A1:A9)' })).toBeVisible();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page
      .getByRole('dialog', { name: 'Export clients' })
      .getByRole('button', { name: 'Export' })
      .click();
    await expect(page.getByText(/^Exported 1 client$/)).toBeVisible();

    const asked = await app.evaluate(() => (globalThis as { askedToSave?: unknown[] }).askedToSave);
    expect(JSON.stringify(asked)).toMatch(/clients-\d{4}-\d{2}-\d{2}\.csv/);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data;
    expect(rows.map((row) => row.name)).toEqual(["'=SUM(A1:A9)"]);
    // Renamed on completion: no partial file is left beside it.
    expect(await readdir(folder)).toEqual(['book.csv']);
  } finally {
    await app.close();
    await rm(userData, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
  }
});
