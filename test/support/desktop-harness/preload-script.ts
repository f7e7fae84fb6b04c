// The desktop harness's preload: electron/preload.ts itself, bundled with Vite as the shell's
// build bundles it (electron/scripts/build-electron.mjs), with `electron` replaced by
// electron-in-page.ts. The page gets the very `window.desktop` the shell's preload makes, so
// the two cannot drift. Run in the main frame only, as Electron runs a preload.
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const standIn = fileURLToPath(new URL('./electron-in-page.ts', import.meta.url));

let script: Promise<string> | null = null;

async function bundle(): Promise<string> {
  const built = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { electron: standIn } },
    build: {
      write: false,
      target: 'chrome120',
      minify: false,
      lib: { entry: 'electron/preload.ts', formats: ['iife'], name: 'charterDeskPreload' },
    },
  });
  const outputs = [built].flat() as Rolldown.RolldownOutput[];
  const chunk = outputs[0]?.output.find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('bundling electron/preload.ts gave no script');
  return `if (window === window.top) {\n${chunk.code}\n}`;
}

/** The preload as an init script (built once per test process). */
export function preloadScript(): Promise<string> {
  script ??= bundle();
  return script;
}
