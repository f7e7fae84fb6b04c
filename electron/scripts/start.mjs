// `npm start [-- --fresh]`: builds the app if its sources changed, starts the reference
// remote API with its data kept in the user's data directory (--fresh: the demo data
// again), serves the app on 127.0.0.1 and opens it in Electron when a runtime exists;
// otherwise it runs in browser mode at the printed URL. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, preview } from 'vite';
import { buildElectron } from './build-electron.mjs';
import { describeMissingRuntime, findElectronRuntime } from './electron-runtime.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = join(root, 'vite.config.ts');
const host = '127.0.0.1';
const appPort = Number(process.env.PORT ?? 4174);
const remotePort = Number(process.env.REMOTE_PORT ?? 8787);

function readOptions() {
  try {
    return parseArgs({ options: { fresh: { type: 'boolean', default: false } } }).values;
  } catch (error) {
    console.error(`${error.message}\nUsage: npm start [-- --fresh]`);
    process.exit(2);
  }
}

/**
 * Where the remote keeps its data: CHARTER_REMOTE_DATA, else the platform's place for an
 * application's data (XDG_DATA_HOME or ~/.local/share on Linux), in charter-desk/remote.
 */
function remoteDataDir() {
  const chosen = process.env.CHARTER_REMOTE_DATA;
  if (chosen) return resolve(chosen);
  const home = homedir();
  const xdg = process.env.XDG_DATA_HOME;
  const base =
    process.platform === 'win32'
      ? (process.env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'))
      : process.platform === 'darwin'
        ? join(home, 'Library', 'Application Support')
        : xdg && isAbsolute(xdg)
          ? xdg
          : join(home, '.local', 'share');
  return join(base, 'charter-desk', 'remote');
}

function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    const full = join(root, path);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function needsBuild() {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['renderer', 'shared', 'vite.config.ts', 'package-lock.json'];
  return newestChange(sources) > statSync(built).mtimeMs;
}

async function startRemote({ fresh }) {
  const entry = join(root, 'test', 'remote-api', 'server.ts');
  try {
    const { tsImport } = await import('tsx/esm/api');
    const { startRemoteApi } = await tsImport(entry, import.meta.url);
    // The app's origins, so browser mode's worker may call the remote (CORS).
    const appOrigins = [`http://${host}:${appPort}`, `http://localhost:${appPort}`];
    const dataDir = remoteDataDir();
    const remote = await startRemoteApi({ host, port: remotePort, appOrigins, dataDir, fresh });
    console.log(`Remote API (reference, for development): ${remote.url}`);
    console.log(
      fresh
        ? `  Data: ${remote.dataDir} (started anew with the demo data)`
        : `  Data: ${remote.dataDir} (kept across restarts; npm start -- --fresh brings the demo data back)`,
    );
    for (const organization of remote.organizations) {
      for (const key of organization.keys) {
        console.log(`  ${organization.name}: API key ${key.token} (${key.scopes.join(', ')})`);
      }
    }
    return remote;
  } catch (error) {
    console.warn(`Remote API: not started, ${String(error)}. The app still works offline.`);
    return null;
  }
}

/**
 * Points a first start of the app at the embedded remote with its demo read+write key
 * (dist/app-config.json, read by the worker when it has no settings yet), so a new user sees
 * a first sync without typing anything. Without a remote, the file goes: the app starts
 * with nothing configured and the demo data one click away.
 */
async function writeAppConfig(remote) {
  const file = join(root, 'dist', 'app-config.json');
  if (!remote) return rmSync(file, { force: true });
  const { tsImport } = await import('tsx/esm/api');
  const { DEMO_WRITE_KEY } = await tsImport(
    join(root, 'test', 'remote-api', 'demo-config.ts'),
    import.meta.url,
  );
  // demo_remote: the header names it "Demo remote" rather than by its host.
  writeFileSync(
    file,
    JSON.stringify({ remote_url: `${remote.url}/`, api_key: DEMO_WRITE_KEY, demo_remote: true }),
  );
}

/** Whether `port` on the host is free, found by listening on it for a moment. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

async function main() {
  const options = readOptions();
  // Started twice, or beside another server: one plain line per busy port, no stack trace.
  const [appFree, remoteFree] = await Promise.all([portFree(appPort), portFree(remotePort)]);
  if (!remoteFree) {
    console.error(
      `Remote API: port ${remotePort} is in use (is Charter Desk already running? set REMOTE_PORT to use another).`,
    );
  }
  if (!appFree) {
    console.error(
      `App: port ${appPort} is in use (is Charter Desk already running at http://${host}:${appPort}/ ? set PORT to use another).`,
    );
    process.exit(1);
  }
  if (needsBuild()) {
    console.log('Building the app…');
    await build({ configFile, logLevel: 'warn' });
  }
  const remote = remoteFree ? await startRemote(options) : null;
  await writeAppConfig(remote);
  const server = await preview({
    configFile,
    preview: { host, port: appPort, strictPort: true, open: false },
  });
  console.log(`\nCharter Desk: http://${host}:${appPort}/  (open this URL in Chromium or Chrome)`);

  let electron = null;
  const runtime = findElectronRuntime(root);
  if (runtime) {
    await buildElectron();
    console.log(`Opening the desktop app (Electron from ${runtime.dir})…`);
    electron = spawn(runtime.executable, [root], {
      stdio: 'inherit',
      env: { ...process.env, ...(remote ? { CHARTER_DESK_REMOTE_URL: remote.url } : {}) },
    });
  } else {
    console.log(`\nBrowser mode: ${describeMissingRuntime(root)}`);
    console.log(
      'Set ELECTRON_OVERRIDE_DIST_PATH to an unpacked Electron 45 to open the desktop app.',
    );
  }
  console.log('Ctrl-C stops everything.');

  let stopping = false;
  async function stop(code) {
    if (stopping) return;
    stopping = true;
    electron?.kill();
    await Promise.allSettled([server.close(), remote?.close()]);
    console.log('Stopped.');
    process.exit(code);
  }
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  electron?.on('exit', (code) => void stop(code ?? 0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
