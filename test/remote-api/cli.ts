// `npm run remote -- [--host 127.0.0.1] [--port 8787] [--config FILE] [--app-origin URL]...
// [--data DIR [--fresh]]`: runs the reference remote API until SIGINT or SIGTERM. Usage:
// docs/remote-api.md.
//
// The server's modules load only once the options are read (cli-options.ts): a mistyped
// option is told at once.
import { resolve } from 'node:path';
import { readCliOptions } from './cli-options';
import type { RemoteConfig } from './config';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

async function main() {
  const reading = readCliOptions(process.argv.slice(2));
  if ('exit' in reading) {
    if (reading.exit === 2) fail(reading.message, 2);
    // --help is an answer, not an error: on stdout.
    console.log(reading.message);
    process.exit(0);
  }
  const { host, port, configPath, appOrigins, dataDir, fresh } = reading.options;
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
