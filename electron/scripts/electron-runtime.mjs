// Finds an unpacked Electron runtime without importing 'electron': in Electron 45 even
// require('electron') tries to download the runtime, which fails offline (docs/toolchain.md).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const EXECUTABLE = {
  darwin: 'Electron.app/Contents/MacOS/Electron',
  win32: 'electron.exe',
};

function executableIn(dir) {
  return join(dir, EXECUTABLE[process.platform] ?? 'electron');
}

/** Where a runtime may be, in order: ELECTRON_OVERRIDE_DIST_PATH, then node_modules/electron/dist. */
export function electronRuntimeCandidates(root) {
  const candidates = [];
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    candidates.push(process.env.ELECTRON_OVERRIDE_DIST_PATH);
  }
  candidates.push(join(root, 'node_modules', 'electron', 'dist'));
  return candidates;
}

/** `{dir, executable}` of the first runtime found, or null. */
export function findElectronRuntime(root, candidates = electronRuntimeCandidates(root)) {
  for (const dir of candidates) {
    const executable = executableIn(dir);
    if (existsSync(executable)) return { dir, executable };
  }
  return null;
}

export function describeMissingRuntime(root) {
  const looked = electronRuntimeCandidates(root)
    .map((dir) => `  - ${executableIn(dir)}`)
    .join('\n');
  return `No Electron runtime found. Looked for:\n${looked}\nThe electron package downloads its runtime on first use, which needs network access to its release host.`;
}
