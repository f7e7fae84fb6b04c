// The desktop shell itself: runs only where an Electron runtime exists. On machines that
// cannot download one (see TOOLCHAIN.md), it is skipped and says why.
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';
import { buildElectron } from '../../electron/scripts/build-electron.mjs';
import {
  describeMissingRuntime,
  findElectronRuntime,
} from '../../electron/scripts/electron-runtime.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runtime = findElectronRuntime(root);

test.skip(!runtime, `Electron runtime needed: ${describeMissingRuntime(root)}`);

// The window's webPreferences are unit-tested (test/electron/security.test.ts); here, what
// the page can observe of them.
test('the desktop window is hardened, serves app:// and shows the app', async () => {
  await buildElectron();
  const app = await electron.launch({
    executablePath: runtime!.executable,
    args: [`${root}/dist-electron/main.js`],
    cwd: root,
  });
  try {
    const window = await app.firstWindow();
    await expect(window.getByText('Charter Desk').first()).toBeVisible();
    expect(window.url()).toMatch(/^app:\/\/charter-desk\//);

    // The page sees the named bridge only: no Node, no raw IPC, no API key.
    const exposed = await window.evaluate(() => ({
      require: typeof (window as { require?: unknown }).require,
      process: typeof (window as { process?: unknown }).process,
      desktop: Object.keys((window as { desktop?: object }).desktop ?? {}).sort(),
    }));
    expect(exposed.require).toBe('undefined');
    expect(exposed.process).toBe('undefined');
    expect(exposed.desktop.length).toBeGreaterThan(0);
    expect(exposed.desktop.join(' ')).not.toMatch(/ipcRenderer|apiKey$/);
  } finally {
    await app.close();
  }
});
