// `npm run dist`: packages the desktop app with electron-builder. It needs an unpacked
// Electron runtime (its zip cannot be downloaded here): pass -c.electronDist=DIR or set
// ELECTRON_OVERRIDE_DIST_PATH. Without one it stops with that message and exit code 1.
// CHARTER_DESK_UPDATE_URL (https) makes a build that updates itself from there.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildElectron } from './build-electron.mjs';
import { publishArgs, updateUrlFrom } from './update-url.mjs';
import {
  describeMissingRuntime,
  electronRuntimeCandidates,
  findElectronRuntime,
} from './electron-runtime.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const given = args
  .find((arg) => arg.startsWith('-c.electronDist='))
  ?.slice('-c.electronDist='.length);

const runtime = findElectronRuntime(root, given ? [given] : electronRuntimeCandidates(root));
if (!runtime) {
  // One line: the reason and the way out (the details of where it looked are in --verbose).
  console.error(
    given
      ? `npm run dist: -c.electronDist=${given} holds no Electron executable.`
      : 'npm run dist: no Electron runtime on this machine; unpack electron-v45.4.1 for this platform and run npm run dist -- -c.electronDist=/path/to/it',
  );
  if (args.includes('--verbose')) console.error(describeMissingRuntime(root));
  process.exit(1);
}

// Checked before anything is built: a bad URL stops here, not in an installed app.
const updateUrl = updateUrlFrom(process.env);
await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
await buildElectron();
const builderArgs = [
  ...args.filter((arg) => !arg.startsWith('-c.electronDist=')),
  `-c.electronDist=${runtime.dir}`,
  ...publishArgs(updateUrl),
];
const builder = spawn(join(root, 'node_modules', '.bin', 'electron-builder'), builderArgs, {
  cwd: root,
  stdio: 'inherit',
});
builder.on('exit', (code) => process.exit(code ?? 1));
