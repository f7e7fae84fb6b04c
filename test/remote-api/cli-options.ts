// The command line of `npm run remote`, read into options or refused with the exit code and
// the words to print. Light on purpose (no server module): the CLI reads its options before
// it loads the server, so a mistyped option is told at once, and config.test.ts checks each
// refusal without starting a process.
import { parseArgs } from 'node:util';
import { isOrigin } from './origin';

export const USAGE =
  'Usage: npm run remote -- [--host 127.0.0.1] [--port 8787] [--config FILE] [--app-origin URL]... [--data DIR [--fresh]]';

export interface CliOptions {
  host: string;
  port: number;
  configPath: string | undefined;
  appOrigins: string[] | undefined;
  dataDir: string | undefined;
  fresh: boolean;
}

export type CliReading = { options: CliOptions } | { exit: 0 | 2; message: string };

const refused = (message: string): CliReading => ({ exit: 2, message: `${message}\n${USAGE}` });

export function readCliOptions(args: string[]): CliReading {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '8787' },
        config: { type: 'string' },
        'app-origin': { type: 'string', multiple: true },
        data: { type: 'string' },
        fresh: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return refused((error as Error).message);
  }
  if (values.help) return { exit: 0, message: USAGE };
  if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65_535) {
    return refused(`--port must be a whole number from 0 to 65535, not "${values.port}"`);
  }
  const appOrigins = values['app-origin'];
  const notOrigin = appOrigins?.find((origin) => !isOrigin(origin));
  if (notOrigin !== undefined) {
    const example = 'such as http://127.0.0.1:4174';
    return refused(`--app-origin must be an origin ${example}, not "${notOrigin}"`);
  }
  if (values.fresh && values.data === undefined) {
    return refused('--fresh clears a data directory: give it with --data DIR');
  }
  return {
    options: {
      host: values.host,
      port: Number(values.port),
      configPath: values.config,
      appOrigins,
      dataDir: values.data,
      fresh: values.fresh,
    },
  };
}
