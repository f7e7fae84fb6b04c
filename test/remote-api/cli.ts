// `npm run remote -- [--host 127.0.0.1] [--port 8787] [--config FILE] [--app-origin URL]...
// [--data DIR [--fresh]]`: runs the reference remote API until SIGINT or SIGTERM. Usage:
// docs/remote-api.md.
//
// The server's modules load only once the options are read: a mistyped option is told at once.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { RemoteConfig } from './config';

const USAGE =
  'Usage: npm run remote -- [--host 127.0.0.1] [--port 8787] [--config FILE] [--app-origin URL]... [--data DIR [--fresh]]';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '8787' },
        config: { type: 'string' },
        'app-origin': { type: 'string', multiple: true },
        data: { type: 'string' },
        fresh: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) fail(USAGE, 0);
    if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65_535) {
      fail(`--port must be a whole number from 0 to 65535, not "${values.port}"\n${USAGE}`, 2);
    }
    return {
      host: values.host,
      port: Number(values.port),
      configPath: values.config,
      appOrigins: values['app-origin'],
      dataDir: values.data,
      fresh: values.fresh,
    };
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
}

async function main() {
  const { host, port, configPath, appOrigins, dataDir, fresh } = readOptions();
  if (appOrigins !== undefined) {
    const { isOrigin } = await import('./origin-policy');
    const notOrigin = appOrigins.find((origin) => !isOrigin(origin));
    if (notOrigin !== undefined) {
      const example = 'such as http://127.0.0.1:4174';
      fail(`--app-origin must be an origin ${example}, not "${notOrigin}"\n${USAGE}`, 2);
    }
  }
  if (fresh && dataDir === undefined) {
    fail(`--fresh clears a data directory: give it with --data DIR\n${USAGE}`, 2);
  }
  const { ConfigError, readRemoteConfigFile } = await import('./config');
  const { DataDirError } = await import('./persistence/saved-state');
  let config: RemoteConfig | undefined;
  try {
    // npm runs scripts from the repository root; a relative path means where npm was run.
    const base = process.env.INIT_CWD ?? process.cwd();
    config =
      configPath === undefined ? undefined : await readRemoteConfigFile(resolve(base, configPath));
    const { startRemoteApi } = await import('./server');
    const api = await startRemoteApi({
      host,
      port,
      config,
      appOrigins,
      dataDir: dataDir === undefined ? undefined : resolve(base, dataDir),
      fresh,
    });
    console.log(`Remote API: ${api.url}`);
    console.log(
      api.dataDir === null
        ? 'Data: in memory, gone when it stops (--data DIR keeps it)'
        : `Data: ${api.dataDir} (kept across restarts; --fresh starts it anew)`,
    );
    for (const organization of api.organizations) {
      console.log(`Organization: ${organization.name}`);
      for (const key of organization.keys) {
        console.log(`  API key ${key.token} (${key.scopes.join(', ')})`);
      }
    }
    console.log(`Test controls (no key): ${api.url}/_sim/ · Ctrl+C stops the server`);
    const stop = async (signal: string) => {
      await api.close();
      console.log(`Stopped (${signal}).`);
      process.exit(0);
    };
    process.once('SIGINT', (signal) => void stop(signal));
    process.once('SIGTERM', (signal) => void stop(signal));
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirError) fail(error.message, 1);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${port} on ${host} is already in use.`, 1);
    throw error;
  }
}

void main();
